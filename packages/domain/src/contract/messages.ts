import * as z from 'zod/mini';
import { flag, page } from './envelope.ts';

/** The fixed first tab of the message centre: the customer-service chat (spec section 9). */
export const CUSTOMER_SERVICE_TYPE_ID = -1;
/** The message centre's page size (spec section 9). */
export const MESSAGE_PAGE_SIZE = 10;
/** readStatus of an unread message (spec section 3); shown with an unread tag. */
export const UNREAD = 2;
/** readStatus of a read message. */
export const READ = 1;

/** 'YYYY-MM-DD HH:mm:ss', China time, as the mall writes timestamps. */
export const dateTime = z
  .string()
  .check(z.regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, '时间格式应为 YYYY-MM-DD HH:mm:ss'));

/** A tab of the message centre (GET selectMessageTypeListByGroup answers a list of them). */
export const messageType = z.object({ typeId: z.int(), title: z.string(), unreadCount: z.int() });
export type MessageType = z.infer<typeof messageType>;
export const messageTypeList = z.array(messageType);

export const message = z.object({
  id: z.int(),
  title: z.string(),
  /** Server HTML: sanitise before rendering. */
  content: z.string(),
  intime: dateTime,
  readStatus: z.union([z.literal(UNREAD), z.literal(READ)]),
  /** Key into the jump map; '' when the message leads nowhere. */
  bizCode: z.string(),
  /**
   * Chosen: a JSON-encoded object of string values, e.g. '{"orderNo":"XS20260313001"}', whose
   * names are those the jump map entry of `bizCode` lists; '' or '{}' when there are none.
   */
  jumpParams: z.string(),
});
export type Message = z.infer<typeof message>;
export const messageList = z.array(message);
export const messagePage = page(message);

/** Query of GET getMessageList. */
export interface MessageListQuery {
  messageTypeId: number;
  pageNum: number;
  pageSize: number;
}

/**
 * Where a bizCode leads: `usePage` is the route name, then further parts separated by '-', the
 * third part being a tab (e.g. 'orderToBeDelivery-order-2'); `jumpParams` names the values the
 * message's own jumpParams supply, added to the target as query parameters.
 */
const jumpMapEntry = z.object({
  bizCode: z.string(),
  usePage: z.string(),
  jumpParams: z.array(z.string()),
});
export type JumpMapEntry = z.infer<typeof jumpMapEntry>;
export const jumpMap = z.array(jumpMapEntry);

const messageSetting = z.object({
  messageSettingId: z.int(),
  messageTitle: z.string(),
  receive: flag,
});

/** One type of the message settings tree (GET getMessageTypeList answers the list). */
const messageSettingType = z.object({
  typeId: z.int(),
  title: z.string(),
  enable: flag,
  messageSettingList: z.array(messageSetting),
});
export type MessageSettingType = z.infer<typeof messageSettingType>;
export const messageSettings = z.array(messageSettingType);

/** Body of POST batchUpdateMessageSetting: every sub-setting of the type at once. */
export const batchUpdateSettingRequest = z.object({ messageTypeId: z.int(), receive: flag });
export type BatchUpdateSettingRequest = z.infer<typeof batchUpdateSettingRequest>;

/** Body of POST updateMessageSetting. */
export const updateSettingRequest = z.object({ messageSettingId: z.int(), receive: flag });
export type UpdateSettingRequest = z.infer<typeof updateSettingRequest>;

/** The reminder codes of spec section 8. */
export const REMINDER_CODES = [
  '001',
  '002',
  '003',
  '004',
  '005',
  '006',
  '007',
  '008',
  '009',
  '010',
  '011',
  '012',
  '013',
  '014',
  '015',
  '016',
  '017',
  '018',
  '019',
  '020',
  '021',
] as const;
/**
 * Chosen (spec section 8 lists no auction reminders): the auction area's codes, raised by the
 * mall as it happens; businessMsg is the lot's number. 022 outbid (to each user of the company
 * that bid on the lot), 023 a followed lot starts within AUCTION_STARTING_SOON_MIN minutes,
 * 024 a followed or bid-on lot ended and was not won, 025 a lot won (to the users of the
 * winning company that bid on it), 026 a reserved activity (预约) starts within
 * AUCTION_STARTING_SOON_MIN minutes (to the user who reserved it; businessMsg is the activity's
 * title), 027 a followed or bid-on lot ends within AUCTION_ENDING_SOON_MIN minutes (its end as
 * it stands then; an extension after does not raise it again). 023, 026 and 027 are raised once
 * each per user and lot (or activity), by the mall's clock. Every auction reminder also arrives
 * in the message centre, under 竞拍消息, leading to 我的关注 (022–025, 027) or 我的预约 (026).
 * Texts and targets: rules/reminders.ts.
 */
export const AUCTION_REMINDER_CODES = ['022', '023', '024', '025', '026', '027'] as const;
/**
 * Chosen (issue 13): 028, the mall answered in an inquiry's conversation (询价有新的回复, to the
 * inquiry list; businessMsg is the inquiry number). See contract/inquiryDetail.ts.
 */
export const INQUIRY_DETAIL_REMINDER_CODES = ['028'] as const;
/**
 * Chosen (issue 15; the spec's catalogue has no code for it, 022–028 are taken above): 029, the
 * mall's finance rejected a recharge (您的充值申请已被驳回, to 资金管理, where the record shows
 * 已驳回 with the reason), to the user who announced the transfer; businessMsg is empty. See
 * contract/funds.ts.
 */
export const FUNDS_REMINDER_CODES = ['029'] as const;
const reminderCode = z.enum([
  ...REMINDER_CODES,
  ...AUCTION_REMINDER_CODES,
  ...INQUIRY_DETAIL_REMINDER_CODES,
  ...FUNDS_REMINDER_CODES,
]);
export type ReminderCode = z.infer<typeof reminderCode>;

/**
 * A reminder, as GET /pc/common/flashAction/queryAction lists them (chosen: the data is the
 * list of reminders not yet consumed, oldest first). `happenTime` identifies one for
 * GET consume?happenTime=; consume without it clears them all.
 */
export const reminderAction = z.object({
  actionCode: reminderCode,
  happenTime: dateTime,
  /** Comma-separated order numbers (an auction reminder's lot number); '' when about no order. */
  businessMsg: z.string(),
});
export type ReminderAction = z.infer<typeof reminderAction>;
export const reminderActions = z.array(reminderAction);

/**
 * One reminder of the 我的提醒 page (chosen: GET /pc/common/flashAction/history with pageNum
 * and pageSize answers a page of them, newest first, consumed ones included). `consumed` 1 once
 * the buyer opened or dismissed it.
 */
const reminderRecord = z.extend(reminderAction, { id: z.int(), consumed: flag });
export type ReminderRecord = z.infer<typeof reminderRecord>;
export const reminderRecordPage = page(reminderRecord);

/**
 * The login identity of the customer-service chat widget (GET /customer/service/token).
 * Chosen: `token` signs the widget in; `uid` is the user's id; `name` is already
 * 'companyName-realname' (spec section 2); `mobile` is the login mobile number.
 */
export const customerServiceToken = z.object({
  token: z.string().check(z.minLength(1)),
  uid: z.int(),
  name: z.string(),
  mobile: z.string(),
});
export type CustomerServiceToken = z.infer<typeof customerServiceToken>;

/**
 * The user's notification switches (fields of userInfo): the master `isPush` and its
 * channels platform (`pushApp`), SMS (`pushDx`) and WeChat (`pushWx`). Body of
 * POST /info/user/updateUserInfo when they change.
 */
export const pushFlags = z.object({ isPush: flag, pushApp: flag, pushDx: flag, pushWx: flag });
export type PushFlags = z.infer<typeof pushFlags>;

/**
 * The rules every message and reminder in the database keeps, each a named check of the sandbox's
 * audit (`sandboxPaths.audit`); the key is the check's name.
 */
export const MESSAGE_INVARIANTS = {
  namesOwnSubject:
    'the order a message names (its jumpParams orderNo) and every order or inquiry number a reminder names (businessMsg) exists and is of the recipient’s company',
  datedAfterItsEvent:
    'a message or reminder is dated at or after what it announces: the order placed (and, 询价已报价, made from a quote quoted before), its production started (已开始生产), a payment of it paid (付款成功), a delivery of it shipped (已发货), an invoice of it issued (发票已开具); an inquiry number’s inquiry sent',
} as const;
export type MessageInvariant = keyof typeof MESSAGE_INVARIANTS;
