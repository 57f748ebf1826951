import { deviationOf } from '@mall/domain';
import type { Measured } from '@mall/domain/contract/afterSales';
import type { DeviationRow } from '@mall/ui';

/** The sizes and temper as ordered (null where the goods have none). */
type Ordered = Record<'thickness' | 'width' | 'length' | 'temper', string | null>;

const SIZES = [
  ['厚度(mm)', 'thickness'],
  ['宽度(mm)', 'width'],
  ['长度(mm)', 'length'],
] as const;

/**
 * A product problem's rows for the DeviationTable: each measured size beside the ordered one
 * with its deviation (超差 beyond tolerance), the temper (不符 when it differs) and the defect.
 */
export function deviationRows(ordered: Ordered, measured: Measured): DeviationRow[] {
  const temperDiffers = Boolean(measured.temper) && measured.temper !== ordered.temper;
  return [
    ...SIZES.map(([label, key]) => {
      const deviation = deviationOf(key, ordered[key], measured[key]);
      return {
        label,
        ordered: ordered[key] ?? '',
        measured: measured[key],
        deviation: deviation?.text ?? '',
        out: deviation?.out ?? false,
      };
    }),
    {
      label: '状态',
      ordered: ordered.temper ?? '',
      measured: measured.temper,
      deviation: temperDiffers ? '不符' : '',
      out: temperDiffers,
    },
    { label: '表面缺陷', ordered: '', measured: measured.surfaceDefect, deviation: '', out: false },
  ];
}
