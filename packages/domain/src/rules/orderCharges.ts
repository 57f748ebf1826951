import { DEPOSIT_RATE, TRANSFER_FEE_PER_TONNE } from '../contract/orders.ts';
import type { Big, Numeric } from '../money.ts';
import { bigOrZero, tonnes, yuan } from '../money.ts';

/** What an order comes to (CNY, 2 decimals; tonnes, 3). */
export interface OrderCharges {
  /** Tonnes ordered. */
  tonnage: string;
  /** 货款: the lines' amounts. */
  goodsAmount: string;
  /** 过户费: tonnage × TRANSFER_FEE_PER_TONNE, to the fen ('0.00' without the fee). */
  transferFee: string;
  /** 合计: goodsAmount + transferFee. */
  totalAmount: string;
  /** 定金: DEPOSIT_RATE of the total, to the fen. */
  depositAmount: string;
}

/**
 * THE sum of an order, for the make-order pages, the order lists and the sandbox alike: the
 * goods amount + 过户费 on the ordered tonnes = 合计, and the deposit due on it. `storedFee` is
 * the fee an order already placed carries (none for the seed's, placed before it was charged);
 * without it the fee is worked out from TRANSFER_FEE_PER_TONNE.
 */
export function orderCharges(
  goodsAmount: Numeric | Big,
  tonnage: Numeric | Big,
  storedFee?: Numeric | Big,
): OrderCharges {
  const weight = tonnes(bigOrZero(tonnage));
  const goods = yuan(bigOrZero(goodsAmount));
  const transferFee = yuan(
    storedFee === undefined
      ? bigOrZero(weight).times(TRANSFER_FEE_PER_TONNE)
      : bigOrZero(storedFee),
  );
  const total = bigOrZero(goods).plus(transferFee);
  return {
    tonnage: weight,
    goodsAmount: goods,
    transferFee,
    totalAmount: yuan(total),
    depositAmount: yuan(total.times(DEPOSIT_RATE)),
  };
}
