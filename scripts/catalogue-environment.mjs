// The catalogue run's Jest environment: @storybook/test-runner's own, except that the browser
// page is kept for the whole worker instead of being made again for every story file.
//
// The runner's environment connects to the browser, opens a new context and page, and loads the
// static preview (about 2 MB of script and the mock service worker) for each story file, so most
// of the run went on start-up rather than on stories. Here the first story file of a worker does
// that once; every later file gets the same page, and the runner's `__test` switches the preview
// to each of its stories, as the catalogue itself does when a designer clicks through it. Every
// story is still rendered by the static build and reported by the test-runner.
import CustomEnvironment from '@storybook/test-runner/playwright/custom-environment.js';

/** This worker's connection, context and page, made by its first story file. */
let shared = null;

const NodeEnvironment = Object.getPrototypeOf(Object.getPrototypeOf(CustomEnvironment));

export default class CatalogueEnvironment extends CustomEnvironment {
  async setup() {
    if (shared === null) {
      await super.setup();
      const { browser, context, page, browserName, deviceName } = this.global;
      shared = { browser, context, page, browserName, deviceName };
    } else {
      this._jestPlaywrightConfig = this._config.testEnvironmentOptions['jest-playwright'];
      Object.assign(this.global, shared);
      if (shared.page.isClosed()) {
        const { setupPage } = await import('@storybook/test-runner');
        shared.page = await shared.context.newPage();
        await setupPage(shared.page, shared.context);
        this.global.page = shared.page;
      }
    }
    // The generated tests reset the page after a navigation destroyed it; keep that page shared.
    this.global.jestPlaywright = {
      ...this.global.jestPlaywright,
      resetPage: async () => {
        await shared.page.close();
        shared.page = await shared.context.newPage();
        this.global.page = shared.page;
      },
    };
  }

  async teardown() {
    // Leave the browser, context and page open for the worker's next story file; the runner's
    // global teardown closes the browser when the run ends.
    await NodeEnvironment.prototype.teardown.call(this);
  }
}
