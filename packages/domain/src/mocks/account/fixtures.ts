import type { AccountInfo } from '../../contract/account.ts';
import { users } from '../session/fixtures.ts';

/** 陈志强 as 账号信息 reads him: no avatar, WeChat bound, QQ not. */
export const accountFixture: AccountInfo = {
  ...users.certifiedAdmin,
  wechatNickname: '志强',
  qqNickname: null,
};

/** The file id the account server gives an uploaded image, and of the avatar below. */
export const AVATAR_FILE_ID = '701';

/** 陈志强 with his avatar set. */
export const accountWithAvatar: AccountInfo = { ...accountFixture, headpic: AVATAR_FILE_ID };

/** The avatar the account server serves: a 48 × 48 PNG, a pale figure on steel blue. */
export const AVATAR_PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAAkklEQVR42u3W0Q2AQAgD0G7iaK7rKH75668u4MmhcOXShAFeICnFsm5UA4EEEkigWUD7cY4H3YinGQBqaL6YEKRxmxCn8ZkQqnGYBJoc5ND0mnQygdJBdEnN+MsYvz1jH2JsjCr5AtUPRq764dZ0mZCjsZuQpjGakKmxmKqBfte8mkqBgjRtk0AChYFCNQ0T3YYu69WQK1Ss86kAAAAASUVORK5CYII=',
  ),
  (char) => char.charCodeAt(0),
);
