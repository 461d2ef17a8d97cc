import { Dropdown, Selector } from 'antd-mobile';
import type { BrandAndLevels } from '../../../shared/contracts/auction-lists';
import type { AuctionFilter } from '../auction-filter';
import styles from '../auction.module.css';

const ALL = 'all';

/** Brand and evaluation-level filters (spec 000 §7 "brand and evaluation-level filter"). */
export function FilterBar({
  options,
  filter,
  onChange,
}: {
  options: BrandAndLevels | undefined;
  filter: AuctionFilter;
  onChange: (next: AuctionFilter) => void;
}) {
  const brands = [
    { label: '全部品牌', value: ALL },
    ...(options?.brands ?? []).map((b) => ({ label: b.name, value: String(b.id) })),
  ];
  const levels = [
    { label: '全部成色', value: ALL },
    ...(options?.levels ?? []).map((l) => ({ label: l.name, value: l.code })),
  ];
  const brandName = options?.brands.find((b) => b.id === filter.brandId)?.name ?? '品牌';
  const levelName = filter.evaluationLevel ? `${filter.evaluationLevel} 级` : '成色';
  return (
    <div className={styles.filters}>
      <Dropdown>
        <Dropdown.Item key="brand" title={brandName}>
          <div style={{ padding: 12 }}>
            <Selector
              columns={3}
              options={brands}
              value={[filter.brandId === undefined ? ALL : String(filter.brandId)]}
              onChange={([value]) =>
                onChange({
                  ...filter,
                  brandId: !value || value === ALL ? undefined : Number(value),
                })
              }
            />
          </div>
        </Dropdown.Item>
        <Dropdown.Item key="level" title={levelName}>
          <div style={{ padding: 12 }}>
            <Selector
              columns={2}
              options={levels}
              value={[filter.evaluationLevel ?? ALL]}
              onChange={([value]) =>
                onChange({
                  ...filter,
                  evaluationLevel: !value || value === ALL ? undefined : value,
                })
              }
            />
          </div>
        </Dropdown.Item>
      </Dropdown>
    </div>
  );
}
