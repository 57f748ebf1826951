import { describe, expect, it } from 'vitest';
import { inquiryPaths } from '../../contract/inquiry.ts';
import { callsTo, createInquiryServer, defaultHandlers, users } from '../../mocks/index.ts';
import type { InquiryServerOptions } from '../../mocks/index.ts';
import { createTestRoot } from '../../test-support/root.ts';
import { setupTestServer } from '../../test-support/server.ts';
import { createInquiryHistoryStore, createInquiryListStore } from './InquiryListStore.ts';

const server = setupTestServer(...defaultHandlers);

function setup(options?: InquiryServerOptions) {
  const inquiries = createInquiryServer(options);
  server.use(...inquiries.handlers);
  const { env, root } = createTestRoot({ token: 'tok', user: users.certifiedAdmin });
  return {
    inquiries,
    env,
    list: root.feature(createInquiryListStore),
    history: root.feature(createInquiryHistoryStore),
  };
}

const numbers = (rows: readonly { inquiryNo: string; status: string }[]) =>
  rows.map((row) => [row.inquiryNo, row.status]);

describe('InquiryListStore', () => {
  it('lists the current inquiries with the count of each status, by status and number', async () => {
    const { inquiries, list } = setup();
    await list.list.load();
    expect(numbers(list.list.rows)).toEqual([
      ['XJ202603180001', 'toBeAccepted'],
      ['XJ202603170002', 'quoting'],
      ['XJ202603160003', 'quoted'],
    ]);
    expect(list.counts).toEqual({ toBeAccepted: 1, quoting: 1, quoted: 1 });
    expect(list.total).toBe(3);
    await list.setStatus('quoted');
    await list.search(' 0003 ');
    expect(callsTo(inquiries.requests, inquiryPaths.list).at(-1)?.url.search).toBe(
      '?status=quoted&inquiryNo=0003&pageNum=1&pageSize=10&historyFlag=false',
    );
    await list.setStatus(undefined);
    expect(list.list.filter).toEqual({ inquiryNo: '0003' });
  });

  it('lists the history apart', async () => {
    const { history } = setup();
    await history.list.load();
    expect(numbers(history.list.rows)).toEqual([
      ['XJ202603150004', 'ordered'],
      ['XJ202603120005', 'expired'],
      ['XJ202603100006', 'cancelled'],
    ]);
  });

  it('opens the form to edit or copy, and the make-order screen', async () => {
    const { env, list } = setup();
    await list.list.load();
    const [waiting, , quoted] = list.list.rows;
    if (!waiting || !quoted) throw new Error('fixture changed');
    list.edit(waiting);
    list.copy(waiting);
    list.order(quoted);
    expect(env.opened).toEqual([
      { route: 'queryEditShadowAdd', id: 41 },
      { route: 'queryCopy', id: 41 },
      { route: 'makeOrder', id: 43 },
    ]);
  });

  it('cancels after the confirm, once, and reloads the list', async () => {
    const { inquiries, env, list } = setup();
    await list.list.load();
    const [waiting] = list.list.rows;
    if (!waiting) throw new Error('fixture changed');
    list.askCancel(waiting);
    const first = list.confirmCancel();
    await list.confirmCancel();
    await first;
    expect(callsTo(inquiries.requests, inquiryPaths.cancel).map((call) => call.url.search)).toEqual(
      ['?id=41'],
    );
    expect(list.cancelling).toBeNull();
    expect(env.notifications).toContainEqual({ type: 'success', message: '询价单已取消' });
    expect(list.counts.toBeAccepted).toBe(0);
  });

  it('keeps the dialog with the refusal when an employee cancels another’s inquiry', async () => {
    const { list } = setup({ notOwner: true });
    await list.list.load();
    const [waiting] = list.list.rows;
    if (!waiting) throw new Error('fixture changed');
    list.askCancel(waiting);
    await list.confirmCancel();
    expect(list.cancelling?.id).toBe(41);
    expect(list.cancellation.error).toBe('只能操作本人提交的询价单，或由企业管理员操作');
  });

  it('shows the lines, and deletes a quote only with a reason', async () => {
    const { inquiries, env, list } = setup();
    await list.list.load();
    const quoted = list.list.rows[2];
    if (!quoted) throw new Error('fixture changed');
    await list.showLines(quoted);
    const line = list.detail.data?.lines[0];
    if (!line) throw new Error('fixture changed');
    list.askDeleteQuote(line);
    expect(list.deleteReasonError).toBeUndefined();
    await list.confirmDeleteQuote();
    expect(list.deleteReasonError).toBe('请填写删除原因');
    expect(callsTo(inquiries.requests, inquiryPaths.deleteQuote)).toEqual([]);
    list.setDeleteReason(' 价格偏高 ');
    await list.confirmDeleteQuote();
    expect(callsTo(inquiries.requests, inquiryPaths.deleteQuote)[0]?.body).toEqual({
      quoteId: 4311,
      delReason: '价格偏高',
    });
    expect(env.notifications).toContainEqual({ type: 'success', message: '报价已删除' });
    expect(list.deleting).toBeNull();
    expect(list.detail.data?.lines[0]?.state).toBe('deleted');
  });
});
