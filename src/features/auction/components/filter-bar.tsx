import { useState } from 'react';
import { ChoiceChips } from '../../../components/form/choice-chips';
import type { BrandAndLevels } from '../../../shared/contracts/auction-lists';
import type { AuctionFilter } from '../auction-filter';
import styles from './filter-bar.module.css';

const ALL = 'all';
type Menu = 'brand' | 'level';

/**
 * Brand and evaluation-level filters (spec 000 §7 "brand and evaluation-level filter"):
 * antd-mobile's Dropdown look, a title per filter opening its options under the bar
 * over a mask, without Dropdown's Popup and react-spring (issue 13 §6 budget).
 */
export function FilterBar({
  options,
  filter,
  onChange,
}: {
  options: BrandAndLevels | undefined;
  filter: AuctionFilter;
  onChange: (next: AuctionFilter) => void;
}) {
  const [open, setOpen] = useState<Menu | null>(null);
  const brands = [
    { label: '全部品牌', value: ALL },
    ...(options?.brands ?? []).map((b) => ({ label: b.name, value: String(b.id) })),
  ];
  const levels = [
    { label: '全部成色', value: ALL },
    ...(options?.levels ?? []).map((l) => ({ label: l.name, value: l.code })),
  ];
  const titles: Record<Menu, string> = {
    brand: options?.brands.find((b) => b.id === filter.brandId)?.name ?? '品牌',
    level: filter.evaluationLevel ? `${filter.evaluationLevel} 级` : '成色',
  };
  return (
    <div className={open ? `${styles.root} ${styles.raised}` : styles.root}>
      {open && <div className={styles.mask} onClick={() => setOpen(null)} />}
      <div className={styles.bar}>
        {(['brand', 'level'] as const).map((menu) => (
          <button
            key={menu}
            type="button"
            className={open === menu ? `${styles.title} ${styles.active}` : styles.title}
            aria-expanded={open === menu}
            onClick={() => setOpen(open === menu ? null : menu)}
          >
            {titles[menu]}
            <span className={styles.arrow} aria-hidden="true" />
          </button>
        ))}
      </div>
      {open === 'brand' && (
        <div className={styles.panel}>
          <ChoiceChips
            label="品牌"
            columns={3}
            options={brands}
            value={filter.brandId === undefined ? ALL : String(filter.brandId)}
            onChange={(value) =>
              onChange({ ...filter, brandId: value === ALL ? undefined : Number(value) })
            }
          />
        </div>
      )}
      {open === 'level' && (
        <div className={styles.panel}>
          <ChoiceChips
            label="成色"
            columns={2}
            options={levels}
            value={filter.evaluationLevel ?? ALL}
            onChange={(value) =>
              onChange({ ...filter, evaluationLevel: value === ALL ? undefined : value })
            }
          />
        </div>
      )}
    </div>
  );
}
