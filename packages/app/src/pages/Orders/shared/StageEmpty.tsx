import { Empty } from '@mall/ui';
import { hrefTo } from '../../../routes/links.ts';

/** An order list's empty state: `description`, and 去逛逛现货商城 to the spot goods search. */
export function StageEmpty({ description }: { description: string }) {
  return <Empty description={description} action={<a href={hrefTo('search')}>去逛逛现货商城</a>} />;
}

/** What an employee is told instead of the payment controls. */
export const PAYMENT_BY_ADMIN = '付款需由企业管理员操作';
