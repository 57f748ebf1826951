import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { DeviationTable } from './DeviationTable.tsx';

const meta = preview.meta({
  title: 'Components/DeviationTable',
  component: DeviationTable,
  args: {
    label: '6061-T6 铝板 实测值',
    rows: [
      {
        label: '厚度(mm)',
        ordered: '2',
        measured: '1.8',
        deviation: '-0.200 mm（-10.0%）',
        out: true,
      },
      {
        label: '宽度(mm)',
        ordered: '1250',
        measured: '1251',
        deviation: '+1.000 mm（+0.1%）',
        out: false,
      },
      { label: '长度(mm)', ordered: '2500', measured: '', deviation: '', out: false },
      { label: '状态', ordered: 'T6', measured: 'T4', deviation: '', out: false },
      { label: '表面缺陷', ordered: '', measured: '边部连续划伤', deviation: '', out: false },
    ],
  },
});

/** The thickness out of tolerance is marked 超差; the width within it is not. */
export const Measured = meta.story({
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: '6061-T6 铝板 实测值' });
    await expect(canvas.getByRole('row', { name: /厚度/ })).toHaveTextContent('超差');
    await expect(canvas.getByRole('row', { name: /宽度/ })).not.toHaveTextContent('超差');
    await expect(table).toHaveTextContent('边部连续划伤');
  },
});
