// The shared states' Chinese copy, in one place so every screen says the same thing.
export const QUERY_STATE_COPY = {
  loading: '加载中…',
  empty: '暂无数据',
  errorTitle: '加载失败',
  errorDescription: '请检查网络后重试',
  retry: '重试',
  offlineCached: '当前离线，显示的是上次加载的内容',
  pendingSync: '将在网络恢复后提交',
  noMore: '没有更多了',
  offlineNoMore: '网络恢复后可加载更多',
  loadMoreFailed: '加载失败',
} as const;
