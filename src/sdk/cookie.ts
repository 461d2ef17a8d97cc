/** First-party cookies: synchronous and shared by every tab of the site. */

export function readCookie(name: string): string | null {
  try {
    const prefix = `${name}=`;
    for (const part of document.cookie.split(';')) {
      const item = part.trim();
      if (item.startsWith(prefix)) return decodeURIComponent(item.slice(prefix.length));
    }
  } catch {
    // Cookies disabled or a malformed value: behave as absent.
  }
  return null;
}

export function writeCookie(name: string, value: string, expiresAt: number): void {
  try {
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    document.cookie =
      `${name}=${encodeURIComponent(value)}; expires=${new Date(expiresAt).toUTCString()}; ` +
      `path=/; SameSite=Lax${secure}`;
  } catch {
    // Cookies disabled: identity stays in memory for this page.
  }
}
