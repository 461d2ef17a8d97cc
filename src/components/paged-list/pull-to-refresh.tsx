import { useEffect, useRef, useState, type ReactNode } from 'react';
import { nextPull, PULL_COPY, type PullState } from './pull-state';
import styles from './paged-list.module.css';

/** The nearest ancestor that scrolls vertically (the page itself when none does). */
function scrollTopOf(element: HTMLElement): number {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const overflow = getComputedStyle(node).overflowY;
    if (overflow === 'auto' || overflow === 'scroll') return node.scrollTop;
  }
  return document.scrollingElement?.scrollTop ?? 0;
}

/** How long 刷新成功 stays before the head folds away. */
const COMPLETE_MS = 500;

/**
 * A finger pulling the list down from its top refreshes it. A few touch
 * handlers instead of antd-mobile's PullToRefresh, which brings react-spring
 * and @use-gesture (about 28 KB gz) into every list route (issue 6 budget).
 * The head tells where the pull stands (下拉刷新 → 释放立即刷新 → 加载中 → 刷新成功).
 */
export function PullToRefresh({
  onRefresh,
  children,
}: {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [pull, setPull] = useState<PullState>({ phase: 'idle', distance: 0 });
  const pullRef = useRef(pull);
  pullRef.current = pull;
  const refreshRef = useRef(onRefresh);
  refreshRef.current = onRefresh;

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    let startY: number | null = null;
    const update = (next: PullState) => {
      pullRef.current = next;
      setPull(next);
    };
    const onStart = (event: TouchEvent) => {
      const busy = pullRef.current.phase === 'refreshing' || pullRef.current.phase === 'complete';
      startY = !busy && scrollTopOf(root) <= 0 ? (event.touches[0]?.clientY ?? null) : null;
    };
    const onMove = (event: TouchEvent) => {
      const y = event.touches[0]?.clientY;
      if (startY === null || y === undefined) return;
      const next = nextPull(pullRef.current, { kind: 'move', dy: y - startY });
      // Pulling down at the top: the page must not scroll or bounce meanwhile.
      if (next.distance > 0 && event.cancelable) event.preventDefault();
      update(next);
    };
    const onEnd = () => {
      if (startY === null) return;
      startY = null;
      const next = nextPull(pullRef.current, { kind: 'release' });
      update(next);
      if (next.phase !== 'refreshing') return;
      void refreshRef
        .current()
        .catch(() => undefined)
        .then(() => {
          update(nextPull(pullRef.current, { kind: 'done' }));
          window.setTimeout(
            () => update(nextPull(pullRef.current, { kind: 'reset' })),
            COMPLETE_MS,
          );
        });
    };
    root.addEventListener('touchstart', onStart, { passive: true });
    root.addEventListener('touchmove', onMove, { passive: false });
    root.addEventListener('touchend', onEnd);
    root.addEventListener('touchcancel', onEnd);
    return () => {
      root.removeEventListener('touchstart', onStart);
      root.removeEventListener('touchmove', onMove);
      root.removeEventListener('touchend', onEnd);
      root.removeEventListener('touchcancel', onEnd);
    };
  }, []);

  const settling = pull.phase === 'idle' || pull.phase === 'refreshing';
  return (
    <div ref={rootRef}>
      <div
        className={styles.pullHead}
        style={{ height: pull.distance, transition: settling ? 'height 0.2s' : undefined }}
        role={pull.phase === 'idle' ? undefined : 'status'}
      >
        {pull.phase !== 'idle' && PULL_COPY[pull.phase]}
      </div>
      {children}
    </div>
  );
}
