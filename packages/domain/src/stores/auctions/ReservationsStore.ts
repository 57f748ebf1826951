import { makeAutoObservable } from 'mobx';
import type { AuctionActivity } from '../../contract/auctions.ts';
import { ApiError } from '../../http/index.ts';
import { createAuctionService } from '../../services/auctions.ts';
import type { AuctionService } from '../../services/auctions.ts';
import type { Environment } from '../Environment.ts';
import { Resource } from '../kit/Resource.ts';
import type { FeatureFactory } from '../RootStore.ts';

interface ReservationsStoreDeps {
  service: Pick<AuctionService, 'subscriptions' | 'unsubscribe'>;
  env: Pick<Environment, 'notify'>;
}

/** 我的预约 (otherPreBook): the activities the buyer reserved, and 取消预约. */
export class ReservationsStore {
  readonly list: Resource<AuctionActivity[]>;
  /** The activity whose cancellation is in flight. */
  cancelling: number | null = null;
  readonly #deps: ReservationsStoreDeps;

  constructor(deps: ReservationsStoreDeps) {
    this.#deps = deps;
    this.list = new Resource(() => deps.service.subscriptions());
    makeAutoObservable(this, { list: false }, { autoBind: true });
  }

  /** 取消预约, once at a time; the list is reloaded after. */
  async cancel(activityId: number): Promise<void> {
    if (this.cancelling !== null) return;
    this.cancelling = activityId;
    try {
      await this.#deps.service.unsubscribe(activityId);
      this.#deps.env.notify.success('已取消预约');
      await this.list.load();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      this.#done();
    }
  }

  #done(): void {
    this.cancelling = null;
  }

  reset(): void {
    this.list.reset();
    this.cancelling = null;
  }
}

/** 我的预约's store, for `RootStore.feature`. */
export const createReservationsStore: FeatureFactory<ReservationsStore> = ({ http, env }) =>
  new ReservationsStore({ service: createAuctionService(http), env });
