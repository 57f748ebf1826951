// How long a test waits for a state before it calls the state missing: the one place for the
// bounds of every browser test (the journeys, the story plays and their screenshots, the
// catalogue) and of the scripts that wait for a server.
//
// A test waits for the state it needs (an element, an answer, a store value, a request count),
// never for a time: a passing run never waits a bound out, so a bound costs nothing until a test
// fails. The bounds are therefore generous, set for a slower machine than this one with one of its
// two cores busy (scripts/slow-machine.mjs), not for a fast one. A machine slower still sets
// TEST_WAIT_SCALE (2 doubles every bound) instead of editing waits. In the story run's browser,
// which has no environment, the scale is 1.

const scale = Number(globalThis.process?.env?.TEST_WAIT_SCALE || 1);

/** `ms` times TEST_WAIT_SCALE. */
export const bound = (ms) => Math.round(ms * scale);

export const waits = {
  /** A state the page or a server reaches by itself: an element, an answer, a poll, a render. */
  state: bound(30_000),
  /** One step of a journey: an action (a click, a fill) or a navigation to a page. */
  step: bound(30_000),
  /** A whole journey; one that does several journeys' work asks for a multiple of it. */
  journey: bound(120_000),
  /** A unit test (Vitest's own default, 5 s, was outlasted by a property test under load). */
  unit: bound(30_000),
  /** A whole story: its play, axe check and screenshot, and each of its hooks. */
  story: bound(60_000),
  /** A server started for the tests (the sandbox, the app's preview, the catalogue's site). */
  server: bound(180_000),
};
