/** 资金管理's rules, shared by the form and the sandbox. */
import type { CapitalDirection, CapitalStatus } from '../contract/userCentre.ts';
import { Big } from '../money.ts';

/** A withdrawal above what the company may spend (its available balance). */
export const WITHDRAW_ABOVE_AVAILABLE = '提现金额不能超过可用余额';

/**
 * Why a withdrawal of `amount` (already a valid amount) is refused with `available` yuan
 * available; '' when it may be sent.
 */
export const withdrawError = (amount: string, available: string): string =>
  new Big(amount).gt(available) ? `${WITHDRAW_ABOVE_AVAILABLE}（可用 ${available} 元）` : '';

/**
 * Whether the buyer may delete a capital record: only an announced recharge that the mall's
 * finance has not confirmed yet (a pending `in` record, which moved no money). A pending freeze
 * (a withdrawal waiting to be paid) holds money and stays.
 */
export const canDeleteRecord = (record: {
  direction: CapitalDirection;
  status: CapitalStatus;
}): boolean => record.status === 'pending' && record.direction === 'in';
