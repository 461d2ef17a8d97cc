import { useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './paged-list.module.css';

/** Start loading the next page this far before the list's end shows (antd-mobile's default). */
const AHEAD_PX = 250;

interface Props {
  loadMore: () => Promise<unknown>;
  hasMore: boolean;
  /** The footer: whether more can come, whether the last try failed, and how to try again. */
  children: (hasMore: boolean, failed: boolean, retry: () => void) => ReactNode;
}

/**
 * Infinite scroll with an IntersectionObserver on the list's end, instead of
 * antd-mobile's InfiniteScroll (scroll listeners, lodash throttle; issue 6
 * budget). After each page it looks again: a short page keeps loading until
 * the end is out of sight or nothing more comes. A failure waits for retry.
 */
export function LoadMore({ loadMore, hasMore, children }: Props) {
  const sentinelRef = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(false);
  // Bumped after every page: a fresh observer reports at once whether the end still shows.
  const [round, setRound] = useState(0);
  const loadRef = useRef(loadMore);
  loadRef.current = loadMore;

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !hasMore || failed || loading) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setLoading(true);
        loadRef
          .current()
          .then(
            () => setFailed(false),
            () => setFailed(true),
          )
          .finally(() => {
            setLoading(false);
            setRound((value) => value + 1);
          });
      },
      { rootMargin: `0px 0px ${AHEAD_PX}px 0px` },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasMore, failed, loading, round]);

  return (
    <div ref={sentinelRef} className={`app-infinite-scroll ${styles.loadMore}`}>
      {children(hasMore, failed, () => setFailed(false))}
    </div>
  );
}
