import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxAudit, sandboxPaths } from '@mall/domain/contract';
import type { Sandbox } from '../app.ts';
import { createSandbox } from '../app.ts';
import { FIXED_NOW, dataOf } from '../testing.ts';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await createSandbox({ dataDir: ':memory:', now: () => FIXED_NOW, cacheSeed: true });
});
afterAll(() => sandbox.close());

describe('the audit of the whole database', () => {
  it('runs every named check of the contracts', async () => {
    const { checks } = await dataOf(sandbox.app, sandboxAudit, sandboxPaths.audit);
    expect(checks).toEqual([
      'finalPaymentSum',
      'depositWithinDue',
      'weighingWithinTolerance',
      'deliveredWithinWeighed',
      'oneWaybillPerShipment',
      'finalOwesSupplement',
      'contractAmountMatchesOrder',
      'refundedInLedger',
      'overpaidDepositCarried',
      'eventsAfterPlacing',
      'totalIncludesFees',
      'numberedByPlacing',
      'placedAfterListing',
      'datedAfterReceipt',
      'claimsWithinDelivered',
      'replenishOnlyWhereOwed',
      'refundOnlyNoReturn',
      'photosWhereEvidenceNeeded',
      'returnAddressWhereGoodsGoBack',
      'runningBalanceInTimeOrder',
      'ledgerMatchesAccount',
      'refundDatedAsTimeline',
      'writtenInTimeOrder',
      'oneCompanyIdentity',
      'namesOwnSubject',
      'datedAfterItsEvent',
      'quotedAfterSent',
      'orderedAfterQuote',
      'expiredBeforeItsMark',
      'addedAfterListing',
      'openedAfterListing',
      'searchedAfterJoining',
      'loggedInTimeOrder',
    ]);
  });

  it('finds no violation in the fresh seed', async () => {
    const { violations } = await dataOf(sandbox.app, sandboxAudit, sandboxPaths.audit);
    expect(violations).toEqual([]);
  });
});
