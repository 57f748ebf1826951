import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { InlineNote, Panel } from '@mall/ui';
import { useStores } from '../../stores/StoresContext.tsx';
import { hrefTo } from '../../routes/links.ts';

/**
 * A user-centre screen of the company's own data: its panel shows `children` to a certified
 * user (told whether they are the administrator), and to anyone else a link to 企业认证.
 */
export const CertifiedPanel = observer(function CertifiedPanel({
  title,
  what,
  children,
}: {
  title: string;
  /** What certification allows here, e.g. 管理收货地址. */
  what: string;
  children: (isAdmin: boolean) => ReactNode;
}) {
  const { session } = useStores();
  return (
    <Panel title={title}>
      {session.isCertified ? (
        children(session.isAdmin)
      ) : (
        <InlineNote>
          完成企业认证后即可{what}，<a href={hrefTo('companyCreate')}>去认证</a>
        </InlineNote>
      )}
    </Panel>
  );
});
