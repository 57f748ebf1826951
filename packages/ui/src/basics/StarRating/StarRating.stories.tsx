import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import preview from '#.storybook/preview';
import { StarRating, type StarRatingProps } from './StarRating.tsx';

/** Holds the score like a form would. */
function Controlled(props: StarRatingProps) {
  const [value, setValue] = useState(props.value);
  return (
    <StarRating
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

const meta = preview.meta({
  title: 'Components/StarRating',
  component: StarRating,
  args: { label: '评分', value: 0, onChange: fn(), required: true },
  render: (args) => <Controlled {...args} />,
});

/** A click lights the stars up to the one chosen; arrow keys move the choice. */
export const Default = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    const group = canvas.getByRole('radiogroup', { name: '评分' });
    await expect(group).toHaveAttribute('aria-required', 'true');
    await userEvent.click(canvas.getByRole('radio', { name: '4 星' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await expect(canvas.getByRole('radio', { name: '4 星' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
    await expect(canvas.getByRole('radio', { name: '5 星' })).toHaveFocus();
  },
});

/** 请选择评分 under the stars when none was chosen. */
export const WithError = meta.story({
  args: { error: '请选择评分' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: '评分' })).toHaveAccessibleDescription(
      '请选择评分',
    );
  },
});

export const Disabled = meta.story({
  args: { value: 3, disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '3 星' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '5 星' })).toBeDisabled();
  },
});

/** Without `onChange`: the stars given, as an image. */
export const ReadOnly = meta.story({
  args: { value: 4, onChange: undefined },
  render: (args) => <StarRating {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '评分 4 星（满分 5 星）' })).toBeVisible();
    await expect(canvas.queryByRole('radio')).not.toBeInTheDocument();
  },
});
