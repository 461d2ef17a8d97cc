/**
 * Objects the native host apps inject into the web view (see host.ts for the
 * message format). Both are optional: in a plain browser or PWA neither exists.
 */
export interface HostMessagePort {
  postMessage(message: string): void;
}

declare global {
  interface Window {
    /** iOS WKWebView: WKUserContentController script message handlers. */
    webkit?: { messageHandlers?: { nativeBridge?: HostMessagePort } };
    /** Android WebView: addJavascriptInterface(obj, 'AndroidBridge'). */
    AndroidBridge?: HostMessagePort;
  }
}
