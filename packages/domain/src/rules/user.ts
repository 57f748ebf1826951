import type { StoredUser, UserInfo } from '../contract/index.ts';
import { seesPrices } from '../contract/roles.ts';

/**
 * Verified (certified) company: examineState or userExamineState equal to 2, the one who sees
 * prices (the contract's rule, which the sandbox applies too).
 */
export const isVerified = seesPrices;

/** The company's administrator: isAdministrators equal to 1. */
export const isAdministrator = (flag: number | null | undefined): boolean => flag === 1;

/** The user as kept in browser storage (spec section 3): examineState comes from userExamineState. */
export const toStoredUser = (info: UserInfo): StoredUser => ({
  username: info.username,
  uid: info.uid,
  companyId: info.companyId,
  companyName: info.companyName,
  examineState: info.userExamineState,
  isAdministrators: info.isAdministrators,
  headpic: info.headpic,
  realname: info.realname,
});

/** New users who are not verified and have not done the PC guide are sent to it after login. */
export const needsGuide = (info: UserInfo): boolean =>
  !isVerified(info.userExamineState) && info.isFinishPcGuide === 0;
