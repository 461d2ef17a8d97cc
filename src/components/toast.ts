import { Toast } from 'antd-mobile';

/**
 * The app's one toast helper (antd-mobile). Messages are always passed as
 * plain strings, which React renders as text: a server message can never
 * inject markup.
 */
export function showToast(message: string): void {
  Toast.show({ content: String(message) });
}

/**
 * A blocking loading toast. spec 000 §9: loading toasts have no auto-close,
 * so the caller must call the returned function when the work is done.
 */
export function showLoading(message = '加载中...'): () => void {
  const handler = Toast.show({
    icon: 'loading',
    content: String(message),
    duration: 0,
    maskClickable: false,
  });
  return () => handler.close();
}

export function clearToast(): void {
  Toast.clear();
}
