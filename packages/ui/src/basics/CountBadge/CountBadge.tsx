import styled from 'styled-components';

/** Counts above this show as `99+`. */
const MAX_SHOWN = 99;

/** A count as badges show it: `99+` above 99. Use it in a parent's label, so the name holds the visible text. */
export const formatCount = (count: number): string =>
  count > MAX_SHOWN ? `${MAX_SHOWN}+` : String(count);

const Badge = styled.span`
  display: inline-block;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: 9px;
  background: ${({ theme }) => theme.color.danger};
  color: #fff;
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.regular};
  font-variant-numeric: tabular-nums;
  line-height: 18px;
  text-align: center;
  white-space: nowrap;
`;

export interface CountBadgeProps {
  /** The count; nothing is rendered at 0 or below. */
  count: number;
  /** Lets a parent place the badge, through `styled(CountBadge)`. */
  className?: string;
  /** Hides the number from assistive technology when the parent's name already says it. */
  'aria-hidden'?: boolean;
}

/** A small red pill with a count (unread messages, goods in the cart, pending orders). */
export function CountBadge({ count, ...rest }: CountBadgeProps) {
  if (count <= 0) return null;
  return <Badge {...rest}>{formatCount(count)}</Badge>;
}
