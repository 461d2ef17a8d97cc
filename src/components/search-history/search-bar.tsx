import { useState } from 'react';
import type * as z from 'zod/mini';
import { Button } from '../ui/button';
import styles from './search-history.module.css';

interface Props {
  /** The box's accessible name (搜索内容, 机型名称). */
  label: string;
  placeholder: string;
  /** The search call's keyword rule, from its contract: its message is shown as it is. */
  rule: z.ZodMiniType<string, string>;
  /** The keyword shown at first (the one searched, when the page remounts the bar for it). */
  initial?: string;
  onSearch: (keyword: string) => void;
}

/** A keyword box: checked with the contract's rule before anything is sent. */
export function SearchBar({ label, placeholder, rule, initial = '', onSearch }: Props) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const checked = rule.safeParse(text);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? placeholder);
      return;
    }
    setError(null);
    setText(checked.data);
    onSearch(checked.data);
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
          aria-label={label}
          placeholder={placeholder}
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
