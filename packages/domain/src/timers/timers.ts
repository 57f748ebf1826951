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

/** Something running in the background that logout (or leaving a page) stops. */
export interface Stoppable {
  stop(): void;
}
