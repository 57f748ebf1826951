import { useEffect, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { formatCurrency, createCartPageStore } from '@mall/domain';
import { cartType } from '@mall/domain/contract';
import { CartSummaryBar, CartTable, CartTabs, Panel, Stack, type CartId } from '@mall/ui';
import { useFeature, useStores } from '../../../stores/StoresContext.tsx';
import { certifyHrefFor } from '../../Goods/shared/goodsView.ts';
import { makeOrderPath, toCartRow } from '../shared/cartRows.ts';
import { hrefTo } from '../../../routes/links.ts';

/**
 * The cart (modelShoppingCart/list): a tab per cart type with its count, the lines that can be
 * ordered, the shadow lines (changed since added) and the sold-out lines with 清空失效商品. The
 * chosen lines' totals are exact; 去下单 opens the confirm page with them. Deleting a line
 * removes that line (delCartByCid); deleting a sold-out line removes its batch from every cart
 * (delCartByBid), since the batch is gone for good. Every change reloads the header's count.
 * 发起询价 opens the inquiry form with the chosen lines' batches (behind the action guard).
 */
export const CartListPage = observer(function CartListPage() {
  const { session } = useStores();
  const cart = useFeature(createCartPageStore);
  const navigate = useNavigate();
  const certified = session.isCertified;
  const { items, shadowItems, soldOutItems, selectedTotal, listStatus } = cart;
  const rows = useMemo(
    () => [
      ...items.map((item) => toCartRow(item, certified)),
      ...shadowItems.map((item) => toCartRow(item, certified, true)),
    ],
    [items, shadowItems, certified],
  );
  const soldOutRows = useMemo(
    () => soldOutItems.map((item) => toCartRow(item, certified)),
    [soldOutItems, certified],
  );

  useEffect(() => {
    void cart.loadLists();
  }, [cart]);

  const handleDelete = (cartId: CartId) => {
    const soldOut = soldOutItems.find((item) => item.cartId === cartId);
    return soldOut ? cart.deleteByBatch(soldOut.batchId) : cart.deleteByCart(Number(cartId));
  };

  return (
    <Panel title="购物车">
      <CartTabs
        items={cart.tabs.map(({ carType, label, count }) => ({ value: carType, label, count }))}
        value={cart.activeType}
        onValueChange={(value) => {
          const parsed = cartType.safeParse(value);
          if (parsed.success) void cart.selectType(parsed.data);
        }}
      >
        <Stack>
          <CartTable
            rows={rows}
            soldOutRows={soldOutRows}
            selectedIds={[...cart.selected]}
            onSelectionChange={(ids) => cart.setSelection(ids.map(Number))}
            onDelete={handleDelete}
            onClearSoldOut={cart.deleteSoldOut}
            certified={certified}
            certifyHref={certifyHrefFor(session.isLoggedIn)}
            shopHref={hrefTo('search')}
            loading={listStatus === 'idle' || listStatus === 'loading'}
            error={listStatus === 'error' ? cart.listError : undefined}
            onRetry={() => void cart.loadLists()}
          />
          <CartSummaryBar
            selectedCount={selectedTotal.count}
            totalWeight={selectedTotal.tonnage}
            totalAmount={formatCurrency(selectedTotal.amount, { certified })}
            onSubmit={() =>
              navigate(
                makeOrderPath(
                  cart.activeType,
                  cart.selectedItems.map(({ cartId }) => cartId),
                ),
              )
            }
            onInquire={cart.inquire}
          />
        </Stack>
      </CartTabs>
    </Panel>
  );
});
