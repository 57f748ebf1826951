import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import {
  createGoodsDetailStore,
  createMarketStore,
  formatCurrency,
  priceChange,
  safeFileName,
  type GoodsRow,
} from '@mall/domain';
import type { GoodsCertificate } from '@mall/domain/contract/goods';
import type { ProductCard } from '@mall/domain/contract/customerService';
import { WAREHOUSE_INFO, type GoodsPricing } from '@mall/domain/contract/market';
import { ALUMINIUM_DENSITY, pieceWeight, toFixedHalfUp, tonnes } from '@mall/domain/money';
import {
  GoodsDetailPanel,
  SimilarGoods,
  SkeletonBlock,
  Stack,
  type GoodsDetailStatus,
  type PriceComposition,
} from '@mall/ui';
import { useStores } from '../../../stores/StoresContext.tsx';
import { routeId } from '../../../routes/params.ts';
import { certifyHrefFor, detailHref, toGoodsView } from '../shared/goodsView.ts';
import { hrefTo } from '../../../routes/links.ts';

const AskServiceDialog = lazy(() =>
  import('./AskServiceDialog.tsx').then((m) => ({ default: m.AskServiceDialog })),
);

/** 基准价 + 升贴水 for a certified viewer of a batch priced from the reference. */
function compositionOf(
  pricing: GoodsPricing | null,
  certified: boolean,
): PriceComposition | undefined {
  if (!pricing || !certified) return undefined;
  return {
    seriesName: pricing.seriesName,
    baseDate: pricing.baseDate,
    basePrice: formatCurrency(pricing.basePrice, { certified }),
    premium: priceChange(pricing.premium)?.text ?? pricing.premium,
  };
}

/** 理论单重 of a plate or sheet (a piece is a 张), in tonnes to 3 places and in kg; '' for other goods. */
function pieceWeightText(row: GoodsRow): string {
  const weight = row.category === '铝板' ? pieceWeight(row.thickness, row.width, row.length) : null;
  if (!weight) return '';
  const kg = toFixedHalfUp(weight.times(1000), 3);
  return `${tonnes(weight)} 吨/张（${kg} kg，密度 ${ALUMINIUM_DENSITY} g/cm³）`;
}

/** 质保书: a link to view it and one to save it, or that the batch has none. */
function certificateCell(
  certificate: GoodsCertificate | null,
  url: (mode: 'view' | 'download') => string,
): ReactNode {
  if (!certificate) return '该批次暂无质保书';
  return (
    <>
      {certificate.certificateNo}（{certificate.mill}，{certificate.issuedOn}）{' '}
      <a href={url('view')} target="_blank" rel="noreferrer">
        查看质保书
      </a>{' '}
      <a href={url('download')} download={safeFileName(certificate.fileName) ?? ''}>
        下载
      </a>
    </>
  );
}

/**
 * The rows under the batch: its second grade, a plate's 理论单重 (density 2.71 g/cm³), where
 * its warehouse is and on what terms it delivers, and its 质保书 (a grey bar one line high until
 * it is known, so the rows below do not move when it arrives).
 */
function detailsOf(row: GoodsRow, certificate: ReactNode): { term: string; detail: ReactNode }[] {
  const weight = pieceWeightText(row);
  const warehouse = WAREHOUSE_INFO[row.inventory];
  return [
    { term: '二级品类', detail: row.secondGrade },
    ...(weight ? [{ term: '理论单重', detail: weight }] : []),
    ...(warehouse
      ? [
          { term: '仓库地址', detail: `${row.inventory} · ${warehouse.address}` },
          { term: '交货条款', detail: warehouse.terms },
        ]
      : []),
    { term: '质保书', detail: certificate },
  ];
}

/**
 * The goods detail (modelStore/detail/:id), open to visitors: the specification, stock,
 * warehouse and price under the certification rules, the tonnes to buy (3 decimals, at most
 * the stock), 加入购物车 and 发起询价, both behind the action guard; a spot batch priced from the
 * reference shows its 基准价 + 升贴水 with the reference day; and the plate's theoretical weight
 * per piece, the warehouse's address and its delivery terms, the batch's 质保书 to view or save
 * (or that it has none) and its similar batches; 咨询客服 opens the chat with the batch's product
 * card sent.
 */
export const DetailPage = observer(function DetailPage() {
  const root = useStores();
  const { session, guard } = root;
  /** The batch 咨询客服 was pressed for, while its dialog is open. */
  const [asking, setAsking] = useState<ProductCard | null>(null);
  const detail = root.feature(createGoodsDetailStore);
  const market = root.feature(createMarketStore);
  const batchId = routeId(useParams().id);
  const pricing = batchId === null ? null : market.pricing(batchId);
  const { row } = detail;
  const goods = useMemo(() => (row ? toGoodsView(row) : undefined), [row]);
  const similar = useMemo(() => detail.similar.map(toGoodsView), [detail.similar]);
  const certificate = detail.extraLoading ? (
    <SkeletonBlock $width="240px" $height="1lh" />
  ) : (
    certificateCell(detail.certificate, detail.certificateUrl)
  );

  const loadBatch = useCallback(() => {
    if (batchId !== null) void detail.load(batchId);
  }, [detail, batchId]);
  // Only a certified viewer is shown how the price is made: the composition loads for one (a
  // viewer certified while here too), and a visitor's page asks nothing of it.
  const certified = session.isCertified;
  const loadPricing = useCallback(() => {
    if (batchId !== null && certified) void market.pricing(batchId).load();
  }, [market, batchId, certified]);

  useEffect(loadBatch, [loadBatch]);
  useEffect(loadPricing, [loadPricing]);

  // A certified viewer's batch shows once its price composition is known too (or failed), so
  // the composition's lines do not push the rows below down when they arrive (no layout shift).
  const pricingSettled =
    !certified || pricing === null || ['ready', 'error'].includes(pricing.status);
  const status: GoodsDetailStatus =
    batchId === null || detail.notFound
      ? 'notFound'
      : detail.status === 'error'
        ? 'error'
        : detail.status === 'ready' && pricingSettled
          ? 'ready'
          : 'loading';

  // 咨询客服: the chat opens with this batch's card sent (searchValue finds it, title names it).
  const askService = () => {
    if (!row) return;
    guard.run(() => {
      setAsking({ searchValue: row.batchNo, title: `${row.productName} ${row.spec}`.trim() });
    });
  };

  return (
    <Stack>
      <GoodsDetailPanel
        status={status}
        goods={goods}
        certified={certified}
        certifyHref={certifyHrefFor(session.isLoggedIn)}
        quantity={detail.quantity}
        onQuantityChange={detail.setQuantity}
        quantityError={detail.quantityError}
        onAddToCart={() => void detail.addToCart()}
        adding={detail.adding}
        onInquire={detail.startInquiry}
        errorMessage={detail.error}
        onRetry={() => {
          loadBatch();
          loadPricing();
        }}
        searchHref={hrefTo('search')}
        pricing={compositionOf(pricing?.data ?? null, certified)}
        details={row ? detailsOf(row, certificate) : undefined}
        onAskService={askService}
      />
      {status === 'ready' && (
        <SimilarGoods
          goods={similar}
          loading={detail.extraLoading}
          certified={certified}
          certifyHref={certifyHrefFor(session.isLoggedIn)}
          detailHref={detailHref}
        />
      )}
      {asking && (
        <Suspense fallback={null}>
          <AskServiceDialog card={asking} onClose={() => setAsking(null)} />
        </Suspense>
      )}
    </Stack>
  );
});
