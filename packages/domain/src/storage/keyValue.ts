import type * as z from 'zod/mini';

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

/** The value stored under `key` if it parses with `schema`; null when missing, corrupt or unreadable. */
export function readJson<S extends z.ZodMiniType>(
  storage: KeyValueStorage,
  key: string,
  schema: S,
): z.output<S> | null {
  try {
    const text = storage.getItem(key);
    if (text === null) return null;
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
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
