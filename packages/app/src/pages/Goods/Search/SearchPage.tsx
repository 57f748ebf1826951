import { useEffect, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  createSearchStore,
  searchQueryFromParams,
  secondGradesOf,
  valuesIn,
  searchQueryToParams,
  withFilter,
  withoutFilters,
  withPage,
  withSort,
} from '@mall/domain';
import {
  GOODS_FILTER_KEYS,
  GOODS_FILTER_LABELS,
  PAGE_SIZES,
  type GoodsProperty,
  type GoodsSearchQuery,
  type GoodsSortField,
} from '@mall/domain/contract';
import {
  GoodsFilterPanel,
  GoodsResultList,
  InlineNote,
  Pagination,
  Panel,
  SortBar,
  Stack,
  type BatchId,
  type FilterGroup,
  type FilterValue,
  type SortField,
} from '@mall/ui';
import { useStores } from '../../../stores/StoresContext.tsx';
import { CertifyHint } from '../../../shell/CertifyHint/CertifyHint.tsx';
import { certifyHrefFor, detailHref, toGoodsView } from '../shared/goodsView.ts';
import { hrefTo, links } from '../../../routes/links.ts';

/** The sort bar's fields and the query's sort fields (综合 is the newest first). */
const SORT_FIELDS: Readonly<Record<SortField, GoodsSortField>> = {
  default: 'listedAt',
  price: 'unitPrice',
  stock: 'weight',
  thickness: 'thickness',
};
const sortFieldOf = (field: GoodsSortField): SortField =>
  (Object.keys(SORT_FIELDS) as SortField[]).find((key) => SORT_FIELDS[key] === field) ?? 'default';

/** The filter chips chosen in the query: one value per filter. */
const filterValueOf = (query: GoodsSearchQuery): FilterValue =>
  Object.fromEntries(
    GOODS_FILTER_KEYS.flatMap((key) => (query[key] === undefined ? [] : [[key, [query[key]]]])),
  );

/**
 * The query after the filter panel changed: each filter takes the chip just pressed (the
 * search has one value per filter), or is cleared; unchanged filters keep the page.
 */
const withFilterValue = (query: GoodsSearchQuery, value: FilterValue): GoodsSearchQuery =>
  GOODS_FILTER_KEYS.reduce((next, key) => {
    const chosen = value[key] ?? [];
    const picked = chosen.find((option) => option !== query[key]) ?? chosen[0];
    return picked === query[key] ? next : withFilter(next, key, picked);
  }, query);

/** The filters while their values load: one row each, so the panel has its height already. */
const loadingProperties: readonly GoodsProperty[] = GOODS_FILTER_KEYS.map((key) => ({
  key,
  name: GOODS_FILTER_LABELS[key],
  values: [],
}));

const toGroup = ({ key, name, values }: GoodsProperty): FilterGroup => ({
  key,
  label: name,
  options: values.map((option) => ({ value: option, label: option })),
});

/**
 * The filter rows: 二级品类 lists the chosen category's second grades and shows only under a
 * category, and under a category every other row offers the values on sale in it; on
 * searchSecondGrade the category is the heading rather than a row.
 */
const filterGroups = (
  properties: readonly GoodsProperty[],
  category: string | undefined,
  secondGrade: boolean,
): FilterGroup[] =>
  properties.flatMap((property) => {
    if (secondGrade && property.key === 'category') return [];
    if (property.key === 'category') return [toGroup(property)];
    if (property.key !== 'secondGrade')
      return [toGroup({ ...property, values: valuesIn(property, category) })];
    if (category === undefined) return [];
    return [toGroup({ ...property, values: secondGradesOf(property, category) })];
  });

export interface SearchPageProps {
  /**
   * searchSecondGrade: the second level under a category (`?category=` in the URL, set by the
   * home page's categories): the category is the heading rather than a filter, and clearing
   * the filters keeps it.
   */
  secondGrade?: boolean;
}

/**
 * The goods search (modelStore/search), open to visitors: filters from getPropertyList,
 * sorting and server-side paging. The whole query lives in the URL, so a search can be shared
 * and survives a reload. Prices follow the certification rules; 加入购物车 and 询价 are behind
 * the action guard (加入购物车 opens the detail, where the tonnes are chosen).
 */
export const SearchPage = observer(function SearchPage({ secondGrade = false }: SearchPageProps) {
  const root = useStores();
  const { session, guard } = root;
  const search = root.feature(createSearchStore);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const paramText = params.toString();
  const query = useMemo(() => searchQueryFromParams(new URLSearchParams(paramText)), [paramText]);
  const { rows: domainRows, properties } = search;
  const rows = useMemo(() => domainRows.map(toGoodsView), [domainRows]);
  const propertiesLoading =
    search.propertiesStatus === 'idle' || search.propertiesStatus === 'loading';
  const groups = useMemo(
    () =>
      filterGroups(propertiesLoading ? loadingProperties : properties, query.category, secondGrade),
    [properties, propertiesLoading, query.category, secondGrade],
  );

  useEffect(() => {
    void search.search(query);
  }, [search, query]);

  useEffect(() => {
    void search.loadProperties();
  }, [search]);

  const go = (next: GoodsSearchQuery) => setParams(searchQueryToParams(next));
  const clearFilters = () =>
    go(
      secondGrade
        ? withFilter(withoutFilters(query), 'category', query.category)
        : withoutFilters(query),
    );
  const pageSizeOf = (size: number) =>
    PAGE_SIZES.find((option) => option === size) ?? query.pageSize;
  // Stable, so that the memoised result rows do not render again with every search.
  const rowActions = useMemo(() => {
    const guarded = (path: (batchId: number) => string) => (batchId: BatchId) =>
      guard.run(() => navigate(path(Number(batchId))));
    return {
      onAddToCart: guarded(links.goodsDetail),
      onInquire: guarded((batchId) => links.inquiry([batchId])),
    };
  }, [guard, navigate]);

  const title = secondGrade ? (query.category ?? '现货商城') : '现货商城';
  const status = search.status;

  return (
    <Panel
      title={query.keyword ? `${title}：“${query.keyword}”的搜索结果` : title}
      extra={secondGrade && <a href={hrefTo('search')}>全部现货</a>}
    >
      <Stack>
        <GoodsFilterPanel
          groups={groups}
          loading={propertiesLoading}
          value={filterValueOf(query)}
          onChange={(value) => go(withFilterValue(query, value))}
          keyword={query.keyword}
          onClearKeyword={() => go({ ...query, keyword: undefined, pageNum: 1 })}
        />
        {!session.isCertified && (
          <InlineNote>
            <CertifyHint />
          </InlineNote>
        )}
        <SortBar
          value={{ field: sortFieldOf(query.sortField), direction: query.sortOrder }}
          onChange={({ field }) => go(withSort(query, SORT_FIELDS[field]))}
          total={search.total}
          pageSize={query.pageSize}
          pageSizes={PAGE_SIZES}
          onPageSizeChange={(size) => go(withPage(query, 1, pageSizeOf(size)))}
        />
        <GoodsResultList
          rows={rows}
          certified={session.isCertified}
          certifyHref={certifyHrefFor(session.isLoggedIn)}
          detailHref={detailHref}
          {...rowActions}
          loading={status === 'idle' || status === 'loading'}
          skeletonRows={query.pageSize}
          error={status === 'error' ? search.error : undefined}
          onRetry={() => void search.search(query)}
          onClearFilters={clearFilters}
        />
        {status === 'ready' && search.total === 0 && query.keyword && (
          <InlineNote role="note" aria-label="没有找到现货">
            没有找到“{query.keyword}”的现货？
            <a href={hrefTo('query', { words: query.keyword })}>发布求购</a>
            ，按你写的规格询价，商城为你报价。
          </InlineNote>
        )}
        {search.total > 0 && (
          <Pagination
            total={search.total}
            pageNum={query.pageNum}
            pageSize={query.pageSize}
            pageSizes={PAGE_SIZES}
            onChange={(pageNum, size) => go(withPage(query, pageNum, pageSizeOf(size)))}
          />
        )}
      </Stack>
    </Panel>
  );
});

/** modelStore/searchSecondGrade: the same search, under one category. */
export const SearchSecondGradePage = () => <SearchPage secondGrade />;
