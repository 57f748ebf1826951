import type { DownloadedFile } from '@mall/domain';

/** How long a shown file's blob: URL is kept for the new tab to read it. */
const KEEP_URL_MS = 60_000;

/**
 * Shows a fetched file (a contract PDF) in a new tab: the tab opens at the click, so that
 * popup blockers allow it, then shows the file through a blob: URL (never a javascript: URL);
 * it closes again when the fetch failed (the client already said why).
 */
export function openInNewTab(fetch: () => Promise<DownloadedFile | null>): void {
  const tab = window.open('', '_blank');
  void fetch().then((file) => {
    if (!tab) return;
    if (!file) {
      tab.close();
      return;
    }
    const url = URL.createObjectURL(file.blob);
    tab.location.href = url;
    setTimeout(() => URL.revokeObjectURL(url), KEEP_URL_MS);
  });
}
