import { sameSources, scriptSources } from '../rules/index.ts';
import { Poller } from './Poller.ts';
import type { Timers } from './timers.ts';

/** The home page is checked for a new build this often (spec section 9). */
const PAGE_UPDATE_INTERVAL_MS = 10_000;

interface PageUpdateCheckerOptions {
  /** The current home page's HTML; the app fetches './index.html' with cache 'no-store'. */
  fetchHomeHtml(): Promise<string>;
  timers: Timers;
  /** Called once, when the page's script files changed; the checker has stopped by then. */
  onUpdate(): void;
  /** The scripts of the running page; without them, those of the first fetch (made at once). */
  initialSources?: ReadonlySet<string>;
  /** Defaults to 10000 ms. */
  interval?: number;
}

/**
 * Notices a new build of the app: every 10 s the home page's `<script src>` set is compared
 * with the first one. A failed fetch, or a page without scripts, is ignored until the next check.
 */
export class PageUpdateChecker {
  readonly #options: PageUpdateCheckerOptions;
  readonly #poller: Poller;
  #baseline: ReadonlySet<string> | null;

  constructor(options: PageUpdateCheckerOptions) {
    const interval = options.interval ?? PAGE_UPDATE_INTERVAL_MS;
    this.#options = options;
    this.#baseline = options.initialSources ?? null;
    this.#poller = new Poller({
      task: () => this.#check(),
      baseInterval: interval,
      firstDelay: this.#baseline === null ? 0 : interval,
      timers: options.timers,
      canRun: () => true,
    });
  }

  start(): void {
    this.#poller.start();
  }

  stop(): void {
    this.#poller.stop();
  }

  async #check(): Promise<void> {
    let sources: ReadonlySet<string>;
    try {
      sources = scriptSources(await this.#options.fetchHomeHtml());
    } catch {
      return;
    }
    if (sources.size === 0) return;
    if (this.#baseline === null) {
      this.#baseline = sources;
    } else if (!sameSources(this.#baseline, sources)) {
      this.stop();
      this.#options.onUpdate();
    }
  }
}
