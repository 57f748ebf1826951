import type { CartCounts, CartItem, GoodsBatch, MakeOrderResult } from '../../contract/index.ts';
import { goodsBatches } from '../goods/fixtures.ts';

/** The cart's fixtures: its counts and lines (of the goods fixtures), and the order made from it. */

export const cartCounts: CartCounts = { cash: 3, sold: 1, spot: 5 };

const cartLine = (
  cartId: number,
  batch: GoodsBatch,
  weight: string,
  addTime: string,
  change: Partial<Pick<GoodsBatch, 'weight' | 'unitPrice'>> = {},
): CartItem => ({
  cartId,
  batchId: batch.batchId,
  carType: batch.carType,
  weight,
  addPrice: batch.unitPrice,
  addTime,
  goods: { ...batch, ...change },
});

const [plate, coil, ingot, profile, foil, sheet, , coated, spotProfile] = goodsBatches as [
  GoodsBatch,
  GoodsBatch,
  GoodsBatch,
  GoodsBatch,
  GoodsBatch,
  GoodsBatch,
  GoodsBatch,
  GoodsBatch,
  GoodsBatch,
];

/**
 * The cart's lines, as many of each cart type as `cartCounts` says: cash 2 to order and 1 sold
 * out, pre-sale 1, spot 3 to order, 1 whose price went down and 1 sold out.
 */
export const cartLines = {
  ordinary: [
    cartLine(5108, plate, '2.000', '2026-03-13 10:12:00'),
    cartLine(5104, profile, '1.275', '2026-03-12 16:40:00'),
    cartLine(5107, foil, '0.864', '2026-03-13 09:05:00'),
    cartLine(5106, coil, '5.310', '2026-03-13 08:58:00'),
    cartLine(5103, ingot, '25.000', '2026-03-12 18:02:00'),
    cartLine(5101, sheet, '3.500', '2026-03-12 11:30:00'),
  ],
  shadow: [cartLine(5102, spotProfile, '2.480', '2026-03-11 15:20:00', { unitPrice: '27130.00' })],
  soldOut: [
    cartLine(5100, goodsBatches[9] as GoodsBatch, '6.054', '2026-03-10 10:16:00', {
      weight: '0.000',
    }),
    cartLine(5099, coated, '4.125', '2026-03-10 09:45:00', { weight: '0.000' }),
  ],
} satisfies Record<string, CartItem[]>;

/** The order made from the cart: to be submitted. */
export const makeOrderResult: MakeOrderResult = { orderId: 9021, orderNo: 'XS202603130021' };
