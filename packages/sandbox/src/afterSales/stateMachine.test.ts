import { describe, expect, it } from 'vitest';
import type { AfterSaleStatus } from '@mall/domain/contract/afterSales';
import { AFTER_SALE_STATUSES } from '@mall/domain/contract/afterSales';
import type { AfterSaleMove, Application } from './stateMachine.ts';
import { AFTER_SALE_MOVES, transition } from './stateMachine.ts';

const refund: Application = { kind: 'refundOnly', plan: null };
const returns: Application = { kind: 'returnsRefunds', plan: null };
const plan = (needReturn: boolean): Application => ({
  kind: 'product',
  plan: { text: '退款', refundAmount: '100.00', needReturn, exchange: false },
});

describe('the after-sale lifecycle', () => {
  it.each<[AfterSaleMove, AfterSaleStatus, Application, AfterSaleStatus]>([
    ['approve', 'pending', returns, 'toReturn'],
    ['approve', 'pending', { kind: 'exchange', plan: null }, 'toReturn'],
    ['approve', 'pending', refund, 'processing'],
    ['reject', 'pending', refund, 'rejected'],
    ['askEdit', 'rejected', refund, 'editRequested'],
    ['agreeEdit', 'editRequested', refund, 'editing'],
    ['update', 'editing', refund, 'pending'],
    ['proposePlan', 'pending', plan(true), 'planProposed'],
    ['agreePlan', 'planProposed', plan(true), 'toReturn'],
    ['agreePlan', 'planProposed', plan(false), 'processing'],
    ['confirmLogistics', 'toReturn', returns, 'returning'],
    ['receive', 'returning', returns, 'processing'],
    ['askPayment', 'processing', returns, 'toReplenish'],
    ['replenish', 'toReplenish', returns, 'processing'],
    ['refund', 'processing', returns, 'toConfirm'],
    ['ship', 'processing', returns, 'toConfirm'],
    ['confirmResult', 'toConfirm', returns, 'completed'],
    ['cancel', 'toReturn', returns, 'cancelled'],
  ])('%s from %s', (move, from, application, to) => {
    expect(transition(move, from, application)).toEqual({ ok: true, to });
  });

  it('refuses a move its status does not allow, naming the status', () => {
    expect(transition('cancel', 'completed', refund)).toEqual({
      ok: false,
      message: '售后申请当前状态为「已完成」，不能取消申请',
    });
    expect(transition('refund', 'returning', returns)).toEqual({
      ok: false,
      message: '售后申请当前状态为「退货中」，不能退款',
    });
  });

  it('ends at completed and cancelled: no move leaves them', () => {
    const moves = Object.keys(AFTER_SALE_MOVES) as AfterSaleMove[];
    for (const end of ['completed', 'cancelled'] as const) {
      expect(moves.filter((move) => transition(move, end, returns).ok)).toEqual([]);
    }
  });

  it('lets every status be reached', () => {
    const reached = new Set<AfterSaleStatus>(['pending']);
    for (const rule of Object.values(AFTER_SALE_MOVES)) {
      if (typeof rule.to === 'string') reached.add(rule.to);
    }
    for (const status of ['toReturn', 'processing'] as const) reached.add(status);
    expect([...reached].sort()).toEqual([...AFTER_SALE_STATUSES].sort());
  });
});
