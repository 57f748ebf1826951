import { describe, expect, it } from 'vitest';
import type { ReminderCode } from '../contract/index.ts';
import { REMINDERS, reminderOrderNumbers } from './reminders.ts';

const go = (route: string) => ({ kind: 'open', screen: { route } });
const refreshUser = { kind: 'refreshUser' };

describe('reminder code table', () => {
  it.each([
    ['001', '客户名称审核通过', { ...go('main'), refreshUser: true }],
    ['002', '客户名称审核未通过', refreshUser],
    ['003', '您有新的报价订单待提交', go('orderToBeSubmit')],
    ['004', '定金审核通过', go('orderInStock')],
    ['005', '订单已付款', go('orderToBeDelivery')],
    ['006', '您的管理员权限已被撤销', refreshUser],
    ['007', '您已被设置为管理员', refreshUser],
    ['008', '新员工信息审核通过', refreshUser],
    ['009', '您已被分配员工权限', refreshUser],
    ['010', '您有新的报价订单待提交', go('orderToBeSubmit')],
    ['011', '询价已受理', go('queryList')],
    ['012', '询价已报价，请提交订单', go('queryList')],
    ['013', '订单已开始生产', go('orderInStock')],
    ['014', '订单已开始生产', go('orderInStock')],
    ['015', '订单已付款', go('orderToBeReceipt')],
    ['016', '您的提醒有新的回复', go('otherReminder')],
    ['017', '提货方式变更已报价', go('orderToBePaid')],
    ['018', '提货方式变更已报价', go('orderToBeSupplemented')],
    ['019', '提货方式变更已报价', go('orderToBeDelivery')],
    ['020', '管理员变更申请未通过', refreshUser],
    ['021', '新员工信息审核未通过', refreshUser],
    ['022', '您的出价已被超越', go('activityFollow')],
    ['023', '您关注的拍品即将开拍', go('activityFollow')],
    ['024', '您关注的拍品已结束', go('activityFollow')],
    ['025', '恭喜您竞拍成功', go('activityPayDone')],
    ['026', '您预约的竞拍专场即将开始', go('otherPreBook')],
    ['027', '您关注的拍品即将结束', go('activityFollow')],
    ['028', '询价有新的回复', go('queryList')],
    ['029', '您的充值申请已被驳回', go('userFundManage')],
  ] as const)('%s: %s', (code, text, target) => {
    expect(REMINDERS[code as ReminderCode]).toEqual({ text, target });
  });

  it('has exactly the codes 001 to 021 of the spec, the auction codes 022 to 027, 028 and 029', () => {
    expect(Object.keys(REMINDERS)).toEqual(
      Array.from({ length: 29 }, (_, i) => String(i + 1).padStart(3, '0')),
    );
  });
});

describe('reminderOrderNumbers', () => {
  it.each([
    ['', []],
    ['XS20260312015', ['XS20260312015']],
    ['XS20260312015,XS20260312016', ['XS20260312015', 'XS20260312016']],
    [' XS1 , ,XS2,', ['XS1', 'XS2']],
  ])('%j', (businessMsg, expected) => {
    expect(reminderOrderNumbers(businessMsg)).toEqual(expected);
  });
});
