import { http } from 'msw';
import type {
  InquiryDetail,
  InquiryLine,
  InquiryListPage,
  InquiryStatus,
  LineQuote,
  LineState,
} from '../../contract/inquiry.ts';
import {
  CURRENT_STATUSES,
  HISTORY_STATUSES,
  INQUIRY_OWNER_CODE,
  INQUIRY_OWNER_MESSAGE,
  QUOTE_INVALID_CODE,
  inquiryPaths,
  specText,
} from '../../contract/inquiry.ts';
import { lineAmount, sum, tonnes, yuan } from '../../money.ts';
import { anyOrigin, okJson, recording, refuse } from '../http.ts';
import type { RecordedRequest } from '../http.ts';
import type { InquiryDetailServerOptions } from './detailServer.ts';
import { inquiryDetailHandlers } from './detailServer.ts';

const p = inquiryPaths;
const VALID_UNTIL = '2026-03-20 18:00:00';
const EXPIRED_AT = '2026-03-17 18:00:00';
/** The mall's time in the detail's answers: the valid quotes have 2天 08:00:00 left. */
export const INQUIRY_SERVER_TIME = '2026-03-18 10:00:00';

const quote = (quoteId: number, unitPrice: string, weight: string, validUntil: string) =>
  ({
    quoteId,
    unitPrice,
    tonnes: weight,
    amount: lineAmount(weight, unitPrice),
    validUntil,
    quotedAt: '2026-03-18 09:30:00',
    quoteRemark: null,
    delReason: null,
  }) satisfies LineQuote;

type Spec = Pick<
  InquiryLine,
  'alloy' | 'temper' | 'thickness' | 'width' | 'length' | 'surface' | 'quantity' | 'unit' | 'tonnes'
>;
const A: Spec = {
  alloy: '6063',
  temper: 'T5',
  thickness: '2.0',
  width: '1250',
  length: '2500',
  surface: '氧化',
  quantity: '10',
  unit: '吨',
  tonnes: '10.000',
};
const B: Spec = {
  alloy: '5052',
  temper: 'H32',
  thickness: '1.5',
  width: '1220',
  length: '2440',
  surface: '',
  quantity: '200',
  unit: '张',
  tonnes: '2.420',
};
const C: Spec = {
  alloy: '6061',
  temper: 'T6',
  thickness: '3.0',
  width: '1500',
  length: '3000',
  surface: '原色',
  quantity: '5',
  unit: '吨',
  tonnes: '5.000',
};

const line = (
  detailId: number,
  spec: Spec,
  state: LineState,
  lineQuote: LineQuote | null = null,
): InquiryLine => ({
  ...spec,
  detailId,
  filmThickness: '',
  deliveryCity: '佛山',
  wantedDate: '2026-04-30',
  remark: '',
  state,
  quote: lineQuote,
  orderNo: state === 'ordered' ? 'DD20260315045001' : null,
});

const inquiry = (
  id: number,
  inquiryNo: string,
  status: InquiryStatus,
  createdAt: string,
  lines: InquiryLine[],
): InquiryDetail => ({
  id,
  inquiryNo,
  status,
  createdAt,
  contactName: '陈志强',
  contactPhone: '13800000001',
  remark: null,
  lineCount: lines.length,
  quotedCount: lines.filter((one) => one.quote).length,
  totalTonnes: tonnes(sum(lines.map((one) => one.tonnes))),
  firstSpec: '',
  validUntil: null,
  mine: true,
  lines,
});

/**
 * The demo company's inquiries, one in every status: 已报价 XJ202603160003 has two valid quotes
 * (10.000 t at ¥21,500.00 and 2.420 t at ¥23,800.00) and an expired one.
 */
export const initialInquiries = (): InquiryDetail[] => [
  inquiry(41, 'XJ202603180001', 'toBeAccepted', '2026-03-18 08:40:00', [
    line(411, A, 'waiting'),
    line(412, B, 'waiting'),
  ]),
  inquiry(42, 'XJ202603170002', 'quoting', '2026-03-17 15:20:00', [line(421, C, 'waiting')]),
  inquiry(43, 'XJ202603160003', 'quoted', '2026-03-16 10:05:00', [
    line(431, A, 'valid', quote(4311, '21500.00', A.tonnes, VALID_UNTIL)),
    line(432, B, 'valid', quote(4321, '23800.00', B.tonnes, VALID_UNTIL)),
    line(433, C, 'expired', quote(4331, '22800.00', C.tonnes, EXPIRED_AT)),
  ]),
  inquiry(45, 'XJ202603150004', 'ordered', '2026-03-15 09:00:00', [
    line(451, A, 'ordered', quote(4511, '21300.00', A.tonnes, VALID_UNTIL)),
  ]),
  inquiry(46, 'XJ202603120005', 'expired', '2026-03-12 14:10:00', [
    line(461, C, 'expired', quote(4611, '22900.00', C.tonnes, EXPIRED_AT)),
  ]),
  inquiry(47, 'XJ202603100006', 'cancelled', '2026-03-10 11:30:00', [line(471, B, 'waiting')]),
];

/**
 * The demo inquiries with the 5052-H32 quote of XJ202603160003 valid until `validUntil` (a
 * quote about to run out, or running out while shown).
 */
export const inquiriesExpiringAt = (validUntil: string): InquiryDetail[] =>
  initialInquiries().map((one) => ({
    ...one,
    lines: one.lines.map((row) =>
      row.quote?.quoteId === 4321 ? { ...row, quote: { ...row.quote, validUntil } } : row,
    ),
  }));

/**
 * The demo inquiries, the caller's own (`mine`), and a copy of each current one (待受理, 报价中,
 * 已报价) that another user of the company submitted: XJ202603181001, XJ202603171002 and
 * XJ202603161003.
 */
export const inquiriesOfTwoUsers = (): InquiryDetail[] => {
  const own = initialInquiries();
  const current: readonly InquiryStatus[] = CURRENT_STATUSES;
  const others = own
    .filter((one) => current.includes(one.status))
    .map((one) => ({
      ...one,
      id: one.id + 100,
      inquiryNo: one.inquiryNo.replace(/0(\d{3})$/, '1$1'),
      mine: false,
      lines: one.lines.map((row) => ({
        ...row,
        detailId: row.detailId + 1000,
        quote: row.quote && { ...row.quote, quoteId: row.quote.quoteId + 1000 },
      })),
    }));
  return [...others, ...own];
};

/** A detail as the list shows it: its first line's specification and earliest valid quote. */
const summarise = ({ lines, remark: _remark, ...detail }: InquiryDetail) => {
  const first = lines[0];
  const valid = lines.flatMap((one) => (one.state === 'valid' && one.quote ? [one.quote] : []));
  return {
    ...detail,
    quotedCount: lines.filter((one) => one.quote && !one.quote.delReason).length,
    firstSpec: first ? specText(first) : '',
    validUntil: valid.map((one) => one.validUntil).sort()[0] ?? null,
  };
};

export interface InquiryServerOptions extends InquiryDetailServerOptions {
  /** The inquiries it starts with (default `initialInquiries()`); one not `mine` another user submitted. */
  inquiries?: InquiryDetail[];
  /** The caller is an employee who submitted none of them: every act is refused (4202). */
  notOwner?: boolean;
  /** makeOrder refuses: the quote expired meanwhile (4201). */
  quoteExpired?: boolean;
  /** The mall's time in the detail's answers (default `INQUIRY_SERVER_TIME`). */
  serverTime?: string;
}

/**
 * The inquiry list, detail, cancel, delete-quote and make-order calls over one changing set of
 * inquiries, recording every call (its body and Idempotency-Key), for the list, history and
 * make-order stories and tests.
 */
export const createInquiryServer = ({
  inquiries = initialInquiries(),
  notOwner = false,
  quoteExpired = false,
  serverTime = INQUIRY_SERVER_TIME,
  ...detailOptions
}: InquiryServerOptions = {}) => {
  const requests: RecordedRequest[] = [];
  const state = inquiries.map((one) => ({
    ...one,
    mine: one.mine && !notOwner,
    lines: [...one.lines],
  }));
  const byId = (id: number) => state.find((one) => one.id === id);
  const record = (path: string, method: 'get' | 'post', respond: Parameters<typeof recording>[1]) =>
    http[method](anyOrigin(path), recording(requests, respond));
  const notFound = () => refuse(404, '询价单不存在');
  const ownerRefusal = () => refuse(INQUIRY_OWNER_CODE, INQUIRY_OWNER_MESSAGE);

  const handlers = [
    ...inquiryDetailHandlers(state, requests, detailOptions),
    record(p.list, 'get', ({ url }) => {
      const history = url.searchParams.get('historyFlag') === 'true';
      const side: readonly InquiryStatus[] = history ? HISTORY_STATUSES : CURRENT_STATUSES;
      const status = url.searchParams.get('status');
      const number = url.searchParams.get('inquiryNo') ?? '';
      const pageNum = Number(url.searchParams.get('pageNum') ?? 1);
      const pageSize = Number(url.searchParams.get('pageSize') ?? 10);
      const ofSide = state.filter((one) => side.includes(one.status));
      const rows = ofSide.filter(
        (one) => (!status || one.status === status) && one.inquiryNo.includes(number),
      );
      const page: InquiryListPage = {
        rows: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize).map(summarise),
        total: rows.length,
        counts: Object.fromEntries(
          side.map((one) => [one, ofSide.filter((row) => row.status === one).length]),
        ),
      };
      return okJson(page);
    }),
    record(p.cancel, 'get', ({ url }) => {
      const found = byId(Number(url.searchParams.get('id')));
      if (!found) return notFound();
      if (notOwner) return ownerRefusal();
      found.status = 'cancelled';
      return okJson(null);
    }),
    record(p.deleteQuote, 'post', ({ body }) => {
      const { quoteId, delReason } = body as { quoteId: number; delReason: string };
      if (notOwner) return ownerRefusal();
      for (const one of state) {
        one.lines = one.lines.map((row) =>
          row.quote?.quoteId === quoteId
            ? { ...row, state: 'deleted', quote: { ...row.quote, delReason } }
            : row,
        );
      }
      return okJson(null);
    }),
    record(p.makeOrder, 'post', ({ body }) => {
      const { id, detailIds } = body as { id: number; detailIds: number[] };
      const found = byId(id);
      if (!found) return notFound();
      const picked = found.lines.filter((row) => detailIds.includes(row.detailId));
      const invalid = quoteExpired ? picked[0] : picked.find((row) => row.state !== 'valid');
      if (invalid) {
        return refuse(QUOTE_INVALID_CODE, `${specText(invalid)}：报价已过期，不能下单`);
      }
      found.status = 'ordered';
      found.lines = found.lines.map((row) =>
        detailIds.includes(row.detailId)
          ? { ...row, state: 'ordered', orderNo: 'DD20260318043001' }
          : row,
      );
      return okJson({
        orderId: 4301,
        orderNo: 'DD20260318043001',
        amount: yuan(sum(picked.map((row) => row.quote?.amount))),
      });
    }),
    // Only a numeric id: the area's other GET calls share the prefix.
    http.get(anyOrigin(`${p.detail}/:id`), (info) => {
      if (!/^\d+$/.test(String(info.params.id))) return undefined;
      return recording(requests, (_call, { id }) => {
        const found = byId(Number(id));
        return found ? okJson({ ...found, serverTime }) : notFound();
      })(info);
    }),
  ];
  return { handlers, requests };
};

export type InquiryServer = ReturnType<typeof createInquiryServer>;
