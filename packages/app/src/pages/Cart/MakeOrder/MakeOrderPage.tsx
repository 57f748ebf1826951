import { useCallback, useEffect, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { OrderTerms } from '@mall/domain/contract/orders';
import { createCartPageStore } from '@mall/domain';
import { cartGoodsColumns, Empty, InlineNote, Panel, Stack, Table } from '@mall/ui';
import { useFeature, useStores } from '../../../stores/StoresContext.tsx';
import { certifyHrefFor } from '../../Goods/shared/goodsView.ts';
import { makeOrderParams, toCartRow } from '../shared/cartRows.ts';
import { hrefTo, pathTo } from '../../../routes/links.ts';
import { OrderConfirmationForm } from '../../shared/OrderConfirmationForm.tsx';

/** The cart, where the lines are chosen. */
const CART_HREF = hrefTo('cartList');

/**
 * 确认订单 (modelShoppingCart/makeOrder): the cart lines chosen on the cart page (their cart
 * type and ids are in the URL), then the B2B confirmation (OrderConfirmationForm: 交货方式,
 * 开票信息, 采购单号, 备注, every charge) and 提交订单, which asks first, cannot be sent twice
 * (an Idempotency-Key), makes one order to be submitted and then opens centre/orderToBeSubmit;
 * a failure (or a lost answer) is said above it, the lines kept.
 */
export const MakeOrderPage = observer(function MakeOrderPage() {
  const { session } = useStores();
  const cart = useFeature(createCartPageStore);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const paramText = params.toString();
  const { carType, cartIds } = useMemo(
    () => makeOrderParams(new URLSearchParams(paramText)),
    [paramText],
  );
  const certified = session.isCertified;
  const certifyHref = certifyHrefFor(session.isLoggedIn);
  const { selectedItems, selectedTotal, listStatus } = cart;
  const rows = useMemo(
    () => selectedItems.map((item) => toCartRow(item, certified)),
    [selectedItems, certified],
  );

  /** Opens the lines' cart type and chooses them again (the cart page's choice, from the URL). */
  const restore = useCallback(() => {
    if (carType !== null) void cart.selectType(carType).then(() => cart.setSelection(cartIds));
  }, [cart, carType, cartIds]);

  useEffect(restore, [restore]);

  const loading = carType !== null && (listStatus === 'idle' || listStatus === 'loading');
  const handleSubmit = async (terms: OrderTerms) => {
    const order = await cart.makeOrder(terms);
    if (order) navigate(pathTo('orderToBeSubmit'));
  };

  return (
    <Panel title="确认订单" extra={<a href={CART_HREF}>返回购物车</a>}>
      <Stack>
        <Table
          label="订单商品"
          columns={cartGoodsColumns(() => false, { certified, certifyHref })}
          rows={rows}
          rowKey={(row) => row.cartId}
          loading={loading}
          error={listStatus === 'error' ? cart.listError : undefined}
          onRetry={restore}
          empty={
            <Empty
              description="没有可下单的商品，请回到购物车重新选择"
              action={<a href={CART_HREF}>返回购物车</a>}
            />
          }
          skeletonRows={3}
        />
        {cart.ordering.error && <InlineNote role="alert">{cart.ordering.error}</InlineNote>}
        <OrderConfirmationForm
          goods={{
            what: `${selectedTotal.count} 件商品`,
            amount: selectedTotal.amount,
            tonnage: selectedTotal.tonnage,
          }}
          pending={cart.ordering.pending}
          disabled={loading || selectedItems.length === 0}
          onSubmit={handleSubmit}
        />
      </Stack>
    </Panel>
  );
});
