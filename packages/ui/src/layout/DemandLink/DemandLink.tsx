import { ClipboardList } from 'lucide-react';
import { CountBadge, formatCount } from '../../basics/CountBadge/CountBadge.tsx';
import { HeaderCountLink } from '../CartLink/CartLink.tsx';

export interface DemandLinkProps {
  /** To-be-submitted orders made from quotes; a badge shows it when above 0. */
  count: number;
  /** Where it leads: the to-submit orders. */
  href: string;
}

/** The header's demand to-do count (certified users), linking to the orders to submit. */
export function DemandLink({ count, href }: DemandLinkProps) {
  return (
    <HeaderCountLink href={href} aria-label={`需求待办，${formatCount(count)} 个报价订单待提交`}>
      <ClipboardList size={18} />
      需求待办
      <CountBadge count={count} aria-hidden />
    </HeaderCountLink>
  );
}
