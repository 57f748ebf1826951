import { http } from 'msw';
import { paths } from '../../contract/index.ts';
import type { CartItem } from '../../contract/index.ts';
import { anyOrigin, fail, ok, okJson } from '../http.ts';
import { cartCounts, cartLines, makeOrderResult } from './fixtures.ts';

/** GET `path` answers the fixture's cart lines of the request's carType (all without one). */
const cartList = (path: string, lines: readonly CartItem[]) =>
  http.get(anyOrigin(path), ({ request }) => {
    const carType = new URL(request.url).searchParams.get('carType');
    return okJson(carType === null ? lines : lines.filter((line) => line.carType === carType));
  });

/** The cart in the states a story or test may need; `empty` is a list of handlers. */
export const cartHandlers = {
  empty: [
    ok(paths.cart.count, { cash: 0, sold: 0, spot: 0 }),
    ok(paths.cart.list, []),
    ok(paths.cart.shadowList, []),
    ok(paths.cart.soldOutList, []),
  ],
  addOverStock: fail(paths.cart.add, 400, '购买吨数不能超过库存 8.526 吨'),
  addSoldOut: fail(paths.cart.add, 400, '该商品已售罄'),
  /** makeOrder when a chosen line changed meanwhile. */
  makeOrderChanged: fail(
    paths.cart.makeOrder,
    400,
    '部分商品已售罄或信息已变更，请刷新购物车后重试',
  ),
};

/** The cart's calls, each answering its fixture. */
const handlers = {
  cartCounts: ok(paths.cart.count, cartCounts),
  cartList: cartList(paths.cart.list, cartLines.ordinary),
  cartShadowList: cartList(paths.cart.shadowList, cartLines.shadow),
  cartSoldOutList: cartList(paths.cart.soldOutList, cartLines.soldOut),
  addCart: ok(paths.cart.add, null),
  deleteCartByBatch: ok(`${paths.cart.deleteByBatch}/:id`, null),
  deleteCartByCart: ok(`${paths.cart.deleteByCart}/:id`, null),
  deleteSoldOut: ok(paths.cart.deleteSoldOut, null),
  makeOrder: ok(paths.cart.makeOrder, makeOrderResult),
};

/** Every cart call answering OK. */
export const defaultCartHandlers = Object.values(handlers);
