import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { sanitizeHtml } from '../../lib/safe-html';
import styles from './rich-text.module.css';

/**
 * Server HTML (rules, articles) rendered after sanitising (src/lib/safe-html.ts):
 * nothing in it can run script. Links to the app's own pages navigate inside the
 * app instead of reloading it; other links open in a new tab (set by the sanitiser).
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();
  const safe = useMemo(() => sanitizeHtml(html), [html]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!link || !href || link.target === '_blank') return;
    const url = new URL(href, location.href);
    if (url.origin !== location.origin || href.startsWith('#')) return;
    event.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  };

  return (
    <div
      className={`${styles.richText} ${className ?? ''}`}
      onClick={onClick}
      // Sanitised above: no script, handlers, forms, frames or styles survive.
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
