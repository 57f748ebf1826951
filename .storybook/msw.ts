import { isCommonAssetRequest } from 'msw';
import { createCallLog } from '@mall/app/catalogue';

/** The calls the stories make while a docs page listens (a page's docs list them). */
export const callLog = createCallLog();

/** Storybook's own files, which go to the network unmocked and unremarked (as in the addon). */
const isStorybookRequest = (request: Request) =>
  /\.mdx$|sb-common-assets|iframe\.html|sb-vite|@vite|@react-refresh|\/virtual:|\.stories\./.test(
    request.url,
  );

/**
 * Starts the mock service worker for msw-storybook-addon, as its default does, but from the
 * folder the preview is served from (`./mockServiceWorker.js` in a static build, so the
 * catalogue works on any host and subpath) and recording every request into `callLog`.
 */
export async function startWorker() {
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker();
  worker.events.on('request:start', ({ request }) => callLog.record(request.method, request.url));
  await worker.start({
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest(request, print) {
      if (isCommonAssetRequest(request) || isStorybookRequest(request)) return;
      print.warning();
    },
  });
  return worker;
}
