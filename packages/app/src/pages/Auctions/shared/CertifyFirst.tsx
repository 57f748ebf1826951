import { Empty, Panel } from '@mall/ui';
import { hrefTo } from '../../../routes/links.ts';

/** What an uncertified company sees on the auction centre pages: certify first. */
export function CertifyFirst({ title }: { title: string }) {
  return (
    <Panel title={title}>
      <Empty
        description="完成企业认证后即可查看已拍商品并下单"
        action={<a href={hrefTo('companyCreate')}>去认证</a>}
      />
    </Panel>
  );
}
