import { makeAutoObservable } from 'mobx';
import type { GoodsPricing, ReferencePrices, ReferenceSeriesCode } from '../../contract/market.ts';
import { BASE_SERIES } from '../../contract/market.ts';
import type {
  DateSpan,
  MarketPoint,
  MarketRange,
  MarketRangeKey,
  RangeSummary,
} from '../../rules/market.ts';
import {
  customRangeError,
  marketCsv,
  pointsInSpan,
  rangeSpan,
  rangeSummary,
} from '../../rules/market.ts';
import { createMarketService } from '../../services/market.ts';
import type { MarketService } from '../../services/market.ts';
import type { Environment } from '../Environment.ts';
import { Resource } from '../kit/Resource.ts';
import { ResourceCache } from '../kit/ResourceCache.ts';
import type { FeatureFactory } from '../RootStore.ts';

interface MarketStoreDeps {
  service: Pick<MarketService, 'referencePrices' | 'goodsPricing'>;
  env: Pick<Environment, 'saveFile'>;
}

/** A series as the data centre shows it: its days in the range and their figures. */
export interface ShownSeries {
  code: ReferenceSeriesCode;
  name: string;
  kind: 'price' | 'premium';
  points: MarketPoint[];
  summary: RangeSummary | null;
}

/** The custom range's fields as typed, and the message at the one that is wrong. */
type CustomError = ReturnType<typeof customRangeError>;

/**
 * The data centre (dataCenter): the reference series (loaded once, three years), the range
 * shown (a preset or a custom one, applied when valid), the series switched on in the legend
 * (at least one) and the CSV of what the table shows; and, for the goods detail, how a spot
 * batch's price follows the reference.
 */
class MarketStore {
  readonly prices: Resource<ReferencePrices>;
  /** The range the chart and the table show. */
  range: MarketRange = { key: '1m' };
  /** The tab chosen: a preset, or 自定义 (the custom range's fields). */
  tab: MarketRangeKey | 'custom' = '1m';
  /** The custom range's fields as typed. */
  draft: DateSpan = { from: '', to: '' };
  customError: CustomError = null;
  /** The series switched on, in the legend's order. */
  visible: ReferenceSeriesCode[] = [BASE_SERIES];
  readonly #deps: MarketStoreDeps;
  readonly #pricing: ResourceCache<number, GoodsPricing>;

  constructor(deps: MarketStoreDeps) {
    this.#deps = deps;
    this.prices = new Resource(() => deps.service.referencePrices());
    this.#pricing = new ResourceCache(deps.service.goodsPricing);
    makeAutoObservable(this, { prices: false }, { autoBind: true });
  }

  /** How a goods batch's price is made (基准价 + 升贴水), for its detail page. */
  pricing(batchId: number): Resource<GoodsPricing> {
    return this.#pricing.get(batchId);
  }

  /** The days the data covers; null before it is loaded or when it is empty. */
  get available(): DateSpan | null {
    const days = (this.prices.data?.series ?? []).flatMap(({ points }) =>
      points.length ? [points[0]?.date ?? '', points.at(-1)?.date ?? ''] : [],
    );
    if (!days.length) return null;
    return {
      from: days.reduce((a, b) => (a < b ? a : b)),
      to: days.reduce((a, b) => (a > b ? a : b)),
    };
  }

  /** The days of the range shown; null before the data is loaded. */
  get span(): DateSpan | null {
    const data = this.prices.data;
    return data ? rangeSpan(this.range, data.latestDate) : null;
  }

  /** The switched-on series over the range, in the legend's order. */
  get shown(): ShownSeries[] {
    const span = this.span;
    if (!span) return [];
    return (this.prices.data?.series ?? [])
      .filter(({ code }) => this.visible.includes(code))
      .map(({ code, name, kind, points }) => {
        const inSpan = pointsInSpan(points, span);
        return { code, name, kind, points: inSpan, summary: rangeSummary(inSpan) };
      });
  }

  /** Chooses a tab: a preset shows its range at once; 自定义 opens the fields on the range shown. */
  chooseTab(tab: MarketRangeKey | 'custom'): void {
    this.tab = tab;
    this.customError = null;
    if (tab !== 'custom') {
      this.range = { key: tab };
      return;
    }
    if (this.span && this.draft.from === '' && this.draft.to === '') this.draft = { ...this.span };
  }

  setDraft(field: keyof DateSpan, value: string): void {
    this.draft = { ...this.draft, [field]: value };
    if (this.customError?.field === field) this.customError = null;
  }

  /** Shows the custom range when it is valid; else keeps the range and says why at the field. */
  applyCustom(): boolean {
    const available = this.available;
    if (!available) return false;
    this.customError = customRangeError(this.draft, available);
    if (this.customError) return false;
    this.range = { key: 'custom', ...this.draft };
    return true;
  }

  /** Switches a series on or off (by its code); the last one on stays on. */
  toggleSeries(code: string): void {
    const order = (this.prices.data?.series ?? []).map((series) => series.code);
    const known = order.find((series) => series === code);
    if (!known) return;
    if (!this.visible.includes(known)) {
      this.visible = order.filter((series) => series === known || this.visible.includes(series));
    } else if (this.visible.length > 1) {
      this.visible = this.visible.filter((shown) => shown !== known);
    }
  }

  /** Saves the table (the switched-on series over the range) as CSV, with a BOM for spreadsheets. */
  exportCsv(): void {
    const span = this.span;
    if (!span) return;
    const csv = marketCsv(this.shown.map(({ name, points }) => ({ name, points })));
    this.#deps.env.saveFile(
      new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' }),
      `铝价数据_${span.from}_${span.to}.csv`,
    );
  }

  reset(): void {
    this.prices.reset();
    this.#pricing.reset();
    this.range = { key: '1m' };
    this.tab = '1m';
    this.draft = { from: '', to: '' };
    this.customError = null;
    this.visible = [BASE_SERIES];
  }
}

export type { MarketStore };

/** The data centre's store, for `RootStore.feature`. */
export const createMarketStore: FeatureFactory<MarketStore> = ({ http, env }) =>
  new MarketStore({ service: createMarketService(http), env });
