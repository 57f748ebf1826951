import {
  FLASH_KEY,
  chinaDate,
  createCookieTokenStore,
  documentVisibility,
  realTimers,
  type Environment,
} from '@mall/domain';
import type { Messenger } from '@mall/ui';
import { screenPath } from './routes/links.ts';
import { isWhiteRoute } from './routes/table.ts';

/** The in-app path of the current hash URL, e.g. '/center/orderAllOrder?tab=1'. */
export const currentHashPath = (): string => window.location.hash.replace(/^#/, '') || '/';

/** Saves a file through a temporary download link, then lets its object URL go. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The browser's Environment for the RootStore: toasts through the messenger, hash navigation,
 * localStorage, the token cookie and real timers.
 */
export function createBrowserEnvironment(messenger: Messenger): Environment {
  let lastSuccess: { text: string; at: number } | null = null;
  return {
    notify: {
      ...messenger,
      success: (text) => {
        lastSuccess = { text, at: Date.now() };
        messenger.success(text);
      },
    },
    navigate: (to) => {
      window.location.hash = to;
    },
    open: (screen) => {
      window.location.hash = screenPath(screen);
    },
    currentPath: currentHashPath,
    reload: () => {
      if (lastSuccess && Date.now() - lastSuccess.at < 1000)
        sessionStorage.setItem(FLASH_KEY, lastSuccess.text);
      window.location.reload();
    },
    saveFile,
    storage: window.localStorage,
    tokens: createCookieTokenStore(document, { secure: window.location.protocol === 'https:' }),
    timers: realTimers(),
    today: () => chinaDate(new Date()),
    visibility: documentVisibility(document),
    isWhiteRoute,
  };
}

/** Shows the message kept across the last reload, once. */
export function showFlash(messenger: Messenger): void {
  const text = sessionStorage.getItem(FLASH_KEY);
  if (!text) return;
  sessionStorage.removeItem(FLASH_KEY);
  messenger.success(text);
}
