// Waits until a local server answers `url` with a 2xx, polling every 200 ms.
export async function waitFor(url, { attempts = 300 } = {}) {
  for (let i = 0; i < attempts; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}
