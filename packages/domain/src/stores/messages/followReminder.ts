import type { ReminderCode } from '../../contract/index.ts';
import { REMINDERS } from '../../rules/index.ts';
import type { Environment } from '../Environment.ts';

/** What following a reminder needs: opening a screen, and the user info to refresh. */
export interface ReminderFollowDeps {
  session: { loadUserInfo(): Promise<void> };
  env: Pick<Environment, 'open'>;
}

/**
 * Goes where a reminder's code leads, or refreshes the user's info (spec section 8). The table
 * of codes arrives with the first reminder followed, not with the home page.
 */
export async function followReminder(
  actionCode: ReminderCode,
  { env, session }: ReminderFollowDeps,
): Promise<void> {
  const { target } = REMINDERS[actionCode];
  if (target.kind === 'refreshUser' || target.refreshUser) await session.loadUserInfo();
  if (target.kind === 'open') env.open(target.screen);
}
