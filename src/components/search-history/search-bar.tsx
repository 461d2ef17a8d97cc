import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { checkKeyword } from '../search-params';
import styles from '../direct-search.module.css';

/** The keyword box: checked with the contract's rule before anything is sent. */
export function SearchBar({
  initial,
  onSearch,
}: {
  initial: string;
  onSearch: (keyword: string) => void;
}) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const checked = checkKeyword(text);
    if (checked.kind !== 'ok') {
      setError(checked.kind === 'bad' ? checked.message : null);
      return;
    }
    setError(null);
    setText(checked.keyword);
    onSearch(checked.keyword);
  };
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className={styles.bar}>
        <input
          className={styles.input}
          type="search"
          aria-label="搜索内容"
          placeholder="机型 / 订单号 / 快递单号"
          maxLength={40}
          enterKeyHint="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button look="primary" size="small" onClick={submit}>
          搜索
        </Button>
      </div>
      {error && <div className={styles.error}>{error}</div>}
    </form>
  );
}
