import type { ReminderAction, ReminderCode } from '../contract/index.ts';
import type { PlainScreenRoute, ScreenLink } from './routes.ts';

/**
 * What clicking a reminder does: open a screen (first refreshing the user's info when the
 * reminder changed the user, as 001's approval does), or refresh the user's info.
 */
export type ReminderTarget =
  { kind: 'open'; screen: ScreenLink; refreshUser?: true } | { kind: 'refreshUser' };

const go = (route: PlainScreenRoute): ReminderTarget => ({ kind: 'open', screen: { route } });
const refreshUser: ReminderTarget = { kind: 'refreshUser' };
const toSubmit = go('orderToBeSubmit');
const inStock = go('orderInStock');
const toShip = go('orderToBeDelivery');
const inquiryList = go('queryList');
const follows = go('activityFollow');

/**
 * Spec section 8: each reminder code's text and click target. The auction codes (022–027,
 * chosen in contract/messages.ts) lead to 我的关注, where the lot shows with its standing and
 * its way to the lot, a won lot to 已拍商品, and a reserved activity about to start to 我的预约.
 */
export const REMINDERS: Record<ReminderCode, { text: string; target: ReminderTarget }> = {
  // Certified now: prices show at once, without a new login.
  '001': {
    text: '客户名称审核通过',
    target: { kind: 'open', screen: { route: 'main' }, refreshUser: true },
  },
  '002': { text: '客户名称审核未通过', target: refreshUser },
  '003': { text: '您有新的报价订单待提交', target: toSubmit },
  '004': { text: '定金审核通过', target: inStock },
  '005': { text: '订单已付款', target: toShip },
  '006': { text: '您的管理员权限已被撤销', target: refreshUser },
  '007': { text: '您已被设置为管理员', target: refreshUser },
  '008': { text: '新员工信息审核通过', target: refreshUser },
  '009': { text: '您已被分配员工权限', target: refreshUser },
  '010': { text: '您有新的报价订单待提交', target: toSubmit },
  '011': { text: '询价已受理', target: inquiryList },
  '012': { text: '询价已报价，请提交订单', target: inquiryList },
  '013': { text: '订单已开始生产', target: inStock },
  '014': { text: '订单已开始生产', target: inStock },
  '015': { text: '订单已付款', target: go('orderToBeReceipt') },
  '016': { text: '您的提醒有新的回复', target: go('otherReminder') },
  '017': { text: '提货方式变更已报价', target: go('orderToBePaid') },
  '018': { text: '提货方式变更已报价', target: go('orderToBeSupplemented') },
  '019': { text: '提货方式变更已报价', target: toShip },
  '020': { text: '管理员变更申请未通过', target: refreshUser },
  '021': { text: '新员工信息审核未通过', target: refreshUser },
  '022': { text: '您的出价已被超越', target: follows },
  '023': { text: '您关注的拍品即将开拍', target: follows },
  '024': { text: '您关注的拍品已结束', target: follows },
  '025': { text: '恭喜您竞拍成功', target: go('activityPayDone') },
  '026': { text: '您预约的竞拍专场即将开始', target: go('otherPreBook') },
  '027': { text: '您关注的拍品即将结束', target: follows },
  // Chosen in contract/inquiryDetail.ts: the mall answered in an inquiry's conversation.
  '028': { text: '询价有新的回复', target: inquiryList },
  // Chosen in contract/messages.ts: finance rejected a recharge; 资金管理 shows why.
  '029': { text: '您的充值申请已被驳回', target: go('userFundManage') },
};

/** The order numbers a reminder is about ('' gives none). */
export const reminderOrderNumbers = (businessMsg: string): string[] =>
  businessMsg
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

/** A reminder as the dialog and 我的提醒 show it: its code's Chinese text and its order numbers. */
export type WithReminderText<T extends ReminderAction> = T & {
  /** The code's Chinese text (spec section 8). */
  text: string;
  /** businessMsg split into its order numbers. */
  orderNumbers: string[];
};

/** Adds the code's text and the order numbers to a reminder. */
export const withReminderText = <T extends ReminderAction>(reminder: T): WithReminderText<T> => ({
  ...reminder,
  text: REMINDERS[reminder.actionCode].text,
  orderNumbers: reminderOrderNumbers(reminder.businessMsg),
});
