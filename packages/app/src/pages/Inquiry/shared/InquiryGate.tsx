import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Empty } from '@mall/ui';
import { useStores } from '../../../stores/StoresContext.tsx';
import { hrefTo } from '../../../routes/links.ts';

/**
 * The inquiry pages serve certified companies only: an uncertified buyer sees why and 去认证,
 * and no inquiry call is made. (The route guard already sends visitors to the login.)
 */
export const InquiryGate = observer(function InquiryGate({ children }: { children: ReactNode }) {
  const { session } = useStores();
  if (session.isCertified) return children;
  return (
    <Empty
      description="完成企业认证后即可发起询价、查看报价"
      action={<a href={hrefTo('companyCreate')}>去认证</a>}
    />
  );
});
