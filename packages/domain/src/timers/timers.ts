/** Timer functions, injected so that tests drive them with fake time. */
export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

/** The global timers, looked up at each call (so vitest's fake timers also apply). */
export const realTimers = (): Timers => ({
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof globalThis.setTimeout>),
});

/** Whether the page is on screen; pollers that are given it pause while the tab is hidden. */
export interface Visibility {
  isHidden(): boolean;
  /** Calls `listener` whenever the page is hidden or shown again; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** The document's visibility (the Page Visibility API). */
export const documentVisibility = (doc: Document): Visibility => ({
  isHidden: () => doc.visibilityState === 'hidden',
  subscribe: (listener) => {
    doc.addEventListener('visibilitychange', listener);
    return () => doc.removeEventListener('visibilitychange', listener);
  },
});

/** A visibility that tests switch by hand; it starts visible. */
export interface ManualVisibility extends Visibility {
  setHidden(hidden: boolean): void;
}

export function manualVisibility(): ManualVisibility {
  let hidden = false;
  const listeners = new Set<() => void>();
  return {
    isHidden: () => hidden,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setHidden: (next) => {
      hidden = next;
      for (const listener of [...listeners]) listener();
    },
  };
}

/** Something running in the background that logout (or leaving a page) stops. */
export interface Stoppable {
  stop(): void;
}
