import { http, HttpResponse } from 'msw';
import {
  ACCOUNT_UPDATE,
  accountPaths,
  type AccountInfo,
  type AccountUpdate,
  type WindowConfigUpdate,
} from '../../contract/account.ts';
import { paths } from '../../contract/index.ts';
import { userCentrePaths, type ImageUpload } from '../../contract/userCentre.ts';
import { anyOrigin, ok, okGet, okJson, recording, refuse } from '../http.ts';
import type { RecordedRequest } from '../http.ts';
import { AVATAR_FILE_ID, AVATAR_PNG, accountFixture } from './fixtures.ts';

/** The SMS code the account server takes for a new mobile. */
export const ACCOUNT_SMS_CODE = '123456';

interface AccountServerOptions {
  account?: AccountInfo;
  /** The preferences kept, by code. */
  preferences?: Record<string, string>;
}

/**
 * A 账号信息 server for one story or test: the account, changed as the sandbox changes it (a
 * new mobile needs ACCOUNT_SMS_CODE; a provider code binds the identity 新微信 / 新QQ; an upload
 * is file AVATAR_FILE_ID, served as AVATAR_PNG), the preferences kept by code, and the calls it saw.
 */
export function createAccountServer({
  account: initial = accountFixture,
  preferences: kept = {},
}: AccountServerOptions = {}) {
  const requests: RecordedRequest[] = [];
  let account = initial;
  const preferences = { ...kept };
  const record = (respond: Parameters<typeof recording>[1]) => recording(requests, respond);
  const apply = (update: AccountUpdate) => {
    switch (update.updateType) {
      case ACCOUNT_UPDATE.bindPhone:
        if (update.smsCode !== ACCOUNT_SMS_CODE) return refuse(400, '验证码错误或已过期');
        account = { ...account, username: update.username };
        break;
      case ACCOUNT_UPDATE.bindWechat:
        account = { ...account, wechatNickname: '新微信' };
        break;
      case ACCOUNT_UPDATE.bindQq:
        account = { ...account, qqNickname: '新QQ' };
        break;
      case ACCOUNT_UPDATE.unbindWechat:
        account = { ...account, wechatNickname: null };
        break;
      case ACCOUNT_UPDATE.unbindQq:
        account = { ...account, qqNickname: null };
        break;
      case ACCOUNT_UPDATE.avatar:
        account = { ...account, headpic: update.headpic };
        break;
    }
    return okJson(null);
  };
  const handlers = [
    http.get(
      anyOrigin(paths.user.info),
      record(() => okJson(account)),
    ),
    http.post(
      anyOrigin(paths.user.updateInfo),
      record(({ body }) => {
        account = { ...account, ...(body as Partial<AccountInfo>) };
        return okJson(null);
      }),
    ),
    http.put(
      anyOrigin(accountPaths.updateAccount),
      record(({ body }) => apply(body as AccountUpdate)),
    ),
    http.post(
      anyOrigin(userCentrePaths.upload),
      record(({ body }) =>
        okJson({ fileId: Number(AVATAR_FILE_ID), fileName: (body as ImageUpload).fileName }),
      ),
    ),
    avatarFileHandler,
    http.get(
      anyOrigin(`${accountPaths.windowConfig}/:code`),
      record((_call, { code = '' }) => okJson({ code, value: preferences[code] ?? null })),
    ),
    http.put(
      anyOrigin(accountPaths.windowConfig),
      record(({ body }) => {
        const { code, value } = body as WindowConfigUpdate;
        preferences[code] = value;
        return okJson(null);
      }),
    ),
  ];
  return { handlers, requests };
}

/** GET the avatar's file (AVATAR_FILE_ID): AVATAR_PNG, as the sandbox serves an image. */
export const avatarFileHandler = http.get(
  anyOrigin(`${userCentrePaths.file}/${AVATAR_FILE_ID}`),
  () => new HttpResponse(AVATAR_PNG, { headers: { 'Content-Type': 'image/png' } }),
);

/**
 * No preference kept, and keeping one answers success: what the order lists and the message
 * drop-down start from.
 */
export const defaultPreferenceHandlers = [
  okGet(`${accountPaths.windowConfig}/:code`, { code: '', value: null }),
  ok(accountPaths.windowConfig, null),
];
