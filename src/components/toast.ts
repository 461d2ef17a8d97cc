import type Toast from 'antd-mobile/es/components/toast';

type ToastApi = typeof Toast;

let loading: Promise<ToastApi> | null = null;

/**
 * antd-mobile's Toast brings its animation layer (react-spring, about 25 KB
 * gz): it loads on first use, off the first route (issue 6 budget). The
 * service worker precaches the chunk, so it also shows offline once a worker
 * controls the page; before that (offline in the very first session) the
 * plain fallback below shows the message. A failed load is forgotten so the
 * next toast tries again.
 */
function loadToast(): Promise<ToastApi> {
  // A chunk that failed to load offline can still resolve (Vite's preload error
  // handling) with a module lacking its default: treat that as a failed load too,
  // or Toast.show throws in the page (seen in a loaded e2e run).
  loading ??= import('antd-mobile/es/components/toast')
    .then((module: { default?: ToastApi } | undefined) => {
      if (!module?.default) throw new Error('the toast layer did not load');
      return module.default;
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

const FALLBACK_MS = 2000;
let plainToast: HTMLElement | null = null;

/**
 * The message as plain text in a fixed box: no library, nothing to load. One
 * at a time, as antd-mobile's: a new message replaces the shown one.
 */
function showPlainToast(message: string): void {
  plainToast?.remove();
  const box = document.createElement('div');
  plainToast = box;
  box.className = 'app-toast-fallback';
  box.setAttribute('role', 'alert');
  box.textContent = message;
  Object.assign(box.style, {
    position: 'fixed',
    zIndex: '10000',
    top: '50%',
    left: '50%',
    maxWidth: '70vw',
    padding: '12px 16px',
    borderRadius: '8px',
    background: 'rgba(0, 0, 0, 0.75)',
    color: '#fff',
    fontSize: '15px',
    lineHeight: '1.4',
    textAlign: 'center',
    transform: 'translate(-50%, -50%)',
    pointerEvents: 'none',
  });
  document.body.append(box);
  setTimeout(() => {
    box.remove();
    if (plainToast === box) plainToast = null;
  }, FALLBACK_MS);
}

/**
 * The app's one toast helper (antd-mobile). Messages are always passed as
 * plain strings, which React renders as text: a server message can never
 * inject markup. Resolves once the toast is shown.
 */
export function showToast(message: string): Promise<void> {
  return loadToast().then(
    (Toast) => {
      Toast.show({ content: String(message) });
    },
    () => showPlainToast(String(message)),
  );
}

/**
 * A blocking loading toast. spec 000 §9: loading toasts have no auto-close,
 * so the caller must call the returned function when the work is done (also
 * before the toast layer has loaded: it then never shows).
 */
export function showLoading(
  message = '加载中...',
  /** false: the page under it stays usable (e.g. 取消支付 while a payment runs). */
  options: { blocking?: boolean } = {},
): () => void {
  let closed = false;
  let close = () => {};
  loadToast().then((Toast) => {
    if (closed) return;
    const handler = Toast.show({
      icon: 'loading',
      content: String(message),
      duration: 0,
      maskClickable: options.blocking === false,
    });
    close = () => handler.close();
  }, ignoreLoadFailure);
  return () => {
    closed = true;
    close();
  };
}

export function clearToast(): Promise<void> {
  return loadToast().then((Toast) => Toast.clear(), ignoreLoadFailure);
}

// A loading toast that cannot load is not shown; the caller's work goes on.
function ignoreLoadFailure(): void {}
