import { makeAutoObservable, runInAction } from 'mobx';
import { CART_TYPE_LABELS, CART_TYPES } from '../../contract/index.ts';
import type { OrderTerms } from '../../contract/orders.ts';
import type { CartItem, CartType, MakeOrderResult } from '../../contract/index.ts';
import { ApiError } from '../../http/index.ts';
import { cartTotals } from '../../rules/index.ts';
import type { CartTotals } from '../../rules/index.ts';
import { createCartService } from '../../services/index.ts';
import type { CartService } from '../../services/index.ts';
import type { ActionGuard } from '../session/ActionGuard.ts';
import type { CartStore } from './CartStore.ts';
import type { Environment, SessionView } from '../Environment.ts';
import { Resource } from '../kit/Resource.ts';
import type { LoadStatus } from '../kit/Resource.ts';
import type { FeatureFactory } from '../RootStore.ts';
import { SingleFlight } from '../kit/SingleFlight.ts';

/** A tab of the cart page: a cart type, its title and its count (below 0 shown as 0). */
interface CartTab {
  carType: CartType;
  label: string;
  count: number;
}

interface CartPageStoreDeps {
  cart: CartService;
  /** The header's counts: the tabs show them, and every change reloads them. */
  counts: Pick<CartStore, 'counts' | 'load'>;
  session: Pick<SessionView, 'isLoggedIn'>;
  env: Pick<Environment, 'notify' | 'open'>;
  guard: Pick<ActionGuard, 'run'>;
  /** Refreshes the order counts after an order was made (its to-be-submitted count rises). */
  reloadOrderCounts(): Promise<void>;
}

/**
 * The cart page (modelShoppingCart/list and makeOrder): one cart type's lists, the selection
 * with its exact totals, deleting and making an order. Every change reloads the header's
 * counts, so the header stays in step.
 */
export class CartPageStore {
  /** The open tab. */
  activeType: CartType = 'cash';
  /** Cart ids chosen for the order, from the open tab's ordinary list. */
  readonly selected = new Set<number>();
  /** 下单 of the chosen lines: one at a time, with an Idempotency-Key kept for a retry. */
  readonly ordering: SingleFlight<{ cartIds: number[]; terms: OrderTerms }, MakeOrderResult>;
  readonly #list: Resource<CartItem[]>;
  readonly #shadow: Resource<CartItem[]>;
  readonly #soldOut: Resource<CartItem[]>;
  readonly #deps: CartPageStoreDeps;

  constructor(deps: CartPageStoreDeps) {
    const { cart } = deps;
    this.#deps = deps;
    this.#list = new Resource(() => cart.getList(this.activeType));
    this.#shadow = new Resource(() => cart.getShadowList(this.activeType));
    this.#soldOut = new Resource(() => cart.getSoldOutList(this.activeType));
    this.ordering = new SingleFlight(
      ({ cartIds, terms }, key: string) => cart.makeOrder(cartIds, terms, key),
      // A refusal (goods changed meanwhile) or a lost answer (the order may have been made): the
      // cart and the counts reload to show why, or that the lines left the cart.
      { afterFailure: () => Promise.all([this.loadLists(), deps.reloadOrderCounts()]) },
    );
    makeAutoObservable(this, { ordering: false }, { autoBind: true });
  }

  /** The cart types with their counts, in order. */
  get tabs(): CartTab[] {
    return CART_TYPES.map((carType) => ({
      carType,
      label: CART_TYPE_LABELS[carType],
      count: this.#deps.counts.counts?.[carType] ?? 0,
    }));
  }

  /** The open tab's lines that can be ordered. */
  get items(): CartItem[] {
    return this.#list.data ?? [];
  }

  /** The open tab's lines whose goods changed since added. */
  get shadowItems(): CartItem[] {
    return this.#shadow.data ?? [];
  }

  get soldOutItems(): CartItem[] {
    return this.#soldOut.data ?? [];
  }

  /** Of the ordinary list (the shadow and sold-out lists are secondary). */
  get listStatus(): LoadStatus {
    return this.#list.status;
  }

  /** The client's message when the list failed to load. */
  get listError(): string {
    return this.#list.error;
  }

  get selectedItems(): CartItem[] {
    return this.items.filter(({ cartId }) => this.selected.has(cartId));
  }

  /** Every ordinary line is chosen (and there is one). */
  get allSelected(): boolean {
    return this.items.length > 0 && this.selectedItems.length === this.items.length;
  }

  /** Count, tonnes and amount of the chosen lines, exact. */
  get selectedTotal(): CartTotals {
    return cartTotals(this.selectedItems);
  }

  /** The open tab's three lists and the counts; the selection keeps only lines still listed. */
  async loadLists(): Promise<void> {
    if (!this.#deps.session.isLoggedIn) return;
    await Promise.all([
      this.#list.load(),
      this.#shadow.load(),
      this.#soldOut.load(),
      this.#deps.counts.load(),
    ]);
    runInAction(() => {
      const listed = new Set(this.items.map(({ cartId }) => cartId));
      for (const cartId of this.selected) if (!listed.has(cartId)) this.selected.delete(cartId);
    });
  }

  /** Opens a tab: its lists load and the selection starts empty. */
  selectType(carType: CartType): Promise<void> {
    this.activeType = carType;
    this.selected.clear();
    return this.loadLists();
  }

  toggle(cartId: number): void {
    if (this.selected.has(cartId)) this.selected.delete(cartId);
    else this.selected.add(cartId);
  }

  /** 全选: chooses every ordinary line, or none. */
  setAllSelected(on: boolean): void {
    this.selected.clear();
    if (on) for (const { cartId } of this.items) this.selected.add(cartId);
  }

  /** Chooses exactly these lines (e.g. the make-order page restoring them from its URL). */
  setSelection(cartIds: readonly number[]): void {
    this.selected.clear();
    for (const cartId of cartIds) this.selected.add(cartId);
  }

  /** Deletes one line. Resolves to whether it was deleted. */
  deleteByCart(cartId: number): Promise<boolean> {
    return this.#change(this.#deps.cart.deleteByCart(cartId));
  }

  /** Deletes a batch's lines. */
  deleteByBatch(batchId: number): Promise<boolean> {
    return this.#change(this.#deps.cart.deleteByBatch(batchId));
  }

  /** 清空售罄商品: deletes the open tab's sold-out lines. */
  deleteSoldOut(): Promise<boolean> {
    return this.#change(this.#deps.cart.deleteSoldOut(this.activeType));
  }

  /**
   * 下单: the chosen lines become one order to be submitted, sent once with an Idempotency-Key
   * (see `ordering`). Refused while one is in flight or nothing is chosen. On success the cart,
   * its counts and the order counts reload; after a failure too (`ordering.error` says why, or
   * that the answer was lost). `terms` are the confirmation's (交货方式, 备注, 采购单号).
   * Resolves to the order, or null.
   */
  async makeOrder(terms: OrderTerms): Promise<MakeOrderResult | null> {
    const cartIds = this.selectedItems.map(({ cartId }) => cartId);
    if (cartIds.length === 0) return null;
    const order = await this.ordering.run({ cartIds, terms });
    if (!order) return null;
    runInAction(() => this.selected.clear());
    this.#deps.env.notify.success('下单成功，请在待提交订单中确认提交');
    await Promise.all([this.loadLists(), this.#deps.reloadOrderCounts()]);
    return order;
  }

  reset(): void {
    this.activeType = 'cash';
    this.selected.clear();
    this.ordering.reset();
    this.#list.reset();
    this.#shadow.reset();
    this.#soldOut.reset();
  }

  /** After a deletion: the message, then the lists and the counts. */
  async #change(call: Promise<void>): Promise<boolean> {
    try {
      await call;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return false;
    }
    this.#deps.env.notify.success('删除成功');
    await this.loadLists();
    return true;
  }

  /** 发起询价: the inquiry form with the chosen lines' batches (behind the action guard). */
  inquire(): void {
    const batchIds = this.selectedItems.map(({ batchId }) => batchId);
    if (batchIds.length === 0) return;
    this.#deps.guard.run(() => this.#deps.env.open({ route: 'query', batchIds }));
  }
}

/** The cart page's store, built on first use (`root.feature(createCartPageStore)`). */
export const createCartPageStore: FeatureFactory<CartPageStore> = ({
  http,
  session,
  env,
  cart,
  guard,
  orderCounts,
}) =>
  new CartPageStore({
    cart: createCartService(http),
    counts: cart,
    session,
    env,
    guard,
    reloadOrderCounts: () => orderCounts.load(),
  });
