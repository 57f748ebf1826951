/**
 * The product forms of an inquiry line and the rules each puts on the line's sizes, shared by
 * the inquiry form, the identification, the workbook import and the sandbox (no zod here, so
 * that any of them may import it).
 *
 * Chosen (the spec names no product form for an inquiry line): a line says what it is, its
 * `category`, one of PRODUCT_FORMS. Which sizes it takes follows from it:
 * - 铝板 and 型材: thickness and width, a length if cut to length;
 * - 铝卷 and 铝箔: thickness and width, no length (a coil is sold by weight);
 * - 铝锭: no size at all (an ingot is sold by weight);
 * - 铝棒: a diameter (`diameter`) and a length;
 * - 铝管: an outer diameter (`diameter`), a wall (`wall`) and a length.
 * A line without a category (an older inquiry, a workbook without the column) is held to the
 * rules before forms existed: thickness and width, a length if any, within the widest limits.
 *
 * The limits are what the mall sells (chosen from the mills' ranges it lists), in mm: a size
 * beyond them is refused at the field and by the sandbox.
 */

export const PRODUCT_FORMS = ['铝板', '铝卷', '铝箔', '铝锭', '铝棒', '铝管', '型材'] as const;
export type ProductForm = (typeof PRODUCT_FORMS)[number];

export const isProductForm = (value: string | undefined): value is ProductForm =>
  (PRODUCT_FORMS as readonly string[]).includes(value ?? '');

/** The size fields of a line, in the order the form shows them. */
export const SIZE_FIELDS = ['thickness', 'width', 'length', 'diameter', 'wall'] as const;
export type SizeField = (typeof SIZE_FIELDS)[number];

/** A size's name in messages, by form where it differs (a bar's diameter, a tube's outer one). */
const SIZE_LABELS: Readonly<Record<SizeField, string>> = {
  thickness: '厚度',
  width: '宽度',
  length: '长度',
  diameter: '直径',
  wall: '壁厚',
};

/** How a form takes one size: needed or optional, between min and max mm. */
interface SizeRule {
  required: boolean;
  min: number;
  max: number;
}

type FormRules = Partial<Record<SizeField, SizeRule>>;

const LENGTH: SizeRule = { required: false, min: 100, max: 12_000 };
const CUT_LENGTH: SizeRule = { ...LENGTH, required: true };

/** Each form's sizes and limits (mm); a size a form does not list must stay empty. */
export const FORM_RULES: Readonly<Record<ProductForm, FormRules>> = {
  铝板: {
    thickness: { required: true, min: 0.2, max: 300 },
    width: { required: true, min: 50, max: 2_650 },
    length: LENGTH,
  },
  铝卷: {
    thickness: { required: true, min: 0.1, max: 10 },
    width: { required: true, min: 20, max: 2_650 },
  },
  铝箔: {
    thickness: { required: true, min: 0.005, max: 0.2 },
    width: { required: true, min: 10, max: 2_000 },
  },
  铝锭: {},
  铝棒: { diameter: { required: true, min: 3, max: 800 }, length: CUT_LENGTH },
  铝管: {
    diameter: { required: true, min: 4, max: 800 },
    wall: { required: true, min: 0.3, max: 100 },
    length: CUT_LENGTH,
  },
  型材: {
    thickness: { required: true, min: 0.5, max: 50 },
    width: { required: true, min: 5, max: 800 },
    length: LENGTH,
  },
};

/** The rules of a line without a category: those before forms, within the widest limits. */
const UNSORTED: FormRules = {
  thickness: { required: true, min: 0.005, max: 300 },
  width: { required: true, min: 5, max: 2_650 },
  length: LENGTH,
};

/** The rules a line of `category` follows (none given: the rules before forms). */
export const formRules = (category: string | undefined): FormRules =>
  isProductForm(category) ? FORM_RULES[category] : UNSORTED;

/** The size fields a line of `category` takes, and those it needs. */
export const formFields = (
  category: string | undefined,
): { used: SizeField[]; required: SizeField[] } => {
  const rules = formRules(category);
  const used = SIZE_FIELDS.filter((field) => rules[field] !== undefined);
  return { used, required: used.filter((field) => rules[field]?.required) };
};

/**
 * The form a line's sizes tell when it names none: a diameter is a bar (a tube with a wall),
 * an ingot grade (A00, Al99.70) an ingot, a foil gauge (under 0.2 mm) foil, a strip without a
 * length (or written 'C', `coil`) a coil, else plate; undefined without any size.
 */
export const guessForm = (
  line: Partial<Record<SizeField | 'alloy', string>>,
  coil = false,
): ProductForm | undefined => {
  if (line.diameter) return line.wall ? '铝管' : '铝棒';
  if (/^(A0|Al99)/i.test(line.alloy ?? '')) return '铝锭';
  if (!line.thickness) return undefined;
  if (Number(line.thickness) < 0.2) return '铝箔';
  if (coil || !line.length) return '铝卷';
  return '铝板';
};

/** A size's name for the buyer: a tube's diameter is its 外径. */
export const sizeLabel = (field: SizeField, category: string | undefined): string =>
  field === 'diameter' && category === '铝管' ? '外径' : SIZE_LABELS[field];

const DECIMAL = /^\d+(\.\d{1,3})?$/;

/** The figures a limit is written with: 0.2, 2,650 → 2650 (no separators in a message about typing). */
const figure = (value: number): string => String(value);

/** The sizes of a line, as text (empty when not given). */
export type LineSizes = Partial<Record<SizeField, string>> & { category?: string };

/**
 * The problems of a line's sizes under its form's rules, by field, in Chinese; {} when they
 * hold. A size the form does not take must be empty; one it needs must be given; each given
 * one is a number (3 decimals at most) within the form's limits; a tube's wall is less than
 * half its outer diameter.
 */
export const sizeIssues = (line: LineSizes): Partial<Record<SizeField, string>> => {
  const rules = formRules(line.category);
  const form = isProductForm(line.category) ? line.category : '';
  const issues: Partial<Record<SizeField, string>> = {};
  for (const field of SIZE_FIELDS) {
    const text = (line[field] ?? '').trim();
    const rule = rules[field];
    const label = sizeLabel(field, line.category);
    if (!rule) {
      if (text !== '') issues[field] = `${form}不填${label}`;
      continue;
    }
    if (text === '') {
      if (rule.required) issues[field] = `请输入${label}`;
      continue;
    }
    if (!DECIMAL.test(text)) issues[field] = `${label}应为数字，最多 3 位小数`;
    else if (Number(text) <= 0) issues[field] = `${label}必须大于 0`;
    else if (Number(text) < rule.min || Number(text) > rule.max)
      issues[field] = `${form}${label}应在 ${figure(rule.min)}–${figure(rule.max)} mm 之间`;
  }
  const diameter = Number(line.diameter);
  const wall = Number(line.wall);
  if (!issues.wall && !issues.diameter && wall > 0 && diameter > 0 && wall * 2 >= diameter)
    issues.wall = '壁厚应小于外径的一半';
  return issues;
};

/**
 * Why a wanted date cannot be asked for, or null: it is a calendar date (YYYY-MM-DD), not
 * before `today` (the mall's date in China) and within a year of it.
 */
export const wantedDateIssue = (date: string, today: string): string | null => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return '请选择期望交期（YYYY-MM-DD）';
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date)
    return '期望交期不是有效日期';
  if (date < today) return '期望交期不能早于今天';
  const limit = new Date(`${today}T00:00:00Z`);
  limit.setUTCFullYear(limit.getUTCFullYear() + 1);
  if (date > limit.toISOString().slice(0, 10)) return '期望交期不能晚于一年后';
  return null;
};
