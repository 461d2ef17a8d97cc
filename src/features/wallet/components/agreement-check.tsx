import styles from '../wallet.module.css';

/** 我已阅读并同意《…》: a plain checkbox (antd-mobile's is not needed for one box). */
export function AgreementCheck(props: {
  name: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <label className={styles.agree}>
      <input
        type="checkbox"
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <span>我已阅读并同意《{props.name}》</span>
    </label>
  );
}
