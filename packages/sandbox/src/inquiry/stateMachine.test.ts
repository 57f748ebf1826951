import { describe, expect, it } from 'vitest';
import type { InquiryStatus } from '@mall/domain/contract/inquiry';
import { INQUIRY_STATUSES } from '@mall/domain/contract/inquiry';
import type { InquiryAction } from './stateMachine.ts';
import { INQUIRY_ACTIONS, transition } from './stateMachine.ts';

/** Every action: the statuses it is allowed in and where it leads from each. */
const TABLE: Readonly<Record<InquiryAction, Partial<Record<InquiryStatus, InquiryStatus>>>> = {
  modify: { toBeAccepted: 'toBeAccepted' },
  unpack: { toBeAccepted: 'toBeAccepted' },
  cancel: { toBeAccepted: 'cancelled', quoting: 'cancelled', quoted: 'cancelled' },
  accept: { toBeAccepted: 'quoting' },
  quote: { quoting: 'quoted', quoted: 'quoted' },
  expire: { quoted: 'expired' },
  deleteQuote: { quoted: 'quoted', ordered: 'ordered' },
  makeOrder: { quoted: 'ordered', ordered: 'ordered' },
};

const LABELS: Readonly<Record<InquiryStatus, string>> = {
  toBeAccepted: '待受理',
  quoting: '报价中',
  quoted: '已报价',
  ordered: '已下单',
  expired: '已失效',
  cancelled: '已取消',
};

describe('the inquiry state machine', () => {
  it('has a row for every action', () => {
    expect(Object.keys(TABLE).sort()).toEqual(Object.keys(INQUIRY_ACTIONS).sort());
  });

  const cases = (Object.keys(TABLE) as InquiryAction[]).flatMap((action) =>
    INQUIRY_STATUSES.map((status) => [action, status, TABLE[action][status]] as const),
  );

  it.each(cases)('%s from %s leads to %s', (action, status, to) => {
    const result = transition(action, status);
    if (to) expect(result).toEqual({ ok: true, to });
    else
      expect(result).toEqual({
        ok: false,
        message: expect.stringMatching(new RegExp(`^询价单当前状态为「${LABELS[status]}」，不能`)),
      });
  });

  it('names the action refused', () => {
    expect(transition('quote', 'cancelled')).toEqual({
      ok: false,
      message: '询价单当前状态为「已取消」，不能报价',
    });
    expect(transition('makeOrder', 'expired')).toEqual({
      ok: false,
      message: '询价单当前状态为「已失效」，不能报价下单',
    });
  });
});
