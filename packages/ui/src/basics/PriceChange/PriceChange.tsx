import type { HTMLAttributes } from 'react';
import styled from 'styled-components';

/** Up is red and down is green, as Chinese markets show them. */
export type PriceDirection = 'up' | 'down' | 'flat';

export interface PriceChangeProps extends HTMLAttributes<HTMLSpanElement> {
  /** The change as the domain formatted it, e.g. +70.00, with its direction. */
  change: { text: string; direction: PriceDirection };
  /** Puts 涨, 跌 or 平 before the figure, so that the colour is not the only sign. */
  withWord?: boolean;
}

const Root = styled.span`
  font-variant-numeric: tabular-nums;

  &[data-variant='up'] {
    color: ${({ theme }) => theme.color.price};
  }
  &[data-variant='down'] {
    color: ${({ theme }) => theme.color.success};
  }
`;

const words: Record<PriceDirection, string> = { up: '涨', down: '跌', flat: '平' };

/** A price change in the market's colours: red up, green down. */
export function PriceChange({ change, withWord = false, ...rest }: PriceChangeProps) {
  return (
    <Root data-variant={change.direction} {...rest}>
      {withWord ? `${words[change.direction]} ${change.text}` : change.text}
    </Root>
  );
}
