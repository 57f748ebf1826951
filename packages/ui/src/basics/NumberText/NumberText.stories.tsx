import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { FixedDecimal, NumberText, Thousandth } from './NumberText.tsx';

const meta = preview.meta({
  title: 'Components/NumberText',
  component: NumberText,
  args: { children: '12.500', unit: '吨' },
});

/** A tonnage from the domain's fixed-decimal rule, with its unit. */
export const Tonnage = meta.story({
  render: (args) => <FixedDecimal {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('12.500')).toHaveStyle({ fontVariantNumeric: 'tabular-nums' });
    await expect(canvas.getByText('吨')).toBeVisible();
  },
});

/** A count from the domain's thousandth rule, without a unit. */
export const Grouped = meta.story({
  args: { children: '1,234,567', unit: undefined },
  render: (args) => <Thousandth {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1,234,567')).toBeVisible();
  },
});

/** The domain shows nothing for zero: no number and no unit either. */
export const EmptyValue = meta.story({
  args: { children: '' },
  render: (args) => (
    <p>
      吨数：
      <FixedDecimal {...args} />
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/吨数/)).toHaveTextContent(/^吨数：$/);
  },
});

/** In a column the numbers align right and line up digit by digit. */
export const RightAligned = meta.story({
  render: (args) => (
    <div style={{ width: 160 }}>
      <NumberText {...args} $align="right">
        8.000
      </NumberText>
      <NumberText {...args} $align="right">
        112.250
      </NumberText>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('112.250')).toHaveStyle({ textAlign: 'right' });
  },
});
