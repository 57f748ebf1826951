import type {
  IdentificationResult,
  InquiryRef,
  LastInquiryInfo,
  LineSuggestion,
  RepeatBuyProduct,
} from '../../contract/inquiry.ts';
import { readNotation } from '../../contract/notation.ts';

/** The demo administrator's last inquiry: contact and city. */
export const lastInquiryFixture: LastInquiryInfo = {
  contactName: '陈志强',
  contactPhone: '13800000001',
  deliveryCity: '佛山',
};

const spec = (
  alloy: string,
  temper: string,
  thickness: string,
  width: string,
  length: string,
  surface: string,
  times = 0,
): LineSuggestion => ({
  alloy,
  temper,
  thickness,
  width,
  length,
  surface,
  filmThickness: '',
  inventoryCode: `${alloy}-${temper}-${[thickness, width, length].filter(Boolean).join('*')}`,
  times,
});

/** Search-key suggestions for '6061'. */
export const searchKeyFixture: LineSuggestion[] = [
  { ...spec('6061', 'T6', '3.000', '1500.0', '3000.0', '原色'), batchId: 1207 },
  { ...spec('6061', 'T651', '20.000', '1250.0', '2500.0', '原色'), batchId: 1311 },
];

/** Frequently inquired products and history requirements of the demo company. */
export const frequentFixture: LineSuggestion[] = [
  { ...spec('6063', 'T5', '2.0', '1250', '2500', '氧化', 3), quantity: '10', unit: '吨' },
  { ...spec('5052', 'H32', '1.5', '1220', '2440', '', 2), quantity: '200', unit: '张' },
];

/** The lines of a spot batch (发起询价 on the goods detail page). */
export const batchLinesFixture: LineSuggestion[] = [
  { ...spec('5052', 'H32', '3.000', '1250.0', '2500.0', '原色'), batchId: 1207 },
];

export const submittedFixture: InquiryRef = { id: 41, inquiryNo: 'XJ202603180001' };

/**
 * What a buyer pastes: a whole line, an old grade with a guessed form, a bar without its grade
 * and an ingot, read by the parser the sandbox uses (contract/notation.ts).
 */
export const IDENTIFIED_TEXT =
  '6063-T5 2.0*1250*2500 氧化 10吨\nLY12 CZ 3*1200*2500 十张\n铝棒 Φ50*3000 20支；A00 铝锭 30吨';

const rowsOf = (text: string) =>
  readNotation(text, '2026-03-18').map((item, index) => ({ row: index + 1, ...item }));

/** identificationResult in each state. */
export const identificationFixtures: Readonly<
  Record<'pending' | 'succeeded' | 'failed', IdentificationResult>
> = {
  pending: { id: 7, status: 'pending', rows: [] },
  succeeded: { id: 7, status: 'succeeded', rows: rowsOf(IDENTIFIED_TEXT) },
  failed: { id: 7, status: 'failed', rows: rowsOf('你好，麻烦报个价') },
};

/** The frequently inquired products whose inventory code contains '6063'. */
export const frequentByCodeFixture: LineSuggestion[] = frequentFixture.slice(0, 1);

/** The demand to-do count: to-be-submitted orders made from quotes. */
export const toBeSubmittedCountFixture = 2;

/** 再次购买: the demo company's often bought products (one sold out). */
export const repeatBuyFixture: RepeatBuyProduct[] = [
  {
    ...spec('6063', 'T5', '2.000', '1250.0', '2500.0', '氧化'),
    batchId: 1207,
    carType: 'cash',
    name: '6063-T5 铝板',
    orderCount: 4,
    lastTonnes: '10.000',
    lastOrderedAt: '2026-03-12 10:20:00',
    unitPrice: '21010.00',
    stock: '86.500',
  },
  {
    ...spec('5052', 'H32', '1.500', '1220.0', '2440.0', '原色'),
    batchId: 1311,
    carType: 'cash',
    name: '5052-H32 铝板',
    orderCount: 2,
    lastTonnes: '3.200',
    lastOrderedAt: '2026-02-27 15:05:00',
    unitPrice: '22380.00',
    stock: '0.000',
  },
];
