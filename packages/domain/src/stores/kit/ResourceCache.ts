import { Resource } from './Resource.ts';

/**
 * One Resource per key (an article by id, a help page by type), made on first use, so that a
 * page shows what it already loaded while it loads again.
 */
export class ResourceCache<Key, T> {
  readonly #resources = new Map<Key, Resource<T>>();
  readonly #fetch: (key: Key) => Promise<T>;

  constructor(fetch: (key: Key) => Promise<T>) {
    this.#fetch = fetch;
  }

  /** The Resource of `key`; it loads only when asked to. */
  get(key: Key): Resource<T> {
    let resource = this.#resources.get(key);
    if (!resource) {
      resource = new Resource(() => this.#fetch(key));
      this.#resources.set(key, resource);
    }
    return resource;
  }

  /** Forgets every loaded value (logout). */
  reset(): void {
    for (const resource of this.#resources.values()) resource.reset();
  }
}
