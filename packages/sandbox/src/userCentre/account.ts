import { and, eq } from 'drizzle-orm';
import type { AccountInfo, AccountUpdate } from '@mall/domain/contract/account';
import { ACCOUNT_UPDATE } from '@mall/domain/contract/account';
import { SMS_TYPE, THIRD_PARTY, type ThirdPartyType } from '@mall/domain/contract';
import { REGISTERED, findUser, toUserInfo } from '../auth.ts';
import type { SessionUser } from '../context.ts';
import type { SandboxDb } from '../db/client.ts';
import { thirdIdentities, userAvatars, userFiles, users } from '../db/schema.ts';
import { WRONG_SMS_CODE, redeemSmsCode } from '../sms.ts';
import { BAD_THIRD_CODE, redeemThirdCode } from '../thirdCodes.ts';

const PROVIDER_NAME: Readonly<Record<ThirdPartyType, string>> = {
  [THIRD_PARTY.wechat]: '微信',
  [THIRD_PARTY.qq]: 'QQ',
};

/** The provider each bind and unbind type is about. */
const providerOf = (updateType: 1 | 2 | 3 | 4): ThirdPartyType =>
  updateType === ACCOUNT_UPDATE.bindWechat || updateType === ACCOUNT_UPDATE.unbindWechat
    ? THIRD_PARTY.wechat
    : THIRD_PARTY.qq;

/** The user as 账号信息 reads it: the user (with the avatar) and the bound accounts' nicknames. */
export const accountInfoOf = async (db: SandboxDb, user: SessionUser): Promise<AccountInfo> => {
  const bound = await db
    .select({ type: thirdIdentities.type, nickname: thirdIdentities.nickname })
    .from(thirdIdentities)
    .where(eq(thirdIdentities.userId, user.id));
  const nicknameOf = (type: ThirdPartyType) =>
    bound.find((identity) => identity.type === type)?.nickname ?? null;
  return {
    ...toUserInfo(user),
    wechatNickname: nicknameOf(THIRD_PARTY.wechat),
    qqNickname: nicknameOf(THIRD_PARTY.qq),
  };
};

/**
 * PUT updateAccount (contract/account.ts): a new mobile proven by its SMS code becomes the
 * login name; a provider's code binds its identity (one per provider and user, one user per
 * identity); unbinding lets the identity go; the avatar must be an image the user uploaded.
 * Answers the refusal, or null when done.
 */
export const updateAccount = async (
  db: SandboxDb,
  user: SessionUser,
  update: AccountUpdate,
  at: Date,
): Promise<string | null> => {
  switch (update.updateType) {
    case ACCOUNT_UPDATE.bindPhone: {
      const { username, smsCode } = update;
      if (username === user.username) return '新手机号不能与当前手机号相同';
      if (await findUser(db, eq(users.username, username))) return REGISTERED;
      const proven = await redeemSmsCode(db, { username, type: SMS_TYPE.bind, code: smsCode }, at);
      if (!proven) return WRONG_SMS_CODE;
      await db.update(users).set({ username }).where(eq(users.id, user.id));
      return null;
    }
    case ACCOUNT_UPDATE.bindWechat:
    case ACCOUNT_UPDATE.bindQq: {
      const type = providerOf(update.updateType);
      const identity = await redeemThirdCode(db, { code: update.code, type }, at);
      if (!identity) return BAD_THIRD_CODE;
      if (identity.userId === user.id) return null;
      if (identity.userId !== null) return `该${PROVIDER_NAME[type]}已绑定其他账号`;
      const [already] = await db
        .select({ id: thirdIdentities.id })
        .from(thirdIdentities)
        .where(and(eq(thirdIdentities.type, type), eq(thirdIdentities.userId, user.id)));
      if (already) return `已绑定${PROVIDER_NAME[type]}，请先解绑`;
      await db
        .update(thirdIdentities)
        .set({ userId: user.id })
        .where(eq(thirdIdentities.id, identity.id));
      return null;
    }
    case ACCOUNT_UPDATE.unbindWechat:
    case ACCOUNT_UPDATE.unbindQq: {
      const type = providerOf(update.updateType);
      const released = await db
        .update(thirdIdentities)
        .set({ userId: null })
        .where(and(eq(thirdIdentities.type, type), eq(thirdIdentities.userId, user.id)))
        .returning({ id: thirdIdentities.id });
      return released.length > 0 ? null : `尚未绑定${PROVIDER_NAME[type]}`;
    }
    case ACCOUNT_UPDATE.avatar: {
      const fileId = Number(update.headpic);
      const [file] = await db
        .select({ id: userFiles.id })
        .from(userFiles)
        .where(and(eq(userFiles.id, fileId), eq(userFiles.userId, user.id)));
      if (!file) return '头像图片不存在';
      await db
        .insert(userAvatars)
        .values({ userId: user.id, fileId })
        .onConflictDoUpdate({ target: userAvatars.userId, set: { fileId } });
      return null;
    }
  }
};
