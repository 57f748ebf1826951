import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { coilGoods, plateGoods } from './fixtures.ts';
import { GoodsSpec } from './GoodsSpec.tsx';

const meta = preview.meta({
  title: 'Components/GoodsSpec',
  component: GoodsSpec,
  args: { goods: plateGoods },
});

/** A plate: grade-temper, then thickness×width×length in mm. */
export const Plate = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('6061-T6')).toBeVisible();
    await expect(canvas.getByText('2.0×1220×2440mm')).toBeVisible();
  },
});

/** A coil has no length: only the dimensions that are given are joined. */
export const Coil = meta.story({
  args: { goods: coilGoods },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('5052-H32')).toBeVisible();
    await expect(canvas.getByText('1.5×1250mm')).toBeVisible();
  },
});

/** Without a temper or dimensions the grade stands alone. */
export const GradeOnly = meta.story({
  args: { goods: { grade: 'A00', temper: '', thickness: '', width: '', length: '' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('A00')).toBeVisible();
    await expect(canvas.queryByText(/mm/)).not.toBeInTheDocument();
  },
});
