import { lazy, Suspense, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { MessageTrigger } from '@mall/ui';
import { useStores } from '../../stores/StoresContext.tsx';
import { afterFirstPaint } from '../RootShell/firstPaint.ts';

const MessageMenu = lazy(
  afterFirstPaint(() => import('./MessageMenu.tsx').then((m) => ({ default: m.MessageMenu }))),
);
const Reminders = lazy(
  afterFirstPaint(() => import('./Reminders.tsx').then((m) => ({ default: m.Reminders }))),
);

/**
 * Everything message-shaped in the frame: the header's bell and drop-down, from which the message
 * centre opens (certified users with a token only, spec section 6), and the reminder poller with
 * its dialog (anyone with a token, away from white routes). The overlays are their own chunks,
 * loaded once they can show; the bare bell stands in while the drop-down's chunk arrives, and
 * pressing it opens the drop-down as soon as it is there.
 */
export const HeaderMessages = observer(function HeaderMessages() {
  const { session, messages, reminders } = useStores();
  const [menuOpen, setMenuOpen] = useState(false);
  const { token } = session;

  useEffect(() => {
    if (token !== null) void messages.load();
  }, [token, messages]);

  useEffect(() => {
    if (token === null) return;
    reminders.start();
    return () => reminders.stop();
  }, [token, reminders]);

  return (
    <>
      {session.isLoggedIn && session.isCertified && (
        <Suspense
          fallback={
            // As the drop-down's own trigger, it opens on the press (pointer down) as well as on
            // a click (the keyboard's): the drop-down can arrive between the two, and its trigger
            // takes no click, so a click begun on the bare bell would otherwise be lost.
            <MessageTrigger
              unread={messages.unreadCount}
              onPointerDown={() => setMenuOpen(true)}
              onOpen={() => setMenuOpen(true)}
            />
          }
        >
          <MessageMenu open={menuOpen} onOpenChange={setMenuOpen} />
        </Suspense>
      )}
      {reminders.isOpen && (
        <Suspense>
          <Reminders />
        </Suspense>
      )}
    </>
  );
});
