import { useCallback, useEffect, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { formatCurrency, createCartPageStore } from '@mall/domain';
import {
  Button,
  cartGoodsColumns,
  ConfirmDialog,
  Currency,
  Empty,
  FixedDecimal,
  InlineNote,
  Panel,
  Stack,
  Table,
} from '@mall/ui';
import { useFeature, useStores } from '../../../stores/StoresContext.tsx';
import { certifyHrefFor } from '../../Goods/shared/goodsView.ts';
import { makeOrderParams, toCartRow } from '../shared/cartRows.ts';
import { hrefTo, pathTo } from '../../../routes/links.ts';

/** The cart, where the lines are chosen. */
const CART_HREF = hrefTo('cartList');

/**
 * 确认订单 (modelShoppingCart/makeOrder): the cart lines chosen on the cart page (their cart
 * type and ids are in the URL) with their exact totals, and 提交订单, which asks first, cannot
 * be sent twice (an Idempotency-Key), makes one order to be submitted and then opens
 * centre/orderToBeSubmit; a failure (or a lost answer) is said above it, the lines kept.
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
  const handleConfirm = async () => {
    const order = await cart.makeOrder();
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
        <div role="group" aria-label="订单合计">
          共 <strong>{selectedTotal.count}</strong> 件商品，合计重量{' '}
          <FixedDecimal unit="吨">{selectedTotal.tonnage}</FixedDecimal>，应付金额{' '}
          <Currency size="lg">{formatCurrency(selectedTotal.amount, { certified })}</Currency>
        </div>
        {cart.ordering.error && <InlineNote role="alert">{cart.ordering.error}</InlineNote>}
        <div>
          <ConfirmDialog
            title="提示"
            content={`确定提交这 ${selectedTotal.count} 件商品的订单吗？`}
            onConfirm={handleConfirm}
            trigger={
              <Button
                variant="primary"
                size="lg"
                loading={cart.ordering.pending}
                disabled={loading || selectedItems.length === 0}
              >
                提交订单
              </Button>
            }
          />
        </div>
      </Stack>
    </Panel>
  );
});
