import { formatCurrency, lineAmount, toFixedDecimal, toGoodsRow } from '@mall/domain';
import { cartType, type CartItem, type CartType } from '@mall/domain/contract';
import type { CartRow } from '@mall/ui';
import { routeId } from '../../../routes/params.ts';
import { toGoodsView } from '../../Goods/shared/goodsView.ts';
import { pathTo } from '../../../routes/links.ts';

/**
 * A cart line as the ui's cart table takes it: the batch as it is now, the tonnes chosen in the
 * weight column, and what they come to at the current price (masked like every price).
 */
export const toCartRow = (item: CartItem, certified: boolean, shadow = false): CartRow => ({
  ...toGoodsView(toGoodsRow(item.goods, certified)),
  cartId: item.cartId,
  stock: toFixedDecimal(item.weight),
  amount: formatCurrency(lineAmount(item.weight, item.goods.unitPrice), { certified }),
  shadow,
});

/** The make-order page's URL parameters: the cart type and the chosen lines. */
const CAR_TYPE_PARAM = 'carType';
const CART_IDS_PARAM = 'cartIds';

/**
 * The make-order page for chosen lines of one cart type (chosen: the lines travel in the URL,
 * so the confirm page survives a reload): '/home/modelShoppingCart/makeOrder?carType=cash&cartIds=3,7'.
 */
export const makeOrderPath = (carType: CartType, cartIds: readonly number[]): string =>
  pathTo('cartMakeOrder', { [CAR_TYPE_PARAM]: carType, [CART_IDS_PARAM]: cartIds.join(',') });

/** The chosen lines read back from the make-order URL; unknown parts are dropped. */
export const makeOrderParams = (
  params: URLSearchParams,
): { carType: CartType | null; cartIds: number[] } => ({
  carType: cartType.safeParse(params.get(CAR_TYPE_PARAM)).data ?? null,
  cartIds: (params.get(CART_IDS_PARAM) ?? '')
    .split(',')
    .map(routeId)
    .filter((id) => id !== null),
});
