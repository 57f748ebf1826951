import { describe, expect, it, vi } from 'vitest';
import { afterSalePaths } from '../../contract/afterSales.ts';
import type { RecordedRequest } from '../../mocks/index.ts';
import {
  answerLostOnce,
  callsTo,
  createAfterSaleServer,
  defaultHandlers,
  httpStatus,
  users,
} from '../../mocks/index.ts';
import { createTestRoot } from '../../test-support/root.ts';
import { setupTestServer } from '../../test-support/server.ts';
import { createAfterSaleApplyStore } from './AfterSaleApplyStore.ts';
import { createAfterSaleDetailStore } from './AfterSaleDetailStore.ts';

const server = setupTestServer(...defaultHandlers);
type AfterSaleDetail = ReturnType<typeof createAfterSaleDetailStore>;
const p = afterSalePaths;

function setup() {
  const mock = createAfterSaleServer();
  server.use(...mock.handlers);
  const { env, root } = createTestRoot({ token: 'tok', user: users.certifiedAdmin });
  return { mock, env, root };
}

describe('AfterSaleApplyStore', () => {
  it('works out the weight of the pieces, keeps what was typed on a refusal, and sends once', async () => {
    const { mock, env, root } = setup();
    const apply = root.feature(createAfterSaleApplyStore);
    await apply.start({ orderId: 31001 });
    expect(apply.form.contactName).toBe('陈志强');
    apply.setKind('returnsRefunds');
    await apply.loadReasons('returnsRefunds');
    apply.setField('reasonId', String(apply.kindReasons[0]?.reasonId));
    expect(apply.photosRequired).toBe(true);
    apply.selectLine(1, true);
    await apply.setPieces(1, '10');
    expect(apply.form.lines[1]?.weight).toBe('0.169');
    apply.setField('amount', '3549.01');
    apply.setField('description', '规格不符');
    await apply.submit();
    expect(apply.errors).toEqual({
      amount: '申请金额不能超过已付金额 ¥3,549.00',
      pics: '该售后原因需上传照片作为凭证',
    });
    // 不再需要 needs no photo.
    apply.setField('reasonId', String(apply.kindReasons[1]?.reasonId));
    expect(apply.photosRequired).toBe(false);
    expect(apply.form.amount).toBe('3549.01');
    apply.setField('amount', '3549');
    await Promise.all([apply.submit(), apply.submit()]);
    const sent = callsTo(mock.requests, p.apply);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.idempotencyKey).toBeTruthy();
    expect(env.opened.at(-1)).toEqual({ route: 'detailReturnsRefunds', id: 7999 });
  });

  it('saves an edit (修改售后) with a key that the retry after a lost answer reuses', async () => {
    const { mock, env, root } = setup();
    const apply = root.feature(createAfterSaleApplyStore);
    await apply.start({ afterSaleId: 7002 });
    const path = `${p.apply}/7002`;
    const lost: RecordedRequest[] = [];
    server.use(answerLostOnce(path, lost));
    await apply.submit();
    expect(apply.submitting.outcomeUnknown).toBe(true);
    await apply.submit();
    const saved = callsTo(mock.requests, path).filter(({ method }) => method === 'PUT');
    expect(saved).toHaveLength(1);
    expect(lost[0]?.idempotencyKey).toBeTruthy();
    expect(saved[0]?.idempotencyKey).toBe(lost[0]?.idempotencyKey);
    expect(env.opened.at(-1)).toEqual({ route: 'detailRefundOnly', id: 7002 });
  });

  it('refuses a photo by its content, not its name', async () => {
    const { mock, root } = setup();
    const apply = root.feature(createAfterSaleApplyStore);
    await apply.start({ orderId: 31001 });
    const gif = new File([new TextEncoder().encode('GIF89a')], 'a.png', { type: 'image/png' });
    await apply.addPhotos([gif]);
    expect(apply.errors.pics).toBe('a.png：仅支持 JPG、PNG 格式的照片');
    expect(callsTo(mock.requests, p.uploadPic)).toEqual([]);
  });
});

describe('AfterSaleDetailStore', () => {
  it('pays the supplementary amount once, with a key', async () => {
    const { mock, root } = setup();
    const detail = root.feature(createAfterSaleDetailStore);
    await detail.open(7007);
    await Promise.all([detail.replenish(), detail.replenish()]);
    const paid = callsTo(mock.requests, `${p.replenish}/7007`);
    expect(paid).toHaveLength(1);
    expect(paid[0]?.idempotencyKey).toBeTruthy();
    expect(detail.sale.data?.status).toBe('processing');
  });

  it.each([
    [7007, `${p.replenish}/7007`, (detail: AfterSaleDetail) => detail.replenish()],
    [
      7003,
      p.confirmLogistics,
      (detail: AfterSaleDetail) => detail.confirmLogistics('德邦物流', 'DP88886666'),
    ],
  ])(
    'after a lost answer on %i fetches the application again behind what is shown',
    async (id, path, send) => {
      const { mock, root } = setup();
      const detail = root.feature(createAfterSaleDetailStore);
      await detail.open(id);
      server.use(httpStatus(path, 504));
      await expect(send(detail)).resolves.toBe(false);
      expect(detail.sale.status).toBe('ready');
      await vi.waitFor(() => expect(callsTo(mock.requests, `${p.apply}/${id}`)).toHaveLength(2));
      expect(detail.sale.data?.afterSaleId).toBe(id);
    },
  );

  it('sends 确认寄回 with a key that the retry after a lost answer reuses', async () => {
    const { mock, root } = setup();
    const detail = root.feature(createAfterSaleDetailStore);
    await detail.open(7003);
    const lost: RecordedRequest[] = [];
    server.use(answerLostOnce(p.confirmLogistics, lost));
    await expect(detail.confirmLogistics('德邦物流', 'DP88886666')).resolves.toBe(false);
    await expect(detail.confirmLogistics('德邦物流', 'DP88886666')).resolves.toBe(true);
    const [sent] = callsTo(mock.requests, p.confirmLogistics);
    expect(lost[0]?.idempotencyKey).toBeTruthy();
    expect(sent?.idempotencyKey).toBe(lost[0]?.idempotencyKey);
    expect(detail.sale.data?.status).toBe('returning');
  });

  it('checks the return shipment at its fields before sending', async () => {
    const { mock, root } = setup();
    const detail = root.feature(createAfterSaleDetailStore);
    await detail.open(7003);
    expect(await detail.confirmLogistics('', 'x')).toBe(false);
    expect(detail.logisticsErrors).toEqual({
      company: '请填写物流公司',
      trackingNo: '请输入 6–30 位字母或数字的物流单号',
    });
    expect(callsTo(mock.requests, p.confirmLogistics)).toEqual([]);
  });
});
