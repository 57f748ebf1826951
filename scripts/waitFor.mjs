// Waits until a local server answers `url` with a 2xx, asking again 200 ms after each refusal,
// for as long as waits.config.mjs gives a server to start (its bound scales with the machine).
import { waits } from '../waits.config.mjs';

export async function waitFor(url, { within = waits.server } = {}) {
  const deadline = Date.now() + within;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up within ${within / 1000} s`);
}
