import { delay, http } from 'msw';
import type {
  InquiryChange,
  InquiryDetail,
  InquiryQueueEntry,
  InquiryRef,
} from '../../contract/inquiry.ts';
import { inquiryPaths, specText } from '../../contract/inquiry.ts';
import type { InquiryMessage } from '../../contract/inquiryDetail.ts';
import { inquiryDetailPaths, inquiryMessageRequest } from '../../contract/inquiryDetail.ts';
import { anyOrigin, fileResponse, okJson, recording, refuse } from '../http.ts';
import type { RecordedRequest } from '../http.ts';

/** The change record of 已报价 XJ202603160003 (43). */
export const inquiryChangesFixture: InquiryChange[] = [
  { at: '2026-03-16 10:05:00', by: '买家', content: '提交询价单，共 3 行' },
  { at: '2026-03-16 14:00:00', by: '商城', content: '商城已受理，正在报价' },
  { at: '2026-03-18 09:30:00', by: '商城', content: '报价 3 行' },
];

/** A conversation about XJ202603160003 (43): a question on a line and the mall's answer. */
export const inquiryMessagesFixture: InquiryMessage[] = [
  {
    messageId: 1,
    author: 'buyer',
    authorName: '陈志强',
    detailId: 431,
    lineSpec: '6063-T5 2×1250×2500 氧化',
    content: '这一行能否月底前交货？',
    at: '2026-03-18 10:00:00',
  },
  {
    messageId: 2,
    author: 'mall',
    authorName: '商城客服',
    detailId: 431,
    lineSpec: '6063-T5 2×1250×2500 氧化',
    content: '可以，月底前从佛山仓发货。',
    at: '2026-03-18 10:20:00',
  },
];

/** The company's waiting inquiries in the mall's queue. */
export const inquiryQueueFixture: InquiryQueueEntry[] = [
  { id: 42, inquiryNo: 'XJ202603170002', status: 'quoting', position: 1 },
  { id: 41, inquiryNo: 'XJ202603180001', status: 'toBeAccepted', position: 3 },
];

export interface InquiryDetailServerOptions {
  /** Each inquiry's change record by id (default: inquiryChangesFixture for 43). */
  changes?: Record<number, InquiryChange[]>;
  /** Each inquiry's conversation by id (default: inquiryMessagesFixture for 43). */
  conversations?: Record<number, InquiryMessage[]>;
  /** sendMessage never answers (the send in flight). */
  sendPending?: boolean;
}

/**
 * The detail's calls over the inquiry server's inquiries (`state`, changed in place): the queue,
 * the change record, 再次询价 and 拆分 (each adds a 待受理 inquiry), the conversation and the
 * quote document (a few bytes starting with %PDF).
 */
export const inquiryDetailHandlers = (
  state: InquiryDetail[],
  requests: RecordedRequest[],
  {
    changes = { 43: inquiryChangesFixture },
    conversations = { 43: inquiryMessagesFixture },
    sendPending = false,
  }: InquiryDetailServerOptions = {},
) => {
  const p = inquiryPaths;
  const d = inquiryDetailPaths;
  const talk: Record<number, InquiryMessage[]> = Object.fromEntries(
    Object.entries(conversations).map(([id, list]) => [id, [...list]]),
  );
  const byId = (id: number) => state.find((one) => one.id === id);
  let next = 50;
  const add = (from: InquiryDetail, lines: InquiryDetail['lines']): InquiryRef => {
    next += 1;
    const made: InquiryDetail = {
      ...from,
      id: next,
      inquiryNo: `XJ20260318${String(next).padStart(4, '0')}`,
      status: 'toBeAccepted',
      createdAt: '2026-03-18 11:00:00',
      lineCount: lines.length,
      quotedCount: 0,
      lines: lines.map((line) => ({
        ...line,
        detailId: line.detailId * 10,
        state: 'waiting',
        quote: null,
        orderNo: null,
      })),
    };
    state.unshift(made);
    return { id: made.id, inquiryNo: made.inquiryNo };
  };
  const record = (path: string, method: 'get' | 'post', respond: Parameters<typeof recording>[1]) =>
    http[method](anyOrigin(path), recording(requests, respond));
  const notFound = () => refuse(404, '询价单不存在');
  return [
    record(p.queues, 'post', () => okJson(inquiryQueueFixture)),
    record(`${p.changeInfo}/:id`, 'get', (_call, { id }) => okJson(changes[Number(id)] ?? [])),
    record(p.again, 'post', ({ body }) => {
      const { detailIds } = body as { detailIds: number[] };
      const lines = state
        .flatMap((one) => one.lines)
        .filter((line) => detailIds.includes(line.detailId));
      const from = state.find((one) => one.lines.some((line) => detailIds.includes(line.detailId)));
      return from ? okJson(add(from, lines)) : refuse(404, '询价明细不存在');
    }),
    record(p.unpack, 'post', ({ body }) => {
      const { id, detailIds } = body as { id: number; detailIds: number[] };
      const found = byId(id);
      if (!found) return notFound();
      const moving = found.lines.filter((line) => detailIds.includes(line.detailId));
      found.lines = found.lines.filter((line) => !detailIds.includes(line.detailId));
      found.lineCount = found.lines.length;
      return okJson(add(found, moving));
    }),
    record(`${d.messages}/:id`, 'get', (_call, { id }) => okJson(talk[Number(id)] ?? [])),
    http.post(anyOrigin(d.sendMessage), async (info) => {
      if (sendPending) {
        await delay('infinite');
        return undefined;
      }
      return recording(requests, ({ body }) => {
        const parsed = inquiryMessageRequest.safeParse(body);
        if (!parsed.success) return refuse(400, parsed.error.issues[0]?.message ?? '');
        const { id, detailId, content } = parsed.data;
        const line = byId(id)?.lines.find((one) => one.detailId === detailId);
        const list = (talk[id] ??= []);
        const message: InquiryMessage = {
          messageId: 100 + list.length,
          author: 'buyer',
          authorName: '陈志强',
          detailId: line ? line.detailId : null,
          lineSpec: line ? specText(line) : null,
          content,
          at: '2026-03-18 11:00:00',
        };
        list.push(message);
        return okJson(message);
      })(info);
    }),
    record(`${d.quoteDocument}/:id`, 'get', (_call, { id }) => {
      const found = byId(Number(id));
      return found
        ? fileResponse('%PDF-1.7\n', 'application/pdf', `报价单-${found.inquiryNo}.pdf`)
        : notFound();
    }),
  ];
};
