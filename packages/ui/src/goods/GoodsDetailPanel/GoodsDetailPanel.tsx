import { Fragment, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../basics/Button/Button.tsx';
import { Empty } from '../../basics/Empty/Empty.tsx';
import { ErrorState } from '../../basics/ErrorState/ErrorState.tsx';
import { GoodsPrice } from '../GoodsPrice/GoodsPrice.tsx';
import { gradeText, type GoodsBatch } from '../GoodsSpec/GoodsSpec.tsx';
import { Input } from '../../basics/Input/Input.tsx';
import { FixedDecimal } from '../../basics/NumberText/NumberText.tsx';
import { Panel } from '../../basics/Panel/Panel.tsx';
import { LoadingStatus, SkeletonBlock, SkeletonFor } from '../../basics/Skeleton/Skeleton.tsx';
import { space } from '../../theme/index.ts';

/** What the detail page is showing. */
export type GoodsDetailStatus = 'loading' | 'ready' | 'notFound' | 'error';

/** A price as the reference's price (基准价) plus the batch's premium (升贴水), formatted. */
export interface PriceComposition {
  /** The reference series, e.g. 长江现货 A00 铝. */
  seriesName: string;
  /** The reference's day, e.g. 2026-03-18. */
  baseDate: string;
  /** 基准价, e.g. ¥19,460.00. */
  basePrice: string;
  /** 升贴水 with its sign, e.g. +5,500.00. */
  premium: string;
}

export interface GoodsDetailPanelProps {
  /** Loading shows a skeleton, notFound 商品不存在或已下架, error the message with 重试. */
  status: GoodsDetailStatus;
  /** The batch, once loaded. */
  goods?: GoodsBatch;
  /** Whether the viewer's company is certified (examineState 2). */
  certified: boolean;
  /** Where 去认证 leads; without it uncertified viewers see the price as given ('-'). */
  certifyHref?: string;
  /** The quantity in tonnes as typed (controlled); an error never clears it. */
  quantity: string;
  /** Called with the text of the quantity field on every change. */
  onQuantityChange: (text: string) => void;
  /** The app's message about the quantity, in Chinese, shown under the field. */
  quantityError?: string;
  /** Called on 加入购物车 (or Enter in the quantity field); ignored while `adding`. */
  onAddToCart: () => void;
  /** The add-to-cart request is in flight: the button spins and ignores presses. */
  adding?: boolean;
  /** Called on 发起询价. */
  onInquire: () => void;
  /** Called on 咨询客服 (asking customer service about this batch); no button without it. */
  onAskService?: () => void;
  /** The contract client's message when loading failed. */
  errorMessage?: string;
  /** Loads the batch again after an error. */
  onRetry?: () => void;
  /** Where 返回现货商城 leads when the batch is not found. */
  searchHref?: string;
  /** More of the batch, each a term and its text, e.g. 理论单重, 仓库地址, 交货条款. */
  details?: readonly { term: string; detail: ReactNode }[];
  /** How the price is made, for a spot batch priced from the reference; left out otherwise or when masked. */
  pricing?: PriceComposition;
}

const Body = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 360px;
  gap: ${space(6)};
`;

const Specs = styled.dl`
  display: grid;
  grid-template-columns: 72px minmax(0, 1fr) 72px minmax(0, 1fr);
  gap: ${space(2)} ${space(3)};
  margin: 0;
  font-variant-numeric: tabular-nums;

  & > dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  & > dd {
    margin: 0;
  }
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: 72px minmax(0, 1fr);
  gap: ${space(2)} ${space(3)};
  margin: ${space(4)} 0 0;
  padding-top: ${space(4)};
  border-top: 1px solid ${({ theme }) => theme.color.border};

  & > dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  & > dd {
    margin: 0;
  }
  & > dd a {
    text-decoration: underline;
  }
`;

const Order = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
  padding: ${space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.background};
`;

const PriceLine = styled.div`
  display: flex;
  align-items: baseline;
  gap: ${space(3)};
  color: ${({ theme }) => theme.color.textSecondary};
`;

const Composition = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-variant-numeric: tabular-nums;
`;

const Actions = styled.div`
  display: flex;
  gap: ${space(3)};
`;

const SoldOut = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
`;

const Tag = styled.span`
  padding: 0 ${space(2)};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

/** The specification's terms, in the order the panel lists them. */
const SPEC_TERMS = [
  '牌号',
  '状态',
  '厚度',
  '宽度',
  '长度',
  '表面',
  '涂层',
  '仓库',
  '库存',
] as const;

/** The rows under the batch a loading panel keeps room for: a coil's, the commonest goods. */
const DETAIL_TERMS = ['二级品类', '仓库地址', '交货条款', '质保书'] as const;

/** The quantity field's place while loading. */
const FieldBar = styled(SkeletonBlock)`
  height: ${({ theme }) => theme.control.md};
`;

/** Terms, each with a grey bar one line high in place of its text. */
function PlaceholderRows({ terms }: { terms: readonly string[] }) {
  return terms.map((term) => (
    <Fragment key={term}>
      <dt>{term}</dt>
      <dd>
        <SkeletonBlock $width="60%" $height="1lh" />
      </dd>
    </Fragment>
  ));
}

/**
 * The panel while the batch loads: its terms with grey bars in place of the batch's text and
 * of the order box's price, field and buttons, each as high as what replaces it, so nothing
 * below moves when the batch arrives (no layout shift). Announced once as 加载中.
 */
function LoadingPanel() {
  return (
    <Panel title="商品详情">
      <LoadingStatus />
      <Body aria-hidden>
        <Specs>
          <PlaceholderRows terms={SPEC_TERMS} />
        </Specs>
        <Order as="div">
          <PriceLine>
            单价
            <SkeletonFor width="160px">
              <GoodsPrice price="-" certified unit="元/吨" size="lg" />
            </SkeletonFor>
          </PriceLine>
          <FieldBar />
          <SkeletonFor width="75%">
            <Button size="lg">加入购物车</Button>
          </SkeletonFor>
        </Order>
      </Body>
      <Details aria-hidden>
        <PlaceholderRows terms={DETAIL_TERMS} />
      </Details>
    </Panel>
  );
}

/** A dimension with its unit, or '-' when the batch has none. */
const mm = (value: string) => (value ? `${value}mm` : '-');

/**
 * The goods detail: the specification, the stock and warehouse, the price under the
 * certification rule, and the order box with the quantity in tonnes, 加入购物车 and 发起询价.
 * A sold-out batch can only be inquired about. Loading, not-found and error states built in.
 */
export function GoodsDetailPanel({
  status,
  goods,
  certified,
  certifyHref,
  quantity,
  onQuantityChange,
  quantityError,
  onAddToCart,
  adding = false,
  onInquire,
  onAskService,
  errorMessage = '',
  onRetry,
  searchHref,
  pricing,
  details = [],
}: GoodsDetailPanelProps) {
  if (status === 'loading' || (status === 'ready' && goods === undefined)) return <LoadingPanel />;
  if (status === 'error') {
    return (
      <Panel title="商品详情">
        <ErrorState message={errorMessage} onRetry={onRetry} />
      </Panel>
    );
  }
  if (status === 'notFound' || goods === undefined) {
    return (
      <Panel title="商品详情">
        <Empty
          description="商品不存在或已下架"
          action={searchHref && <a href={searchHref}>返回现货商城</a>}
        />
      </Panel>
    );
  }

  const specs: Record<(typeof SPEC_TERMS)[number], ReactNode> = {
    牌号: goods.grade || '-',
    状态: goods.temper || '-',
    厚度: mm(goods.thickness),
    宽度: mm(goods.width),
    长度: mm(goods.length),
    表面: goods.surface || '-',
    涂层: goods.tectorial || '-',
    仓库: goods.warehouse || '-',
    库存: <FixedDecimal unit="吨">{goods.stock}</FixedDecimal>,
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!adding && !goods.soldOut) onAddToCart();
  };

  return (
    <Panel
      title={`${goods.productName} ${gradeText(goods)}`}
      extra={goods.soldOut && <Tag>已售罄</Tag>}
    >
      <Body>
        <Specs>
          {SPEC_TERMS.map((term) => (
            <Fragment key={term}>
              <dt>{term}</dt>
              <dd>{specs[term]}</dd>
            </Fragment>
          ))}
        </Specs>
        <Order aria-label="购买" onSubmit={handleSubmit} noValidate>
          <PriceLine>
            单价
            <GoodsPrice
              price={goods.price}
              certified={certified}
              certifyHref={certifyHref}
              unit="元/吨"
              size="lg"
            />
          </PriceLine>
          {pricing && (
            <Composition>
              基准价 {pricing.basePrice}（{pricing.seriesName} {pricing.baseDate}）+ 升贴水{' '}
              {pricing.premium} 元/吨
            </Composition>
          )}
          {goods.soldOut ? (
            <SoldOut>该批次已售罄，可发起询价</SoldOut>
          ) : (
            <Input
              label="采购数量"
              $labelWidth="64px"
              inputMode="decimal"
              placeholder="0.000"
              suffix="吨"
              autoComplete="off"
              value={quantity}
              error={quantityError}
              onChange={(event) => onQuantityChange(event.target.value)}
            />
          )}
          <Actions>
            <Button
              type="submit"
              variant="primary"
              size="lg"
              loading={adding}
              disabled={goods.soldOut}
            >
              加入购物车
            </Button>
            <Button size="lg" onClick={onInquire}>
              发起询价
            </Button>
            {onAskService && (
              <Button size="lg" variant="text" onClick={onAskService}>
                咨询客服
              </Button>
            )}
          </Actions>
        </Order>
      </Body>
      {details.length > 0 && (
        <Details aria-label="更多信息">
          {details.map(({ term, detail }) => (
            <Fragment key={term}>
              <dt>{term}</dt>
              <dd>{detail}</dd>
            </Fragment>
          ))}
        </Details>
      )}
    </Panel>
  );
}
