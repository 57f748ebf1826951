import * as z from 'zod/mini';
import { decimal, page } from './envelope.ts';
import { pageQuery } from './content.ts';
import { dateTime } from './messages.ts';
import { cartType } from './goods.ts';
import { orderTerms } from './orders.ts';
import { mobileNumber } from './validation.ts';
import { formatSpecification } from './specification.ts';
import { pieceWeight, tonnes, toBig } from '../money.ts';
import { PRODUCT_FORMS, sizeIssues } from './productForms.ts';

/**
 * The inquiry and demand area (spec sections 2, 3, 6, 7 "Inquiry", 8). The spec lists the calls
 * but not the statuses, the payloads nor the quote's fields; they are chosen once here, for the
 * form, the story fixtures and the sandbox alike.
 *
 * An inquiry is a list of lines (specifications: alloy and temper, thickness × width × length in
 * mm, surface, film thickness, a quantity in 吨, kg, 支 or 张, a delivery city and a wanted
 * date) with the buyer's contact. The mall quotes each line: a unit price per tonne, the tonnes
 * quoted and a validity of its own (validity is per line, not per inquiry).
 *
 * The lifecycle (chosen):
 * - toBeAccepted (待受理): submitted; the buyer may modify it (modifyCsrPcInquiryNew loads it into
 *   the form, submitInquiry with its `id` replaces its lines), split lines off into a new inquiry
 *   (unpackingInquiryDetailNewByBatchIds) or cancel it;
 * - quoting (报价中): the mall accepted it (reminder 011); it can still be cancelled;
 * - quoted (已报价): the mall quoted lines (reminder 012). Each quoted line is orderable until its
 *   validity ends or its quote is deleted (delInquiryQuoteByQuoteId, with a reason). makeOrder
 *   turns valid lines into a to-be-submitted order;
 * - ordered (已下单): an order was made from it (lines not ordered stay readable);
 * - expired (已失效): every quote's validity ended before anything was ordered;
 * - cancelled (已取消).
 * ordered, expired and cancelled are the history (getInquiryList with historyFlag true).
 * anginInquiryNew (再次询价, or 重新报价 for expired lines) copies the named lines into a NEW
 * inquiry in toBeAccepted, from any status.
 * An illegal move is answered with INQUIRY_STATE_CODE and a message naming the status.
 */
export const INQUIRY_STATUSES = [
  'toBeAccepted',
  'quoting',
  'quoted',
  'ordered',
  'expired',
  'cancelled',
] as const;
export const inquiryStatus = z.enum(INQUIRY_STATUSES);
export type InquiryStatus = z.infer<typeof inquiryStatus>;

export const INQUIRY_STATUS_LABELS: Readonly<Record<InquiryStatus, string>> = {
  toBeAccepted: '待受理',
  quoting: '报价中',
  quoted: '已报价',
  ordered: '已下单',
  expired: '已失效',
  cancelled: '已取消',
};

/** The statuses of the history (historyFlag true); the others are the current list. */
export const HISTORY_STATUSES = ['ordered', 'expired', 'cancelled'] as const;
export const CURRENT_STATUSES = ['toBeAccepted', 'quoting', 'quoted'] as const;

/** Body code of an illegal move in the inquiry lifecycle. */
export const INQUIRY_STATE_CODE = 4200;
/** Body code of a quote that cannot be ordered (expired, deleted, already ordered). */
export const QUOTE_INVALID_CODE = 4201;

/**
 * Chosen: an employee cancels, modifies, splits and deletes quotes of the inquiries they
 * submitted; the administrator of any of the company's. Others get this code and message.
 */
export const INQUIRY_OWNER_CODE = 4202;
export const INQUIRY_OWNER_MESSAGE = '只能操作本人提交的询价单，或由企业管理员操作';

/** The units a quantity is given in; 支 and 张 are pieces, weighed theoretically. */
export const INQUIRY_UNITS = ['吨', 'kg', '支', '张'] as const;
export const inquiryUnit = z.enum(INQUIRY_UNITS, { error: '单位应为吨、kg、支或张' });
export type InquiryUnit = z.infer<typeof inquiryUnit>;

/** The surfaces the form offers (and the identification recognises). */
export const SURFACES = [
  '氧化',
  '喷涂',
  '电泳',
  '木纹',
  '拉丝',
  '覆膜',
  '抛光',
  '喷砂',
  '原色',
  '花纹',
] as const;

/** Chosen limits: lines per inquiry, text lengths. */
export const INQUIRY_LIMITS = { lines: 200, remark: 200, identificationText: 5000 } as const;

const positiveDecimal = (field: string) =>
  z.string().check(
    z.trim(),
    z.minLength(1, `请输入${field}`),
    z.regex(/^\d+(\.\d{1,3})?$/, `${field}应为数字，最多 3 位小数`),
    z.refine((text) => /[1-9]/.test(text), `${field}必须大于 0`),
  );

const optionalText = (max: number, field: string) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, `${field}最多 ${max} 个字`)));

/** What the tonnes of a line are worked out from. */
export type LineMeasure = Pick<
  InquiryLineInput,
  'thickness' | 'width' | 'length' | 'quantity' | 'unit' | 'category' | 'diameter' | 'wall'
>;

/** π to the precision a theoretical weight needs. */
const PI = '3.14159265';

/**
 * The cross-section of a bar (π/4 × d²) or a tube (π × (D − wall) × wall), in mm², or null when
 * a figure is missing; for the other forms, null (their pieces are thickness × width).
 */
const roundSection = ({ category, diameter, wall }: LineMeasure) => {
  const outer = toBig(diameter ?? '');
  if (!outer || (category !== '铝棒' && category !== '铝管')) return null;
  if (category === '铝棒') return outer.times(outer).times(PI).div(4);
  const side = toBig(wall ?? '');
  return side && outer.minus(side).times(side).times(PI);
};

/**
 * The tonnes of a line, 3 decimals: 吨 as given, kg / 1000, and pieces (支, 张) by their
 * theoretical weight at 2.71 g/cm³: thickness × width × length (mm³), or a bar's or a tube's
 * cross-section × length. Null when a figure is missing or not a number (pieces without a
 * length). Shared by the form and the sandbox, so it lives beside the fields it reads.
 */
export const lineTonnes = (line: LineMeasure): string | null => {
  const { thickness, width, length, quantity, unit } = line;
  const amount = toBig(quantity);
  if (!amount) return null;
  if (unit === '吨') return tonnes(amount);
  if (unit === 'kg') return tonnes(amount.div(1000));
  const section = roundSection(line);
  const piece = section
    ? pieceWeight(section.toString(), '1', length ?? '')
    : pieceWeight(thickness, width, length ?? '');
  return piece && tonnes(piece.times(amount));
};

/** Why a line's tonnes cannot be worked out: pieces need a length. Null when they can. */
export const PIECES_NEED_LENGTH = '按支或张询价时请填写长度';

/** A line's specification as one text, e.g. '6063-T5 2×1250×2500 氧化', '6061-T6 Φ50×3000' (formatSpecification). */
export const specText = (
  line: Pick<
    InquiryLineInput,
    'alloy' | 'temper' | 'thickness' | 'width' | 'length' | 'surface' | 'diameter' | 'wall'
  >,
): string =>
  [
    line.temper ? `${line.alloy}-${line.temper}` : line.alloy,
    formatSpecification(line),
    line.surface ?? '',
  ]
    .filter(Boolean)
    .join(' ');

/** A size in mm as typed: checked by the line's form (productForms.ts), empty when not given. */
const size = z._default(z.string().check(z.trim()), '');

/** One line of specifications, as the buyer sends it (the form's row, the import's row). */
export const inquiryLineInput = z.object({
  /** The product form (productForms.ts); absent on lines from before forms. */
  category: z.optional(z.enum(PRODUCT_FORMS, { error: '请选择品类' })),
  /** Alloy grade, e.g. '6063', '2A12', '1050A', an ingot's 'A00' or 'Al99.70'. */
  alloy: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, '请输入牌号'),
      z.regex(/^[0-9A-Za-z][0-9A-Za-z.]{1,7}$/, '牌号格式不正确，如 6063'),
    ),
  /** Temper, e.g. 'T5', 'H24', 'O'; may be empty. */
  temper: z.optional(
    z.string().check(z.trim(), z.regex(/^$|^[A-Za-z][0-9A-Za-z]{0,4}$/, '状态格式不正确，如 T5')),
  ),
  /** Thickness in mm (a tube's wall is `wall`); empty for ingots, bars and tubes. */
  thickness: size,
  /** Width in mm; empty for ingots, bars and tubes. */
  width: size,
  /** Length in mm; empty for coils, foil and ingots. */
  length: z.optional(z.string().check(z.trim())),
  /** A bar's diameter or a tube's outer diameter, in mm. */
  diameter: z.optional(z.string().check(z.trim())),
  /** A tube's wall, in mm. */
  wall: z.optional(z.string().check(z.trim())),
  /** Surface, e.g. '氧化'; may be empty. */
  surface: optionalText(20, '表面'),
  /** Film thickness in μm; may be empty. */
  filmThickness: z.optional(
    z.string().check(z.trim(), z.regex(/^$|^\d{1,3}(\.\d)?$/, '膜厚应为数字（μm）')),
  ),
  /** How much, in `unit`. */
  quantity: positiveDecimal('数量'),
  unit: inquiryUnit,
  /** Delivery city, e.g. '佛山'. */
  deliveryCity: z
    .string()
    .check(z.trim(), z.minLength(1, '请输入交货城市'), z.maxLength(20, '交货城市最多 20 个字')),
  /** Wanted date, YYYY-MM-DD. */
  wantedDate: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, '请选择期望交期（YYYY-MM-DD）')),
  remark: optionalText(INQUIRY_LIMITS.remark, '备注'),
  /** The spot batch the line came from, if any. */
  batchId: z.optional(z.int()),
});
export type InquiryLineInput = z.infer<typeof inquiryLineInput>;

/** A line as it may be sent: its sizes follow its product form's rules (productForms.ts). */
export const checkedLineInput = inquiryLineInput.check(
  z.superRefine((line, ctx) => {
    for (const [field, message] of Object.entries(sizeIssues(line)))
      ctx.addIssue({ code: 'custom', path: [field], message });
  }),
);

/**
 * POST submitInquiry: a new inquiry, or with `id` the replacement of a toBeAccepted one's lines
 * (edit mode). Answers { id, inquiryNo }.
 */
export const submitInquiryRequest = z.object({
  id: z.optional(z.int().check(z.positive())),
  contactName: z
    .string()
    .check(z.trim(), z.minLength(1, '请输入联系人'), z.maxLength(20, '联系人最多 20 个字')),
  contactPhone: mobileNumber,
  remark: optionalText(INQUIRY_LIMITS.remark, '备注'),
  lines: z
    .array(checkedLineInput)
    .check(
      z.minLength(1, '请至少填写一行询价明细'),
      z.maxLength(INQUIRY_LIMITS.lines, `询价明细最多 ${INQUIRY_LIMITS.lines} 行`),
    ),
});
export type SubmitInquiryRequest = z.infer<typeof submitInquiryRequest>;

export const inquiryRef = z.object({ id: z.int(), inquiryNo: z.string() });
export type InquiryRef = z.infer<typeof inquiryRef>;

/**
 * The mall's quote of one line: price per tonne, the tonnes it quoted, the amount, and until
 * when it holds. `delReason` is set once the buyer deleted it.
 */
export const lineQuote = z.object({
  quoteId: z.int(),
  unitPrice: decimal,
  tonnes: decimal,
  amount: decimal,
  validUntil: dateTime,
  quotedAt: dateTime,
  quoteRemark: z.nullable(z.string()),
  delReason: z.nullable(z.string()),
});
export type LineQuote = z.infer<typeof lineQuote>;

/** Where a line stands (derived): waiting for a quote, orderable, or why not. */
export const LINE_STATES = ['waiting', 'valid', 'expired', 'deleted', 'ordered'] as const;
export type LineState = (typeof LINE_STATES)[number];
export const LINE_STATE_LABELS: Readonly<Record<LineState, string>> = {
  waiting: '待报价',
  valid: '有效',
  expired: '报价已过期',
  deleted: '报价已删除',
  ordered: '已下单',
};

export const inquiryLine = z.object({
  ...inquiryLineInput.shape,
  detailId: z.int(),
  /** Theoretical or given tonnes of the line, 3 decimals. */
  tonnes: decimal,
  state: z.enum(LINE_STATES),
  quote: z.nullable(lineQuote),
  /** The to-be-submitted order made from this line, if any. */
  orderNo: z.nullable(z.string()),
});
export type InquiryLine = z.infer<typeof inquiryLine>;

export const inquirySummary = z.object({
  id: z.int(),
  inquiryNo: z.string(),
  status: inquiryStatus,
  createdAt: dateTime,
  contactName: z.string(),
  contactPhone: z.string(),
  lineCount: z.int(),
  quotedCount: z.int(),
  totalTonnes: decimal,
  /** The first line's specification, for the list. */
  firstSpec: z.string(),
  /** The earliest validity end of the lines still valid, if any. */
  validUntil: z.nullable(dateTime),
  /**
   * Chosen: submitted by the user asking. An employee acts only on their own inquiries
   * (PERMISSIONS in roles.ts; INQUIRY_OWNER_CODE otherwise), so the screens read it.
   */
  mine: z.boolean(),
});
export type InquirySummary = z.infer<typeof inquirySummary>;

export const inquiryDetail = z.object({
  ...inquirySummary.shape,
  remark: z.nullable(z.string()),
  lines: z.array(inquiryLine),
});
export type InquiryDetail = z.infer<typeof inquiryDetail>;

/**
 * GET /{id}: the detail with the mall's time of the answer (chosen, as every auction answer
 * does), so that each valid quote's validity counts down on the server's clock, not the
 * browser's.
 */
export const inquiryDetailAnswer = z.extend(inquiryDetail, { serverTime: dateTime });
export type InquiryDetailAnswer = z.infer<typeof inquiryDetailAnswer>;

/** GET getInquiryList: a page of inquiries, current (historyFlag false) or history. */
export const inquiryListQuery = z.object({
  ...pageQuery.shape,
  historyFlag: z.optional(z.stringbool()),
  status: z.optional(inquiryStatus),
  inquiryNo: z.optional(z.string().check(z.trim())),
});
export type InquiryListQuery = z.input<typeof inquiryListQuery>;

/** Answer of getInquiryList: the page and the count of every status of the list's side. */
export const inquiryListPage = z.object({
  ...page(inquirySummary).shape,
  counts: z.partialRecord(inquiryStatus, z.int()),
});
export type InquiryListPage = z.infer<typeof inquiryListPage>;

/** GET changeInfo/{id}: the inquiry's change record, oldest first. */
export const inquiryChange = z.object({
  at: dateTime,
  /** Who: '买家' or '商城'. */
  by: z.string(),
  content: z.string(),
});
export type InquiryChange = z.infer<typeof inquiryChange>;

export const inquiryIdQuery = z.object({ id: z.coerce.number().check(z.int(), z.positive()) });

export const detailIdsRequest = z.object({
  detailIds: z.array(z.int()).check(z.minLength(1, '请选择询价明细')),
});

/** POST delInquiryQuoteByQuoteId (spec section 3): the reason is required. */
export const deleteQuoteRequest = z.object({
  quoteId: z.int(),
  delReason: z
    .string()
    .check(z.trim(), z.minLength(1, '请填写删除原因'), z.maxLength(100, '删除原因最多 100 个字')),
});

/** POST unpackingInquiryDetailNewByBatchIds: the named lines of a toBeAccepted inquiry become a new one. */
export const unpackRequest = z.object({
  id: z.int(),
  detailIds: z.array(z.int()).check(z.minLength(1, '请选择要拆分的明细')),
});

/** GET last/inquiry/info: the last inquiry's contact and first line's delivery data, or null. */
export const lastInquiryInfo = z.nullable(
  z.object({ contactName: z.string(), contactPhone: z.string(), deliveryCity: z.string() }),
);
export type LastInquiryInfo = z.infer<typeof lastInquiryInfo>;

/**
 * A specification offered to the form (search-key suggestions, spot goods, frequent products,
 * history requirements): the line's fields that describe the product, the quantity when known.
 */
export const lineSuggestion = z.extend(
  z.pick(inquiryLineInput, {
    category: true,
    alloy: true,
    temper: true,
    thickness: true,
    width: true,
    length: true,
    diameter: true,
    wall: true,
    surface: true,
    filmThickness: true,
    batchId: true,
  }),
  {
    quantity: z.optional(z.string()),
    unit: z.optional(inquiryUnit),
    /** The product's inventory code. */
    inventoryCode: z.string(),
    /** How often the company asked for it (frequent products and history), else 0. */
    times: z.int(),
  },
);
export type LineSuggestion = z.infer<typeof lineSuggestion>;

/** GET selectMallProductBatchToInquiryDetailNew?batchIds=1,2 */
export const batchIdsQuery = z.object({
  batchIds: z.string().check(z.regex(/^\d+(,\d+)*$/, '请选择现货')),
});

/** POST selectCsrPcFrequentlyInquiryProductByInventoryCode */
export const inventoryCodeRequest = z.object({
  inventoryCode: z.string().check(z.trim(), z.minLength(1, '请输入存货编码')),
});

/** POST getInquiryNewQueues: where the company's waiting inquiries stand in the mall's queue. */
export const inquiryQueueEntry = z.object({
  id: z.int(),
  inquiryNo: z.string(),
  status: inquiryStatus,
  /** 1 = next to be handled. */
  position: z.int(),
});
export type InquiryQueueEntry = z.infer<typeof inquiryQueueEntry>;

/** POST identification: starts the identification of pasted text; answers { id }. */
export const identificationRequest = z.object({
  text: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, '请粘贴需要识别的文字'),
      z.maxLength(INQUIRY_LIMITS.identificationText, '识别文字最多 5000 个字'),
    ),
});
export const IDENTIFICATION_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type IdentificationStatus = (typeof IDENTIFICATION_STATUSES)[number];

/** Fields of a line, as the identification names what it guessed or missed. */
const lineField = z.keyof(inquiryLineInput);

/** An item of the text the identification read (notation.ts), or why it could not. */
export const identifiedLine = z.object({
  /** 1-based item of the pasted text (its lines, and the items a line lists). */
  row: z.int(),
  text: z.string(),
  line: z.nullable(z.partial(inquiryLineInput)),
  /** Fields the reading assumed: to be checked. */
  guessed: z.array(lineField),
  /** Fields the line's form needs that the text did not give. */
  missing: z.array(lineField),
  /** What the reading did, e.g. '旧牌号 LY12 按 2A12 读'. */
  notes: z.array(z.string()),
  reason: z.nullable(z.string()),
});
export type IdentifiedLine = z.infer<typeof identifiedLine>;

/** GET identificationResult/{id}: poll until status is no longer pending. */
export const identificationResult = z.object({
  id: z.int(),
  status: z.enum(IDENTIFICATION_STATUSES),
  rows: z.array(identifiedLine),
});
export type IdentificationResult = z.infer<typeof identificationResult>;

/** importData: the good rows as lines and every bad row with its number and reason. */
export const importResult = z.object({
  lines: z.array(inquiryLineInput),
  errors: z.array(z.object({ row: z.int(), reason: z.string() })),
});
export type ImportResult = z.infer<typeof importResult>;

/** POST makeOrder (chosen path): valid quoted lines of one inquiry become a to-be-submitted order. */
export const makeOrderRequest = z.object({
  id: z.int(),
  detailIds: z.array(z.int()).check(z.minLength(1, '请选择要下单的报价明细')),
  /** 交货方式, address, 备注 and 采购单号 (orders' orderTerms). */
  terms: orderTerms,
});
/** The order made; amount is its 合计 (goods + 过户费, orderCharges). */
export const madeOrder = z.object({ orderId: z.int(), orderNo: z.string(), amount: decimal });
export type MadeOrder = z.infer<typeof madeOrder>;

/** The inquiry calls, relative to `/api/csr` (spec section 7, "Inquiry"). */
const BASE = '/pc/inquiryNew/inquiry';
export const inquiryPaths = {
  submit: `${BASE}/submitInquiry`,
  list: `${BASE}/getInquiryList`,
  /** Followed by '/{id}'. */
  detail: BASE,
  /** Followed by '/{id}'. */
  changeInfo: `${BASE}/changeInfo`,
  /** GET ?id= */
  cancel: `${BASE}/cancelOrder`,
  /** POST { detailIds } (Idempotency-Key): the lines become a new inquiry; answers its ref. */
  again: `${BASE}/anginInquiryNew`,
  /** GET ?id=: the toBeAccepted inquiry as the edit form's data. */
  modify: `${BASE}/modifyCsrPcInquiryNew`,
  /** Followed by '/{id}': GET the inquiry as a new form's data (copy). */
  shadow: `${BASE}/shadowInquiryNew`,
  exportTemplate: `${BASE}/exportTemplate`,
  /**
   * The spec lists importData as GET; a GET cannot carry a file, so it is chosen as POST of the
   * file's bytes on the same path: a buyer's own .xlsx, .xls or .csv (UTF-8 or GBK), read as the
   * form's preview reads it (header found, columns matched by their names). Query (chosen):
   * `fileName` (its extension tells the kind; without it the bytes do, and text/csv a CSV),
   * and `deliveryCity` and `wantedDate`, given once for the lines whose cells leave them empty.
   */
  importData: `${BASE}/importData`,
  toBeSubmittedCount: `${BASE}/selectToBeSubmittedCount`,
  deleteQuote: `${BASE}/delInquiryQuoteByQuoteId`,
  lastInfo: `${BASE}/last/inquiry/info`,
  unpack: `${BASE}/unpackingInquiryDetailNewByBatchIds`,
  fromBatches: `${BASE}/selectMallProductBatchToInquiryDetailNew`,
  historyRequire: `${BASE}/selectCsrHistoryRequire`,
  frequent: `${BASE}/selectFrequentlyInquiryProduct`,
  queues: `${BASE}/getInquiryNewQueues`,
  frequentByCode: `${BASE}/selectCsrPcFrequentlyInquiryProductByInventoryCode`,
  identification: `${BASE}/identification`,
  /** Followed by '/{id}'. */
  identificationResult: `${BASE}/identificationResult`,
  /** GET ?searchKey= : specification suggestions. */
  searchKey: '/pc/mall/productBatch/inquiry/info/search/key',
  /** Chosen (the spec names the route, not its call): POST makeOrderRequest, Idempotency-Key. */
  makeOrder: `${BASE}/makeOrder`,
} as const;

/** Sandbox only: the mall's back office for inquiries (no login), by inquiry number. */
export const inquiryAdminPaths = {
  /** POST { inquiryNo }: accepts; raises reminder 011. */
  accept: '/__admin/inquiries/accept',
  /** POST inquiryAdminQuote: quotes lines; raises reminder 012. */
  quote: '/__admin/inquiries/quote',
  /** POST { inquiryNo }: every quote of the inquiry expires now. */
  expire: '/__admin/inquiries/expire',
} as const;

export const inquiryAdminRef = z.object({ inquiryNo: z.string() });
export const inquiryAdminQuote = z.object({
  inquiryNo: z.string(),
  /** Lines to quote; without, every line not yet quoted, at `unitPrice`. */
  lines: z.optional(
    z.array(z.object({ detailId: z.int(), unitPrice: decimal, validHours: z.optional(z.int()) })),
  ),
  unitPrice: z.optional(decimal),
  /** Validity of each quote from now, in hours (default 48). */
  validHours: z.optional(z.int().check(z.positive())),
});

/**
 * 再次购买 (modelDemand/repeatedlyBuy). The spec names the route but no call; chosen: GET
 * `repeatBuyPaths.list` answers the products this company bought most often, derived from its
 * orders that were not cancelled: one entry per batch ordered, most orders first, then the most
 * recent, at most 20. It sits outside the inquiry prefix so that an uncertified buyer gets the
 * list too (the client shows its prices as '-' with the certification prompt). `stock` is the
 * batch's tonnes left: 0 means 加入购物车 is not offered, only 再次询价.
 */
export const repeatBuyProduct = z.object({
  ...lineSuggestion.shape,
  batchId: z.int(),
  carType: cartType,
  /** The product's name as the goods list shows it, e.g. '6063-T5 铝板'. */
  name: z.string(),
  /** Orders of it that were not cancelled. */
  orderCount: z.int(),
  /** Tonnes of its last order line (3 decimals): what 加入购物车 adds, at most the stock. */
  lastTonnes: decimal,
  lastOrderedAt: dateTime,
  /** The batch's price now, CNY per tonne. */
  unitPrice: decimal,
  /** The batch's tonnes left. */
  stock: decimal,
});
export type RepeatBuyProduct = z.infer<typeof repeatBuyProduct>;

export const repeatBuyPaths = {
  /** GET: the company's often bought products (chosen path). */
  list: '/pc/inquiryNew/repeatedlyBuy/list',
} as const;

/**
 * The rules every inquiry in the database keeps, each a named check of the sandbox's audit
 * (`sandboxPaths.audit`); the key is the check's name.
 */
export const INQUIRY_INVARIANTS = {
  quotedAfterSent:
    'a line’s quote is dated after its inquiry was sent, valid until after it was quoted, and deleted (if so) after it was quoted; the change record is in time order',
  orderedAfterQuote:
    'an order made from a quote (报价下单) is placed at or after the quote and before it expired, by the inquiry’s company',
  expiredBeforeItsMark:
    'an expired inquiry’s live quotes ended no later than it was marked expired (报价已失效), and that mark follows the quotes',
} as const;
export type InquiryInvariant = keyof typeof INQUIRY_INVARIANTS;
