import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { coilGoods, plateGoods } from './fixtures.ts';
import { GoodsSpec } from './GoodsSpec.tsx';

const meta = preview.meta({
  title: 'Components/GoodsSpec',
  component: GoodsSpec,
  args: { goods: plateGoods },
});

/** A plate: grade-temper, then 厚×宽×长 as the domain writes it (the header says mm). */
export const Plate = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('6061-T6')).toBeVisible();
    await expect(canvas.getByText('2×1220×2440')).toBeVisible();
  },
});

/** A coil: 厚×宽 and (卷). */
export const Coil = meta.story({
  args: { goods: coilGoods },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('5052-H32')).toBeVisible();
    await expect(canvas.getByText('1.5×1250(卷)')).toBeVisible();
  },
});

/** An ingot: without a temper or sizes the grade stands alone. */
export const GradeOnly = meta.story({
  args: { goods: { grade: 'A00', temper: '', spec: '' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('A00')).toBeVisible();
    await expect(canvas.queryByText(/×/)).not.toBeInTheDocument();
  },
});
