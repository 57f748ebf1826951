import { useEffect, useState } from 'react';
import { Outlet, useNavigation } from 'react-router-dom';
import { LazyConfirmDialog, TopProgressBar } from '@mall/ui';
import { useMarkFirstPaint } from './firstPaint.ts';
import { usePageUpdateCheck } from './usePageUpdateCheck.ts';
import { useRouteEntry } from '../../routes/useRouteEntry.ts';

export const SITE_NAME = '铝材现货商城';

/**
 * Above every route: the progress bar while a lazy screen loads, the document title, and the
 * prompt to reload when a new release is out. Its first commit marks the app's first paint
 * (firstPaint.ts).
 */
export function RootShell() {
  const navigation = useNavigation();
  const title = useRouteEntry()?.title;
  const updated = usePageUpdateCheck();
  const [updateDismissed, setUpdateDismissed] = useState(false);

  useMarkFirstPaint();

  useEffect(() => {
    document.title = title ? `${title} - ${SITE_NAME}` : SITE_NAME;
  }, [title]);

  return (
    <>
      <TopProgressBar active={navigation.state === 'loading'} />
      <Outlet />
      <LazyConfirmDialog
        open={updated && !updateDismissed}
        onOpenChange={(open) => setUpdateDismissed(!open)}
        title="提示"
        content="页面有更新，点击确定刷新页面"
        confirmText="确定"
        cancelText="稍后"
        onConfirm={() => window.location.reload()}
      />
    </>
  );
}
