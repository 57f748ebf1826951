import { makeAutoObservable } from 'mobx';
import type { ReminderRecord } from '../../contract/index.ts';
import { succeeded } from '../../http/index.ts';
import { withReminderText } from '../../rules/index.ts';
import type { WithReminderText } from '../../rules/index.ts';
import { createCommonService } from '../../services/index.ts';
import type { CommonService } from '../../services/index.ts';
import { PagedList } from '../kit/PagedList.ts';
import { followReminder } from './followReminder.ts';
import type { ReminderFollowDeps } from './followReminder.ts';
import type { FeatureFactory } from '../RootStore.ts';

/** A reminder as the 我的提醒 page shows it. */
export type ReminderRecordItem = WithReminderText<ReminderRecord>;

interface MyRemindersDeps extends ReminderFollowDeps {
  common: Pick<CommonService, 'reminderHistory' | 'consumeAction'>;
}

/**
 * The 我的提醒 page (otherReminder): every reminder of the user, newest first, paged. Opening
 * one clears it if it was new and goes where its code leads, as the reminder dialog does.
 */
class MyRemindersStore {
  /** The pages of reminders. */
  readonly list: PagedList<ReminderRecord>;
  readonly #deps: MyRemindersDeps;

  constructor(deps: MyRemindersDeps) {
    this.#deps = deps;
    this.list = new PagedList((query) => deps.common.reminderHistory(query), {});
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get items(): ReminderRecordItem[] {
    return this.list.rows.map(withReminderText);
  }

  /** Clears a new reminder (a failure was already shown), then follows it. */
  async open(record: ReminderRecord): Promise<void> {
    if (record.consumed === 0) await succeeded(this.#deps.common.consumeAction(record.happenTime));
    await followReminder(record.actionCode, this.#deps);
  }

  reset(): void {
    this.list.reset();
  }
}

/** The 我的提醒 page's store, built on first use (`root.feature(createMyRemindersStore)`). */
export const createMyRemindersStore: FeatureFactory<MyRemindersStore> = ({ http, session, env }) =>
  new MyRemindersStore({ common: createCommonService(http), session, env });
