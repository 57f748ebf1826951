import type { LineField } from '@mall/domain';
import { LINE_FIELDS } from '@mall/domain';
import { INQUIRY_UNITS } from '@mall/domain/contract/inquiry';
import { PRODUCT_FORMS } from '@mall/domain/contract/productForms';
import type { LineColumn } from '@mall/ui';

/**
 * The table's columns. Placeholders are examples written as such ('如 6063', in a lighter
 * italic) so that they cannot be taken for values; the sizes a line's form does not take are
 * greyed out in its row, and those it needs are named when missing.
 */
export const COLUMNS: readonly (LineColumn & { field: LineField })[] = [
  { field: 'category', title: '品类', width: 72, options: PRODUCT_FORMS, required: true },
  { field: 'alloy', title: '牌号', width: 72, placeholder: '如 6063', required: true },
  { field: 'temper', title: '状态', width: 60, placeholder: '如 T5' },
  { field: 'thickness', title: '厚度(mm)', width: 76 },
  { field: 'width', title: '宽度(mm)', width: 76 },
  { field: 'length', title: '长度(mm)', width: 76 },
  { field: 'diameter', title: '直径/外径(mm)', width: 84 },
  { field: 'wall', title: '壁厚(mm)', width: 64 },
  { field: 'surface', title: '表面', width: 72, placeholder: '如 氧化' },
  { field: 'filmThickness', title: '膜厚(μm)', width: 64 },
  { field: 'quantity', title: '数量', width: 68, required: true },
  { field: 'unit', title: '单位', width: 64, options: INQUIRY_UNITS },
  { field: 'deliveryCity', title: '交货城市', width: 76, required: true },
  { field: 'wantedDate', title: '期望交期', width: 136, placeholder: 'YYYY-MM-DD', required: true },
  { field: 'remark', title: '备注', width: 96 },
];

/** Each field's name in the form's messages: its column's title without the unit. */
export const FIELD_TITLES = Object.fromEntries(
  COLUMNS.map(({ field, title }) => [field, title.replace(/\(.*\)$/, '')]),
) as Record<LineField, string>;

/** The line field a table column names, or undefined. */
export const fieldOf = (name: string): LineField | undefined =>
  LINE_FIELDS.find((field) => field === name);
