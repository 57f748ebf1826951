/**
 * The inquiry form's rules: a line as the form holds it (text fields), its field-level checks
 * with the contract's schema (the sandbox checks the same), its theoretical tonnes, and the
 * draft kept in browser storage.
 */
import type {
  InquiryLine,
  InquiryLineInput,
  InquiryStatus,
  InquirySummary,
  InquiryUnit,
  LineSuggestion,
  RepeatBuyProduct,
  SubmitInquiryRequest,
} from '../contract/inquiry.ts';
import type { CompanyRole, PermissionKey } from '../contract/roles.ts';
import { mayDo } from '../contract/roles.ts';
import {
  INQUIRY_LIMITS,
  INQUIRY_UNITS,
  PIECES_NEED_LENGTH,
  checkedLineInput,
  lineTonnes,
} from '../contract/inquiry.ts';
import type { ProductForm } from '../contract/productForms.ts';
import { formFields, guessForm, isProductForm, wantedDateIssue } from '../contract/productForms.ts';
import { bigOrZero, sum, tonnes, yuan } from '../money.ts';
import { chinaTimeMs, formatCountdown } from './auctions.ts';

/** The fields that describe the product: what a chosen suggestion fills in. */
export const PRODUCT_FIELDS = [
  'category',
  'alloy',
  'temper',
  'thickness',
  'width',
  'length',
  'diameter',
  'wall',
  'surface',
  'filmThickness',
] as const;

/** The fields of a line the buyer types, in the table's column order. */
export const LINE_FIELDS = [
  ...PRODUCT_FIELDS,
  'quantity',
  'unit',
  'deliveryCity',
  'wantedDate',
  'remark',
] as const;
export type LineField = (typeof LINE_FIELDS)[number];

/** A line of the form: every field as text, and the spot batch it came from. */
export type DraftLine = Record<LineField, string> & { key: string; batchId?: number };
export type LineErrors = Partial<Record<LineField, string>>;

/** The form a new line starts as (the buyer changes it in its 品类 field). */
const FIRST_FORM: ProductForm = '铝板';

/** An empty line, with the delivery city and date to start from. */
export const emptyLine = (
  key: string,
  defaults: Partial<Pick<DraftLine, 'deliveryCity' | 'wantedDate'>> = {},
): DraftLine => ({
  key,
  category: FIRST_FORM,
  alloy: '',
  temper: '',
  thickness: '',
  width: '',
  length: '',
  diameter: '',
  wall: '',
  surface: '',
  filmThickness: '',
  quantity: '',
  unit: '吨',
  deliveryCity: defaults.deliveryCity ?? '',
  wantedDate: defaults.wantedDate ?? '',
  remark: '',
});

/**
 * The form holds INQUIRY_LIMITS.lines lines at most (as the mall accepts): of `incoming` lines
 * added to a form that holds `held`, the first ones that fit are taken and the rest left out.
 */
export const withinLineLimit = <T>(
  held: number,
  incoming: readonly T[],
): { taken: T[]; left: number } => {
  const room = Math.max(0, INQUIRY_LIMITS.lines - held);
  return { taken: incoming.slice(0, room), left: Math.max(0, incoming.length - room) };
};

/** Said when lines were left out at the limit (our text; the spec gives none). */
export const linesLeftOutText = (left: number): string =>
  `询价明细最多 ${INQUIRY_LIMITS.lines} 行，其余 ${left} 行未加入`;

/** Why 添加一行 is refused once the form holds its limit of lines (our text; the spec gives none). */
export const LINES_FULL_TEXT = `询价明细最多 ${INQUIRY_LIMITS.lines} 行，已达上限`;

/** Whether the buyer typed nothing in the line (its defaults aside). */
export const isBlankLine = (line: DraftLine): boolean =>
  (['alloy', 'thickness', 'width', 'length', 'diameter', 'wall', 'quantity'] as const).every(
    (field) => line[field].trim() === '',
  );

const isUnit = (value: string | undefined): value is InquiryUnit =>
  (INQUIRY_UNITS as readonly string[]).includes(value ?? '');

/** A line from a suggestion, a copied inquiry or an identified text; missing fields empty. */
export const draftFrom = (
  key: string,
  source: Partial<InquiryLineInput> | LineSuggestion,
  defaults: Partial<Pick<DraftLine, 'deliveryCity' | 'wantedDate'>> = {},
): DraftLine => {
  const line = emptyLine(key, defaults);
  for (const field of LINE_FIELDS) {
    const value = (source as Partial<Record<LineField, unknown>>)[field];
    if (typeof value === 'string' && value !== '') line[field] = value;
  }
  if (!isUnit(line.unit)) line.unit = '吨';
  if (!isProductForm(line.category)) line.category = guessForm(line) ?? FIRST_FORM;
  return source.batchId === undefined ? line : { ...line, batchId: source.batchId };
};

/**
 * A line with a suggestion chosen while typing its specification: the product's fields are the
 * suggestion's (a field it leaves empty is emptied), the batch is its batch, and its quantity and
 * unit fill the line's only where the buyer typed no quantity yet. City, date and remark stay.
 */
export const withSuggestion = (line: DraftLine, suggestion: LineSuggestion): DraftLine => {
  const next: DraftLine = { ...line };
  delete next.batchId;
  for (const field of PRODUCT_FIELDS) next[field] = suggestion[field] ?? '';
  if (!isProductForm(next.category)) next.category = guessForm(next) ?? FIRST_FORM;
  if (line.quantity.trim() === '' && suggestion.quantity) {
    next.quantity = suggestion.quantity;
    if (suggestion.unit) next.unit = suggestion.unit;
  }
  return suggestion.batchId === undefined ? next : { ...next, batchId: suggestion.batchId };
};

/**
 * The line's problems, by field, in the contract's Chinese; {} when it can be sent. Its sizes
 * follow its product form (contract/productForms.ts); with `today`, a wanted date before it is
 * refused too (the sandbox refuses it by its own date).
 */
export const lineErrors = (line: DraftLine, today?: string): LineErrors => {
  const result = checkedLineInput.safeParse(lineInputOf(line));
  const errors: LineErrors = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0] as LineField;
      errors[field] ??= issue.message;
    }
  }
  if (today !== undefined && !errors.wantedDate) {
    const late = wantedDateIssue(line.wantedDate.trim(), today);
    if (late) errors.wantedDate = late;
  }
  if (result.success && lineTonnes(result.data) === null) errors.length = PIECES_NEED_LENGTH;
  return errors;
};

/** The sizes a line of its form takes and needs: the table greys out the others. */
export const lineFields = (line: Pick<DraftLine, 'category'>) => formFields(line.category);

/** The theoretical tonnes shown beside a line in pieces, or null (not pieces, or not computable). */
export const theoreticalTonnes = (line: DraftLine): string | null =>
  line.unit === '支' || line.unit === '张'
    ? lineTonnes({ ...lineInputOf(line), unit: line.unit })
    : null;

/** The request of the lines that are not blank (checked beforehand with `lineErrors`). */
export const toRequest = (
  form: { id?: number; contactName: string; contactPhone: string; remark: string },
  lines: readonly DraftLine[],
): SubmitInquiryRequest => ({
  ...(form.id !== undefined && { id: form.id }),
  contactName: form.contactName,
  contactPhone: form.contactPhone,
  ...(form.remark.trim() && { remark: form.remark }),
  lines: lines
    .filter((line) => !isBlankLine(line))
    .map((line) => checkedLineInput.parse(lineInputOf(line))),
});

/** A form line as the request's: without its key, its category only when one of the forms. */
export function lineInputOf({ key: _key, category, ...line }: DraftLine) {
  return isProductForm(category) ? { ...line, category } : line;
}

/** The draft as kept in browser storage. */
export type InquiryDraft = {
  id?: number;
  contactName: string;
  contactPhone: string;
  remark: string;
  lines: DraftLine[];
};

/** A stored draft as `readJson` reads it: null unless it has the draft's shape. */
export const parseDraft = (value: unknown): InquiryDraft | null => {
  if (typeof value !== 'object' || value === null) return null;
  const draft = value as Partial<InquiryDraft>;
  if (!Array.isArray(draft.lines) || typeof draft.contactName !== 'string') return null;
  const lines = draft.lines.flatMap((line): DraftLine[] => {
    if (typeof line !== 'object' || line === null) return [];
    const kept = line as Partial<DraftLine>;
    if (typeof kept.key !== 'string') return [];
    // A draft kept before a field existed takes it empty (its form guessed from its sizes).
    const fields = LINE_FIELDS.map((field) => [field, kept[field] ?? ''] as const);
    if (!fields.every(([, value]) => typeof value === 'string')) return [];
    const restored = { ...Object.fromEntries(fields), key: kept.key } as DraftLine;
    if (typeof kept.batchId === 'number') restored.batchId = kept.batchId;
    if (!isProductForm(restored.category)) restored.category = guessForm(restored) ?? FIRST_FORM;
    return [restored];
  });
  return {
    ...(typeof draft.id === 'number' && { id: draft.id }),
    contactName: draft.contactName,
    contactPhone: typeof draft.contactPhone === 'string' ? draft.contactPhone : '',
    remark: typeof draft.remark === 'string' ? draft.remark : '',
    lines,
  };
};

/**
 * What the buyer may do with an inquiry of 询价单 and 历史询价 (the lifecycle of
 * contract/inquiry.ts): 编辑 while waiting to be accepted, 取消 until it is quoted, 下单 while
 * quoted with a line still valid, 复制 (再次询价) always.
 */
export type InquiryAction = 'edit' | 'copy' | 'cancel' | 'order';

const ACTION_STATUSES: Readonly<Record<Exclude<InquiryAction, 'copy'>, readonly InquiryStatus[]>> =
  {
    edit: ['toBeAccepted'],
    cancel: ['toBeAccepted', 'quoting', 'quoted'],
    order: ['quoted'],
  };

/** The permission of each action but 复制, which anyone may (PERMISSIONS in roles.ts). */
const ACTION_PERMISSIONS = {
  edit: 'inquiryEdit',
  cancel: 'inquiryCancel',
  order: 'inquiryOrder',
} as const satisfies Record<Exclude<InquiryAction, 'copy'>, PermissionKey>;

/**
 * The actions an inquiry allows `role`, in the order the list shows them: an employee acts only
 * on the inquiries they submitted (`mine`), and copies any.
 */
export const inquiryActions = (
  inquiry: Pick<InquirySummary, 'status' | 'validUntil' | 'mine'>,
  role: CompanyRole,
): InquiryAction[] =>
  (['order', 'edit', 'copy', 'cancel'] as const).filter((action) => {
    if (action === 'copy') return true;
    if (!mayDo(role, ACTION_PERMISSIONS[action], inquiry.mine)) return false;
    if (!ACTION_STATUSES[action].includes(inquiry.status)) return false;
    return action !== 'order' || inquiry.validUntil !== null;
  });

/** Whether a line's quote may be deleted (with a reason): quoted, neither deleted nor ordered. */
export const canDeleteQuote = (status: InquiryStatus, line: Pick<InquiryLine, 'state'>): boolean =>
  (status === 'quoted' || status === 'ordered') &&
  (line.state === 'valid' || line.state === 'expired');

/**
 * A line at the server's `now` (ms): a valid quote whose validity has run out is expired, as
 * the mall says once asked again. The moment is the auctions' (`chinaTimeMs`); the mall's own
 * check is `validUntil <= now`.
 */
export const lineAt = <Line extends Pick<InquiryLine, 'state' | 'quote'>>(
  line: Line,
  now: number,
): Line =>
  line.state === 'valid' && line.quote && chinaTimeMs(line.quote.validUntil) <= now
    ? { ...line, state: 'expired' }
    : line;

/**
 * What a line's validity says at the server's `now` (our texts, the spec gives none): the time
 * left while its quote is valid, '剩余 2天 03:12:45' or '剩余 03:12:45' (the auctions'
 * countdown), '已过期' once it has run out, '' for a line without a live quote.
 */
export const validityText = (line: Pick<InquiryLine, 'state' | 'quote'>, now: number): string => {
  const { state, quote } = lineAt(line, now);
  if (state === 'expired') return '已过期';
  if (state !== 'valid' || !quote) return '';
  return `剩余 ${formatCountdown(chinaTimeMs(quote.validUntil) - now)}`;
};

/** The lines of a quoted inquiry that can be ordered: their quote is still valid. */
export const orderableLines = <Line extends Pick<InquiryLine, 'state'>>(
  lines: readonly Line[],
): Line[] => lines.filter((line) => line.state === 'valid');

/** The tonnes (3 decimals) and amount (yuan) of the quoted lines picked. */
export const quoteTotals = (
  lines: readonly Pick<InquiryLine, 'quote'>[],
): { tonnes: string; amount: string } => {
  const quotes = lines.flatMap(({ quote }) => (quote ? [quote] : []));
  return {
    tonnes: tonnes(sum(quotes.map((quote) => quote.tonnes))),
    amount: yuan(sum(quotes.map((quote) => quote.amount))),
  };
};

/**
 * The tonnes 再次购买's 加入购物车 puts in the cart: the last order's tonnes, at most the stock
 * left; null when the batch is sold out (only 再次询价 is offered).
 */
export const repeatBuyTonnes = ({
  lastTonnes,
  stock,
}: Pick<RepeatBuyProduct, 'lastTonnes' | 'stock'>): string | null => {
  const left = bigOrZero(stock);
  if (!left.gt(0)) return null;
  const last = bigOrZero(lastTonnes);
  return tonnes(last.gt(0) && last.lt(left) ? last : left);
};
