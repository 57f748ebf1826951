import { describe, expect, it } from 'vitest';
import { fundsPaths } from '../../contract/funds.ts';
import { userCentrePaths } from '../../contract/userCentre.ts';
import { callsTo, createFundsServer, defaultHandlers, fail, users } from '../../mocks/index.ts';
import { createTestRoot } from '../../test-support/root.ts';
import { setupTestServer } from '../../test-support/server.ts';
import { createFundsStore } from './FundsStore.ts';

const server = setupTestServer(...defaultHandlers);

const setup = () => {
  const funds = createFundsServer();
  server.use(...funds.handlers);
  const { root, env } = createTestRoot({ token: 'tok', user: users.certifiedAdmin });
  return { funds, env, store: root.feature(createFundsStore) };
};

const RECHARGE = {
  amount: '5000.00',
  collectionAccountId: 1,
  settleStyleId: 1,
  serialNo: 'ICBC20260318009',
  voucherFileId: 701,
};

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);

describe('the funds store', () => {
  it('loads the overview, the deposits held and the records, and filters them by kind', async () => {
    const { funds, store } = setup();
    await store.load();
    expect(store.info.data?.available).toBe('1500000.50');
    expect(store.deposits.data?.map(({ kind }) => kind)).toEqual([
      'withdrawal',
      'auctionDeposit',
      'order',
    ]);
    expect(store.records.total).toBe(9);
    await store.records.setFilter({ kind: 'refund', from: '2026-03-01', to: '2026-03-18' });
    expect(store.records.rows.map(({ id }) => id)).toEqual([905]);
    const [last] = callsTo(funds.requests, userCentrePaths.capitalList).slice(-1);
    expect(Object.fromEntries(last?.url.searchParams ?? [])).toEqual({
      kind: 'refund',
      from: '2026-03-01',
      to: '2026-03-18',
      pageNum: '1',
      pageSize: '10',
    });
  });

  it('checks a withdrawal against the available balance', async () => {
    const { store } = setup();
    await store.info.load();
    expect(store.withdrawProblem('1500000.50')).toBe('');
    expect(store.withdrawProblem('1500000.51')).toBe(
      '提现金额不能超过可用余额（可用 1500000.50 元）',
    );
  });

  it('opens the recharge form with the first collection company’s accounts', async () => {
    const { store } = setup();
    await store.openRecharge();
    expect(store.dialog).toBe('recharge');
    expect(store.collectionCompany).toBe('佛山华铝商城有限公司');
    expect(store.accounts.data?.map(({ id }) => id)).toEqual([1, 2]);
    expect(store.settleStyles.data?.map(({ name }) => name)).toEqual(['银行转账', '电汇']);
  });

  it('sends only what was confirmed, once, and refreshes', async () => {
    const { funds, env, store } = setup();
    await store.load();
    await store.openRecharge();
    await expect(store.confirm()).resolves.toBe(false);
    store.ask({ kind: 'recharge', request: RECHARGE });
    const first = store.confirm();
    await expect(store.confirm()).resolves.toBe(false);
    await expect(first).resolves.toBe(true);
    const sent = callsTo(funds.requests, fundsPaths.recharge);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.idempotencyKey).toBeTruthy();
    expect(store.dialog).toBeNull();
    expect(env.notifications).toContainEqual({
      type: 'success',
      message: '充值申请已提交，待财务确认到账',
    });
    expect(store.records.rows[0]).toMatchObject({ kind: 'recharge', status: 'pending' });
  });

  it('keeps the withdrawal dialog and the key after a failure', async () => {
    const { funds, store } = setup();
    await store.load();
    store.openWithdraw();
    server.use(fail(fundsPaths.withdraw, 500, '服务器繁忙'));
    store.ask({ kind: 'withdraw', request: { amount: '100', smsCode: '123456' } });
    await expect(store.confirm()).resolves.toBe(false);
    expect(store.dialog).toBe('withdraw');
    expect(store.withdraw.error).toBe('服务器繁忙');
    server.resetHandlers(...funds.handlers);
    store.ask({ kind: 'withdraw', request: { amount: '100', smsCode: '123456' } });
    await expect(store.confirm()).resolves.toBe(true);
    expect(store.info.data?.frozen).toBe('20400.00');
  });

  it('asks for a recharge only with an uploaded voucher, checked by its content', async () => {
    const { funds, store } = setup();
    await store.openRecharge();
    const draft = {
      amount: RECHARGE.amount,
      collectionAccountId: RECHARGE.collectionAccountId,
      settleStyleId: RECHARGE.settleStyleId,
      serialNo: RECHARGE.serialNo,
    };
    store.askRecharge(draft);
    expect(store.voucher.error).toBe('请上传转账凭证');
    expect(store.confirming).toBeNull();
    await store.chooseVoucher(new File(['%PDF-1.4'], '回单.png', { type: 'image/png' }));
    expect(store.voucher).toMatchObject({ fileName: '回单.png', error: '请上传 JPG 或 PNG 图片' });
    expect(callsTo(funds.requests, userCentrePaths.upload)).toEqual([]);
    await store.chooseVoucher(new File([PNG], '回单.png', { type: 'image/png' }));
    expect(store.voucher).toMatchObject({ fileId: 701, error: '', uploading: false });
    store.askRecharge(draft);
    expect(store.confirming).toEqual({ kind: 'recharge', request: RECHARGE });
  });

  it('shows a recharge’s voucher image', async () => {
    const { store } = setup();
    await store.load();
    const [pending] = store.records.rows;
    if (!pending) throw new Error('no record');
    await store.showVoucher(pending);
    expect(store.shownVoucher?.title).toBe('转账凭证（ICBC20260318001）');
    expect(store.shownVoucher?.file.blob.size).toBeGreaterThan(0);
    store.closeVoucher();
    expect(store.shownVoucher).toBeNull();
  });

  it('deletes a pending recharge and reloads the records', async () => {
    const { funds, store } = setup();
    await store.load();
    await store.deleteRecord(909);
    expect(callsTo(funds.requests, `${fundsPaths.capital}/909`)).toHaveLength(1);
    expect(store.records.rows.map(({ id }) => id)).not.toContain(909);
  });
});
