import { makeAutoObservable, runInAction } from 'mobx';
import type { RepeatBuyProduct } from '../../contract/inquiry.ts';
import { ApiError } from '../../http/index.ts';
import { repeatBuyTonnes } from '../../rules/inquiry.ts';
import { createCartService } from '../../services/cart.ts';
import type { CartService } from '../../services/cart.ts';
import { createInquiryService } from '../../services/inquiry.ts';
import type { ActionGuard } from '../session/ActionGuard.ts';
import type { Environment } from '../Environment.ts';
import { Resource } from '../kit/Resource.ts';
import type { FeatureFactory } from '../RootStore.ts';

interface RepeatBuyDeps {
  load: () => Promise<RepeatBuyProduct[]>;
  cart: Pick<CartService, 'add'>;
  guard: Pick<ActionGuard, 'run'>;
  env: Pick<Environment, 'notify' | 'open'>;
  reloadCartCount: () => Promise<void>;
}

/**
 * 再次购买 (modelDemand/repeatedlyBuy): the products the company buys often, each one step from
 * an inquiry (the form opens with its batch) or from the cart (its last order's tonnes, at most
 * the stock). Both go through the action guard, which offers the certification to an
 * uncertified buyer.
 */
export class RepeatBuyStore {
  readonly products: Resource<RepeatBuyProduct[]>;
  /** The batch being added to the cart, if any. */
  adding: number | null = null;
  readonly #deps: RepeatBuyDeps;

  constructor(deps: RepeatBuyDeps) {
    this.#deps = deps;
    this.products = new Resource(deps.load);
    makeAutoObservable(this, {}, { autoBind: true });
  }

  load(): Promise<void> {
    return this.products.load();
  }

  /** 再次询价: the inquiry form with this product's batch as a line. */
  inquire(product: RepeatBuyProduct): void {
    this.#deps.guard.run(() =>
      this.#deps.env.open({ route: 'query', batchIds: [product.batchId] }),
    );
  }

  /** 加入购物车: the last order's tonnes (at most the stock) into the batch's cart, once at a time. */
  addToCart(product: RepeatBuyProduct): Promise<void> {
    let added = Promise.resolve();
    this.#deps.guard.run(() => {
      added = this.#add(product);
    });
    return added;
  }

  async #add(product: RepeatBuyProduct): Promise<void> {
    const weight = repeatBuyTonnes(product);
    if (this.adding !== null || weight === null) return;
    this.adding = product.batchId;
    try {
      await this.#deps.cart.add({ batchId: product.batchId, carType: product.carType, weight });
      this.#deps.env.notify.success(`已加入购物车 ${weight} 吨`);
      await this.#deps.reloadCartCount();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      runInAction(() => {
        this.adding = null;
      });
    }
  }

  reset(): void {
    this.products.reset();
    this.adding = null;
  }
}

/** 再次购买's store for `RootStore.feature`. */
export const createRepeatBuyStore: FeatureFactory<RepeatBuyStore> = ({ http, cart, guard, env }) =>
  new RepeatBuyStore({
    load: createInquiryService(http).repeatBuy,
    cart: createCartService(http),
    guard,
    env,
    reloadCartCount: () => cart.load(),
  });
