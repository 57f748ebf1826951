import { useEffect, useState } from 'react';
import { loadPageUpdateChecker, realTimers, type PageUpdateChecker } from '@mall/domain';

const fetchHomeHtml = async (): Promise<string> => {
  const response = await fetch('./index.html', { cache: 'no-store' });
  if (!response.ok) throw new Error(`index.html: ${response.status}`);
  return response.text();
};

/**
 * Every 10 s the home page is fetched; when its set of script files changes (a new release),
 * this turns true once, for the shell to ask 页面有更新，点击确定刷新页面 (spec section 4).
 */
export function usePageUpdateCheck(): boolean {
  const [updated, setUpdated] = useState(false);
  useEffect(() => {
    // The release this page runs: the scripts it was loaded with, read at once (the checker's
    // code loads later, and a release made meanwhile would otherwise become its baseline); with
    // none, the checker's first fetch is the baseline.
    const running = new Set(
      Array.from(
        document.querySelectorAll('script[src]'),
        (script) => script.getAttribute('src') ?? '',
      ),
    );
    let checker: PageUpdateChecker | null = null;
    let stopped = false;
    void loadPageUpdateChecker().then((Checker) => {
      if (stopped) return;
      checker = new Checker({
        fetchHomeHtml,
        timers: realTimers(),
        onUpdate: () => setUpdated(true),
        initialSources: running.size > 0 ? running : undefined,
      });
      checker.start();
    });
    return () => {
      stopped = true;
      checker?.stop();
    };
  }, []);
  return updated;
}
