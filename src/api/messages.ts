// User-facing copy of the request layer (zh-CN). spec 000 §8 names the network one.
export const REQUEST_MESSAGES = {
  network: '网络异常，请检查网络后重试',
  timeout: '请求超时，请稍后重试',
  parse: '服务异常，请稍后重试',
  /** Never toasted; shown only if a screen renders the error of a cancelled call. */
  aborted: '请求已取消',
  /** A business code without a server message. */
  business: '请求失败，请稍后重试',
  /** 8888 without a server message. */
  serviceStopped: '服务暂停，请稍后再试',
  http: (status: number) => `服务异常（${status}），请稍后重试`,
} as const;
