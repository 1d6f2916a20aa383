// Unit tests' cookies: happy-dom keeps them for the page, so a test that sets some takes them away.

/** Expires every cookie the page can see (all are set on path `/` in these tests). */
export function expireAllCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}
