import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Empty, Panel } from '@mall/ui';
import { useStores } from '../../../stores/StoresContext.tsx';
import { hrefTo } from '../../../routes/links.ts';

/**
 * The after-sales pages serve certified companies only: others see why and 去认证, and no
 * after-sales call is made. (Visitors never get here: the route guard asks for a login.)
 */
export const AfterSaleGate = observer(function AfterSaleGate({
  title,
  children,
}: {
  title: string;
  children: ReactNode;
}) {
  const { session } = useStores();
  return (
    <Panel title={title}>
      {session.isCertified ? (
        children
      ) : (
        <Empty
          description="完成企业认证后即可申请和查看售后"
          action={<a href={hrefTo('companyCreate')}>去认证</a>}
        />
      )}
    </Panel>
  );
});
