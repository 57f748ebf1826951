import { expect, fn } from 'storybook/test';
import preview from '#.storybook/preview';
import { Button } from '../Button/Button.tsx';
import { Input } from '../Input/Input.tsx';
import { TextArea } from '../TextArea/TextArea.tsx';
import { FormLayout } from './FormLayout.tsx';

const meta = preview.meta({
  title: 'Components/FormLayout',
  component: FormLayout,
  args: {
    label: '我要提问',
    onSubmit: fn((event: { preventDefault(): void }) => event.preventDefault()),
    children: (
      <>
        <Input label="问题" required placeholder="5–50 个字" />
        <TextArea label="问题描述" maxLength={500} />
      </>
    ),
    actions: (
      <Button type="submit" variant="primary">
        提交问题
      </Button>
    ),
  },
});

/** Rows with labels on the left; the button under the fields submits the form. */
export const Default = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('form', { name: '我要提问' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '提交问题' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
});
