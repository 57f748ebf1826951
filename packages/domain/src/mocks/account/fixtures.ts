import type { AccountInfo } from '../../contract/account.ts';
import { users } from '../session/fixtures.ts';

/** 陈志强 as 账号信息 reads him: no avatar, WeChat bound, QQ not. */
export const accountFixture: AccountInfo = {
  ...users.certifiedAdmin,
  headpic: null,
  wechatNickname: '志强',
  qqNickname: null,
};
