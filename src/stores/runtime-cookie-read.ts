// The page's cookies as the runtime (entry bundle) reads them. Islands never import this module, so
// the entry shares none with their chunks (src/cookies.ts keeps theirs in src/stores/cookie-jar.ts).

let cookies: string | null = null;

/**
 * A cookie's raw value, or undefined. document.cookie is a synchronous call into the browser, so it is
 * read once per task however many island definitions ask.
 */
export function cookieValue(name: string): string | undefined {
  if (cookies === null) {
    try {
      cookies = document.cookie;
    } catch {
      cookies = '';
    }
    queueMicrotask(() => {
      cookies = null;
    });
  }
  for (const pair of cookies.split('; ')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at) === name) return pair.slice(at + 1);
  }
  return undefined;
}
