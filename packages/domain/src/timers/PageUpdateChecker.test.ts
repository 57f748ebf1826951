import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageUpdateChecker } from './PageUpdateChecker.ts';
import { realTimers } from './timers.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const build = (...files: string[]) =>
  `<!doctype html><html><head>${files
    .map((file) => `<script type="module" crossorigin src="./assets/${file}"></script>`)
    .join('')}</head><body></body></html>`;

/** A server whose home page the test replaces with a new build, or breaks. */
function homePage(initial: string) {
  const site = { html: initial, down: false };
  const fetchHomeHtml = vi.fn(() =>
    site.down ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(site.html),
  );
  return { site, fetchHomeHtml };
}

function checker(fetchHomeHtml: () => Promise<string>, initialSources?: ReadonlySet<string>) {
  const onUpdate = vi.fn();
  const pageChecker = new PageUpdateChecker({
    fetchHomeHtml,
    timers: realTimers(),
    onUpdate,
    initialSources,
  });
  return { pageChecker, onUpdate };
}

describe('PageUpdateChecker', () => {
  it('takes the first fetch as the baseline, then checks every 10 s', async () => {
    const { fetchHomeHtml } = homePage(build('index-A1.js'));
    const { pageChecker, onUpdate } = checker(fetchHomeHtml);
    pageChecker.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchHomeHtml).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(9999);
    expect(fetchHomeHtml).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchHomeHtml).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(10_000 * 5);
    expect(fetchHomeHtml).toHaveBeenCalledTimes(7);
    expect(onUpdate).not.toHaveBeenCalled();
    pageChecker.stop();
  });

  it('reports a new build once, at the next check, and stops', async () => {
    const { site, fetchHomeHtml } = homePage(build('index-A1.js', 'vendor-V1.js'));
    const { pageChecker, onUpdate } = checker(fetchHomeHtml);
    pageChecker.start();
    await vi.advanceTimersByTimeAsync(10_000);
    site.html = build('index-B2.js', 'vendor-V1.js');
    await vi.advanceTimersByTimeAsync(9999);
    expect(onUpdate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onUpdate).toHaveBeenCalledTimes(1);
    const calls = fetchHomeHtml.mock.calls.length;
    await vi.advanceTimersByTimeAsync(100_000);
    expect(fetchHomeHtml).toHaveBeenCalledTimes(calls);
    expect(onUpdate).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('sees the same scripts in another order as no update', async () => {
    const { site, fetchHomeHtml } = homePage(build('a.js', 'b.js'));
    const { pageChecker, onUpdate } = checker(fetchHomeHtml);
    pageChecker.start();
    await vi.advanceTimersByTimeAsync(0);
    site.html = build('b.js', 'a.js');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(onUpdate).not.toHaveBeenCalled();
    pageChecker.stop();
  });

  it('compares with the running page when given its scripts, from the first 10 s on', async () => {
    const { fetchHomeHtml } = homePage(build('index-B2.js'));
    const { pageChecker, onUpdate } = checker(fetchHomeHtml, new Set(['./assets/index-A1.js']));
    pageChecker.start();
    await vi.advanceTimersByTimeAsync(9999);
    expect(fetchHomeHtml).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onUpdate).toHaveBeenCalledTimes(1);
  });

  it('ignores failed fetches and pages without scripts, and keeps checking every 10 s', async () => {
    const { site, fetchHomeHtml } = homePage(build('index-A1.js'));
    const { pageChecker, onUpdate } = checker(fetchHomeHtml);
    site.down = true;
    pageChecker.start();
    await vi.advanceTimersByTimeAsync(0);
    site.down = false;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchHomeHtml).toHaveBeenCalledTimes(2);
    site.down = true;
    await vi.advanceTimersByTimeAsync(20_000);
    site.down = false;
    site.html = '<html><body>502 Bad Gateway</body></html>';
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchHomeHtml).toHaveBeenCalledTimes(5);
    expect(onUpdate).not.toHaveBeenCalled();
    site.html = build('index-B2.js');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(onUpdate).toHaveBeenCalledTimes(1);
  });

  it('does nothing after stop', async () => {
    const { site, fetchHomeHtml } = homePage(build('index-A1.js'));
    const { pageChecker, onUpdate } = checker(fetchHomeHtml);
    pageChecker.start();
    await vi.advanceTimersByTimeAsync(0);
    pageChecker.stop();
    site.html = build('index-B2.js');
    await vi.advanceTimersByTimeAsync(100_000);
    expect(fetchHomeHtml).toHaveBeenCalledTimes(1);
    expect(onUpdate).not.toHaveBeenCalled();
  });
});
