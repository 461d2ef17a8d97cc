import { ChunkTimeoutError } from '../chunks/load-with-timeout';

export type RouteErrorKind = 'timeout' | 'chunk' | 'render';

// Browsers word a failed dynamic import differently (Chromium, Firefox, Safari).
const CHUNK_FAILURE =
  /dynamically imported module|importing a module script failed|error loading dynamically imported module|unable to preload/i;

export function classifyRouteError(error: unknown): RouteErrorKind {
  if (error instanceof ChunkTimeoutError) return 'timeout';
  const message = error instanceof Error ? error.message : String(error);
  return CHUNK_FAILURE.test(message) ? 'chunk' : 'render';
}

export const ROUTE_ERROR_COPY: Record<RouteErrorKind, { title: string; description: string }> = {
  timeout: { title: '页面加载超时', description: '网络较慢，请稍后点击重试' },
  chunk: { title: '页面加载失败', description: '请检查网络后重试' },
  render: { title: '页面出错了', description: '请点击重试，或返回首页' },
};
