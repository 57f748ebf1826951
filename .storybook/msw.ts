import { isCommonAssetRequest } from 'msw';

/** Storybook's own files, which go to the network unmocked and unremarked (as in the addon). */
const isStorybookRequest = (request: Request) =>
  /\.mdx$|sb-common-assets|iframe\.html|sb-vite|@vite|@react-refresh|\/virtual:|\.stories\./.test(
    request.url,
  );

/**
 * Starts the mock service worker for msw-storybook-addon, as its default does, but from the
 * folder the preview is served from (`./mockServiceWorker.js` in a static build, so the
 * catalogue works on any host and subpath).
 */
export async function startWorker() {
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker();
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
