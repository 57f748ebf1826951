import { makeAutoObservable, runInAction } from 'mobx';
import { API_BASE, goodsDetailPaths } from '../../contract/index.ts';
import type { GoodsBatch, GoodsCertificate, GoodsDetailExtra } from '../../contract/index.ts';
import { ApiError } from '../../http/index.ts';
import { checkTonnage, formatCurrency, lineAmount, toGoodsRow } from '../../rules/index.ts';
import type { GoodsRow, TonnageCheck } from '../../rules/index.ts';
import { createCartService, createGoodsService } from '../../services/index.ts';
import type { CartService, GoodsService } from '../../services/index.ts';
import type { ActionGuard } from '../session/ActionGuard.ts';
import type { Environment, SessionView } from '../Environment.ts';
import { Resource } from '../kit/Resource.ts';
import type { LoadStatus } from '../kit/Resource.ts';
import type { FeatureFactory } from '../RootStore.ts';

/** Body code of an unknown batch id. */
const NOT_FOUND = 404;

interface GoodsDetailDeps {
  goods: GoodsService;
  cart: CartService;
  session: Pick<SessionView, 'isCertified'>;
  /** Adding to the cart and inquiring need a certified login. */
  guard: Pick<ActionGuard, 'run'>;
  env: Pick<Environment, 'notify' | 'open'>;
  /** Refreshes the header's cart count after an add. */
  reloadCartCount(): Promise<void>;
}

/**
 * The goods detail (modelStore/detail/:id), open to visitors: the batch, a quantity in tonnes
 * (3 decimals, at most the stock), add to cart and start an inquiry, both behind the action
 * guard.
 */
class GoodsDetailStore {
  batchId: number | null = null;
  /** The tonnes as typed; set to the whole stock when the batch loads. */
  quantity = '';
  /** True while an add to cart is in flight (the button is busy and a second click does nothing). */
  adding = false;
  /** True when the server has no batch of that id. */
  notFound = false;
  readonly #detail: Resource<GoodsBatch>;
  /** The certificate and similar batches: their failure leaves the detail whole. */
  readonly #extra: Resource<GoodsDetailExtra>;
  readonly #deps: GoodsDetailDeps;

  constructor(deps: GoodsDetailDeps) {
    this.#deps = deps;
    this.#detail = new Resource(() => this.#fetch(this.batchId ?? 0));
    this.#extra = new Resource(() => deps.goods.getExtra(this.batchId ?? 0));
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get goods(): GoodsBatch | null {
    return this.#detail.data;
  }

  /** The batch with its display texts (price masked for uncertified viewers). */
  get row(): GoodsRow | null {
    const goods = this.goods;
    return goods && toGoodsRow(goods, this.#deps.session.isCertified);
  }

  get status(): LoadStatus {
    return this.#detail.status;
  }

  /** The batch's quality certificate; null while loading, when it has none or the call failed. */
  get certificate(): GoodsCertificate | null {
    return this.#extra.data?.certificate ?? null;
  }

  /** Whether the certificate and similar batches are still loading. */
  get extraLoading(): boolean {
    return this.#extra.status === 'idle' || this.#extra.status === 'loading';
  }

  /** The certificate's file: to view (`inline`) or to save (`download`). */
  certificateUrl(mode: 'view' | 'download'): string {
    const url = `${API_BASE}${goodsDetailPaths.certificate}/${this.batchId ?? 0}`;
    return mode === 'download' ? `${url}?download=1` : url;
  }

  /** Other batches on sale like this one, with their display texts. */
  get similar(): GoodsRow[] {
    const { isCertified } = this.#deps.session;
    return (this.#extra.data?.similar ?? []).map((goods) => toGoodsRow(goods, isCertified));
  }

  /** The client's message when loading failed. */
  get error(): string {
    return this.#detail.error;
  }

  get quantityCheck(): TonnageCheck {
    return checkTonnage(this.quantity, this.goods?.weight);
  }

  /** The quantity's error, in Chinese; '' when it is valid. */
  get quantityError(): string {
    const check = this.quantityCheck;
    return check.ok ? '' : check.error;
  }

  /** What the quantity comes to ('¥49,920.00'; '-' for uncertified viewers); '' while invalid. */
  get amountText(): string {
    const check = this.quantityCheck;
    if (!check.ok || !this.goods) return '';
    return formatCurrency(lineAmount(check.value, this.goods.unitPrice), {
      certified: this.#deps.session.isCertified,
    });
  }

  /**
   * Opens batch `batchId`, then its certificate and similar batches; a late answer for a batch
   * opened before is dropped.
   */
  async load(batchId: number): Promise<void> {
    this.batchId = batchId;
    this.notFound = false;
    this.quantity = '';
    this.#extra.reset();
    await this.#detail.load();
    const goods = this.goods;
    if (goods?.batchId !== batchId) return;
    runInAction(() => {
      if (this.quantity === '') {
        this.quantity = checkTonnage(goods.weight, goods.weight).ok ? goods.weight : '';
      }
    });
    // Once the batch is known (an unknown one says so once), its certificate and similar batches.
    await this.#extra.load();
  }

  setQuantity(text: string): void {
    this.quantity = text;
  }

  /**
   * 加入购物车: behind the action guard; then the quantity's tonnes go into the batch's cart and
   * the header count is refreshed. Resolves to whether the goods were added.
   */
  addToCart(): Promise<boolean> {
    let added = Promise.resolve(false);
    this.#deps.guard.run(() => {
      added = this.#add();
    });
    return added;
  }

  /** 发起询价: behind the action guard, goes to the demand page with this batch. */
  startInquiry(): void {
    const { batchId } = this;
    if (batchId === null) return;
    this.#deps.guard.run(() => this.#deps.env.open({ route: 'query', batchIds: [batchId] }));
  }

  reset(): void {
    this.batchId = null;
    this.quantity = '';
    this.adding = false;
    this.notFound = false;
    this.#detail.reset();
    this.#extra.reset();
  }

  async #fetch(batchId: number): Promise<GoodsBatch> {
    try {
      return await this.#deps.goods.getDetail(batchId);
    } catch (error) {
      if (error instanceof ApiError && error.code === NOT_FOUND && batchId === this.batchId) {
        runInAction(() => {
          this.notFound = true;
        });
      }
      throw error;
    }
  }

  async #add(): Promise<boolean> {
    const { goods, quantityCheck: check } = this;
    if (this.adding || !goods || !check.ok) return false;
    this.adding = true;
    try {
      await this.#deps.cart.add({
        batchId: goods.batchId,
        carType: goods.carType,
        weight: check.value,
      });
      this.#deps.env.notify.success('已加入购物车');
      await this.#deps.reloadCartCount();
      return true;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return false;
    } finally {
      runInAction(() => {
        this.adding = false;
      });
    }
  }
}

/** The detail page's store: `root.feature(createGoodsDetailStore)`, so that it loads with it. */
export const createGoodsDetailStore: FeatureFactory<GoodsDetailStore> = ({
  http,
  session,
  cart,
  guard,
  env,
}) =>
  new GoodsDetailStore({
    goods: createGoodsService(http),
    cart: createCartService(http),
    session,
    guard,
    env,
    reloadCartCount: () => cart.load(),
  });
