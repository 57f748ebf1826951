import { useCallback, useEffect, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import { createGoodsDetailStore } from '@mall/domain';
import { GoodsDetailPanel, type GoodsDetailStatus } from '@mall/ui';
import { useStores } from '../../../stores/StoresContext.tsx';
import { routeId } from '../../../routes/params.ts';
import { certifyHrefFor, toGoodsView } from '../shared/goodsView.ts';
import { hrefTo } from '../../../routes/links.ts';

/**
 * The goods detail (modelStore/detail/:id), open to visitors: the specification, stock,
 * warehouse and price under the certification rules, the tonnes to buy (3 decimals, at most
 * the stock), 加入购物车 and 发起询价, both behind the action guard.
 */
export const DetailPage = observer(function DetailPage() {
  const root = useStores();
  const { session } = root;
  const detail = root.feature(createGoodsDetailStore);
  const batchId = routeId(useParams().id);
  const { row } = detail;
  const goods = useMemo(() => (row ? toGoodsView(row) : undefined), [row]);

  const load = useCallback(() => {
    if (batchId !== null) void detail.load(batchId);
  }, [detail, batchId]);

  useEffect(load, [load]);

  const status: GoodsDetailStatus =
    batchId === null || detail.notFound
      ? 'notFound'
      : detail.status === 'error'
        ? 'error'
        : detail.status === 'ready'
          ? 'ready'
          : 'loading';

  return (
    <GoodsDetailPanel
      status={status}
      goods={goods}
      certified={session.isCertified}
      certifyHref={certifyHrefFor(session.isLoggedIn)}
      quantity={detail.quantity}
      onQuantityChange={detail.setQuantity}
      quantityError={detail.quantityError}
      onAddToCart={() => void detail.addToCart()}
      adding={detail.adding}
      onInquire={detail.startInquiry}
      errorMessage={detail.error}
      onRetry={load}
      searchHref={hrefTo('search')}
    />
  );
});
