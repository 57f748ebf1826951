import type { HTMLAttributes } from 'react';
import styled from 'styled-components';

/** The id of a goods batch, as the server sends it. */
export type BatchId = string | number;

/**
 * A goods batch as the ui shows it (spec section 3): every figure already formatted by the
 * domain, so the components only lay it out.
 */
export interface GoodsBatch {
  /** The batch id: what 加入购物车, 询价 and the detail link are about. */
  batchId: BatchId;
  /** The product name, e.g. 铝板. */
  productName: string;
  /** The grade (牌号), e.g. 6061. */
  grade: string;
  /** The temper (状态), e.g. T6; '' when the goods have none. */
  temper: string;
  /** Thickness in mm, as formatted, e.g. '2.0'. */
  thickness: string;
  /** Width in mm; '' when not given. */
  width: string;
  /** Length in mm; '' for coils and other goods without one. */
  length: string;
  /** The sizes as the domain writes them, in mm: '2×1220×2440', '0.5×1250(卷)'; '' for ingots. */
  spec: string;
  /** The surface, e.g. 阳极氧化. */
  surface: string;
  /** The coating (tectorial), e.g. 覆膜. */
  tectorial: string;
  /** The goods attribute the domain joined with '/' (inventory, surface, coating). */
  goodsAttribute: string;
  /** The warehouse, e.g. 佛山仓. */
  warehouse: string;
  /** The stock in tonnes with 3 decimals, e.g. '12.500'. */
  stock: string;
  /** The price per tonne as the domain formatted it: '¥21,350.00', or '-' for uncertified viewers. */
  price: string;
  /** The batch is sold out: it shows 已售罄 and cannot be added to the cart. */
  soldOut: boolean;
}

/** The fields the specification line is made of. */
export type GoodsSpecFields = Pick<GoodsBatch, 'grade' | 'temper' | 'spec'>;

/** Grade and temper joined the trade's way: '6061-T6', or '1060' without a temper. */
export const gradeText = ({ grade, temper }: Pick<GoodsBatch, 'grade' | 'temper'>): string =>
  [grade, temper].filter(Boolean).join('-');

export interface GoodsSpecProps extends HTMLAttributes<HTMLSpanElement> {
  /** The goods whose specification is shown. */
  goods: GoodsSpecFields;
}

const Root = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;

  & > span + span {
    margin-left: ${({ theme }) => theme.space[2]}px;
  }
`;

/** The specification of a batch on one line: grade-temper, then the sizes (规格, in mm). */
export function GoodsSpec({ goods, ...rest }: GoodsSpecProps) {
  return (
    <Root {...rest}>
      <span>{gradeText(goods)}</span>
      <span>{goods.spec}</span>
    </Root>
  );
}
