import { describe, expect, it } from 'vitest';
import { inquiryPaths } from '../../contract/inquiry.ts';
import { inquiryDetailPaths } from '../../contract/inquiryDetail.ts';
import { callsTo, createInquiryServer, defaultHandlers, users } from '../../mocks/index.ts';
import type { InquiryServerOptions } from '../../mocks/index.ts';
import { createTestRoot } from '../../test-support/root.ts';
import { setupTestServer } from '../../test-support/server.ts';
import { createInquiryDetailStore } from './InquiryDetailStore.ts';
import { createInquiryListStore } from './InquiryListStore.ts';

const server = setupTestServer(...defaultHandlers);

/** The list and the detail's stores, the detail open on inquiry `inquiryNo`. */
async function setup(inquiryNo: string, options?: InquiryServerOptions) {
  const inquiries = createInquiryServer(options);
  server.use(...inquiries.handlers);
  const { env, root } = createTestRoot({ token: 'tok', user: users.certifiedAdmin });
  const list = root.feature(createInquiryListStore);
  const detail = root.feature(createInquiryDetailStore);
  await list.list.load();
  const shown = list.list.rows.find((row) => row.inquiryNo === inquiryNo);
  if (!shown) throw new Error('fixture changed');
  detail.open(shown);
  await list.showLines(shown);
  return { inquiries, env, list, detail };
}

describe('InquiryDetailStore', () => {
  it('says where a waiting inquiry stands in the queue', async () => {
    const { detail } = await setup('XJ202603180001');
    await detail.queue.load();
    expect(detail.queuePosition(41)).toBe(3);
    expect(detail.queuePosition(43)).toBeNull();
  });

  it('loads the change record and the conversation when their tab is shown', async () => {
    const { detail, inquiries } = await setup('XJ202603160003');
    expect(callsTo(inquiries.requests, `${inquiryPaths.changeInfo}/43`)).toEqual([]);
    await detail.setTab('changes');
    expect(detail.changes.data?.map(({ by }) => by)).toEqual(['买家', '商城', '商城']);
    await detail.setTab('messages');
    expect(detail.messages.data?.map(({ author }) => author)).toEqual(['buyer', 'mall']);
    // Shown again, the conversation is asked again: a reply may have come.
    await detail.setTab('lines');
    await detail.setTab('messages');
    expect(callsTo(inquiries.requests, `${inquiryDetailPaths.messages}/43`)).toHaveLength(2);
  });

  it('refuses to split nothing or every line, and splits the picked line off', async () => {
    const { detail, list, env, inquiries } = await setup('XJ202603180001');
    const lines = list.detail.data;
    if (!lines) throw new Error('no detail');
    detail.askSplit();
    expect(await detail.confirmSplit(lines)).toBeNull();
    expect(detail.splitError(lines)).toBe('请选择要拆分的明细');
    detail.pick(411, true);
    detail.pick(412, true);
    expect(await detail.confirmSplit(lines)).toBeNull();
    expect(detail.splitError(lines)).toBe('不能拆出全部明细');
    expect(callsTo(inquiries.requests, inquiryPaths.unpack)).toEqual([]);
    detail.pick(411, false);
    const made = await detail.confirmSplit(lines);
    expect(made?.inquiryNo).toBe('XJ202603180051');
    expect(callsTo(inquiries.requests, inquiryPaths.unpack)[0]?.body).toEqual({
      id: 41,
      detailIds: [412],
    });
    expect(detail.splitting).toBe(false);
    expect(detail.picked.size).toBe(0);
    expect(env.notifications.at(-1)).toEqual({
      type: 'success',
      message: '已拆分为新询价单 XJ202603180051',
    });
  });

  it('asks again for the picked lines, and refuses without any', async () => {
    const { detail, env, inquiries } = await setup('XJ202603160003');
    expect(await detail.askAgain([])).toBeNull();
    expect(env.notifications.at(-1)).toEqual({ type: 'error', message: '请选择询价明细' });
    expect((await detail.askAgain([433]))?.inquiryNo).toBe('XJ202603180051');
    const [sent] = callsTo(inquiries.requests, inquiryPaths.again);
    expect(sent?.body).toEqual({ detailIds: [433] });
    expect(sent?.idempotencyKey).toBeTruthy();
  });

  it('validates a message as the mall does, sends it once with a key, and empties the field', async () => {
    const { detail, inquiries } = await setup('XJ202603160003');
    await detail.setTab('messages');
    await detail.send();
    expect(detail.draftError).toBe('请输入留言内容');
    detail.setDraft('长'.repeat(501));
    expect(detail.draftError).toBe('留言最多 500 个字');
    await detail.send();
    expect(callsTo(inquiries.requests, inquiryDetailPaths.sendMessage)).toEqual([]);
    detail.setDraft('  请确认含税价 ');
    detail.setDraftLine(432);
    await detail.send();
    const [sent] = callsTo(inquiries.requests, inquiryDetailPaths.sendMessage);
    expect(sent?.body).toEqual({ id: 43, detailId: 432, content: '请确认含税价' });
    expect(sent?.idempotencyKey).toBeTruthy();
    expect(detail.draft).toBe('');
    expect(detail.draftError).toBeUndefined();
    expect(detail.messages.data?.at(-1)?.lineSpec).toBe('5052-H32 1.5×1220×2440');
  });

  it('saves the quote document under its name', async () => {
    const { detail, env } = await setup('XJ202603160003');
    await detail.downloadDocument();
    expect(env.savedFiles.map(({ fileName }) => fileName)).toEqual(['报价单-XJ202603160003.pdf']);
  });
});
