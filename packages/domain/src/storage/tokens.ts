import { TOKEN_COOKIE } from './keys.ts';

/** Where the login token is kept: a cookie in the browser, memory in tests. */
export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

/**
 * The token in a cookie (spec section 6): `SameSite=Strict; Path=/`, plus `Secure` on https.
 * The client sets it, so it cannot be HttpOnly.
 */
export function createCookieTokenStore(
  doc: { cookie: string },
  { secure }: { secure: boolean },
): TokenStore {
  const attributes = `; Path=/; SameSite=Strict${secure ? '; Secure' : ''}`;
  return {
    get() {
      const prefix = `${TOKEN_COOKIE}=`;
      const entry = doc.cookie
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(prefix));
      if (!entry || entry === prefix) return null;
      try {
        return decodeURIComponent(entry.slice(prefix.length));
      } catch {
        return null;
      }
    },
    set(token) {
      doc.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}${attributes}`;
    },
    clear() {
      doc.cookie = `${TOKEN_COOKIE}=; Max-Age=0${attributes}`;
    },
  };
}

/** A token store in memory, for tests and stories. */
export function memoryTokenStore(initial: string | null = null): TokenStore {
  let token = initial;
  return {
    get: () => token,
    set: (value) => {
      token = value;
    },
    clear: () => {
      token = null;
    },
  };
}
