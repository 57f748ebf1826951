import { observer } from 'mobx-react-lite';
import { LazyConfirmDialog } from '@mall/ui';
import { useStores } from '../../stores/StoresContext.tsx';

/**
 * The dialog every way of logging in shares for body code 409 (spec section 8): the server's
 * message, then the request to phone customer service.
 */
export const LoginNoticeDialog = observer(function LoginNoticeDialog() {
  const { session } = useStores();
  const notice = session.loginNotice;
  return (
    <LazyConfirmDialog
      open={notice !== null}
      onOpenChange={(open) => {
        if (!open) session.dismissLoginNotice();
      }}
      title={notice?.title ?? ''}
      content={notice?.message ?? ''}
      confirmText="确定"
      cancelText="关闭"
      onConfirm={session.dismissLoginNotice}
    />
  );
});
