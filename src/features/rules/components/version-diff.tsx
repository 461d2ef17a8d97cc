// The character diff alone: the package's index builds every kind of diff at load.
import { diffChars } from 'diff/lib/diff/character.js';
import { useMemo } from 'react';
import { htmlToText } from '../html-text';
import styles from '../rules.module.css';

/**
 * What changed between two versions of an article, character by character
 * (Chinese has no spaces between words, so a word diff would mark whole
 * sentences). Rendered as React text nodes: nothing from the body is parsed as HTML.
 */
export function VersionDiff({ before, after }: { before: string; after: string }) {
  const parts = useMemo(() => diffChars(htmlToText(before), htmlToText(after)), [before, after]);
  const changed = parts.some((part) => part.added || part.removed);
  if (!changed) return <p className={styles.meta}>两个版本的正文相同。</p>;
  return (
    <div className={`${styles.diffBox} ${styles.diff}`} data-testid="version-diff">
      {parts.map((part, index) =>
        part.added ? (
          <ins key={index} aria-label={`新增：${part.value}`}>
            {part.value}
          </ins>
        ) : part.removed ? (
          <del key={index} aria-label={`删除：${part.value}`}>
            {part.value}
          </del>
        ) : (
          <span key={index}>{part.value}</span>
        ),
      )}
    </div>
  );
}
