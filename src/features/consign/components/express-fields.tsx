import { EXPRESS_COMPANIES } from '../../../shared/contracts/seller-order';
import type { ExpressDraft } from '../express-form';
import styles from '../consign.module.css';
import { ChipGroup } from './chip-group';

interface Props {
  value: ExpressDraft;
  onChange: (update: (previous: ExpressDraft) => ExpressDraft) => void;
}

/** The express company (one of the contract's) and the number. */
export function ExpressFields({ value, onChange }: Props) {
  return (
    <>
      <ChipGroup
        label="快递公司"
        options={EXPRESS_COMPANIES.map((name) => ({ key: name, text: name }))}
        value={value.expressCompany}
        onChange={(expressCompany) => onChange((d) => ({ ...d, expressCompany }))}
      />
      <input
        className={styles.input}
        aria-label="快递单号"
        placeholder="请输入快递单号"
        autoComplete="off"
        maxLength={32}
        value={value.expressNo}
        onChange={(event) => {
          const expressNo = event.target.value;
          onChange((d) => ({ ...d, expressNo }));
        }}
      />
    </>
  );
}
