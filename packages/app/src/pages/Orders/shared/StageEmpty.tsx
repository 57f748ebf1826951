import type { ReactNode } from 'react';
import { Empty, InlineNote } from '@mall/ui';
import { hrefTo } from '../../../routes/links.ts';

/** An order list's empty state: `description`, and 去逛逛现货商城 to the spot goods search. */
export function StageEmpty({ description }: { description: string }) {
  return <Empty description={description} action={<a href={hrefTo('search')}>去逛逛现货商城</a>} />;
}

/** The payment controls (`children`) for an administrator; 付款需由企业管理员操作 for employees. */
export function AdminPayment({ isAdmin, children }: { isAdmin: boolean; children: ReactNode }) {
  return isAdmin ? children : <InlineNote>付款需由企业管理员操作</InlineNote>;
}
