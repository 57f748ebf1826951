import { ownedKey } from './keys.ts';

/** The part of the Web Storage API the client uses; `localStorage` satisfies it. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** An in-memory storage for tests and stories. */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/**
 * The value stored under `key` as `parse` reads it; null when missing, corrupt, refused by
 * `parse` or unreadable.
 */
export function readJson<T>(
  storage: KeyValueStorage,
  key: string,
  parse: (value: unknown) => T | null,
): T | null {
  try {
    const text = storage.getItem(key);
    return text === null ? null : parse(JSON.parse(text));
  } catch {
    return null;
  }
}

/**
 * Stores `value` as JSON. A full or disabled storage is ignored: what is kept there only
 * survives reloads, and the app works without it.
 */
export function writeJson(storage: KeyValueStorage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Quota exceeded or storage disabled (private mode): keep going without persistence.
  }
}

/**
 * `storage` with the per-user keys (PER_USER_KEYS) kept apart for each user: `owner()` names
 * the user now signed in (their uid, or 'visitor'), read at every call.
 */
export function userScopedStorage(storage: KeyValueStorage, owner: () => string): KeyValueStorage {
  return {
    getItem: (key) => storage.getItem(ownedKey(key, owner())),
    setItem: (key, value) => storage.setItem(ownedKey(key, owner()), value),
    removeItem: (key) => storage.removeItem(ownedKey(key, owner())),
  };
}
