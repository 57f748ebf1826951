import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { TextArea } from './TextArea.tsx';

const meta = preview.meta({
  title: 'Components/TextArea',
  component: TextArea,
  args: {
    label: '反馈内容',
    required: true,
    maxLength: 500,
    placeholder: '请描述您遇到的问题或建议',
  },
  render: (args) => (
    <div style={{ width: 560 }}>
      <TextArea {...args} />
    </div>
  ),
});

/** The count follows what is typed. */
export const Typing = meta.story({
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: /反馈内容/ });
    await expect(field).toHaveAttribute('aria-required', 'true');
    await userEvent.type(field, '希望增加按仓库筛选');
    await expect(canvas.getByText('9/500')).toBeVisible();
  },
});

export const WithError = meta.story({
  args: { error: '反馈内容至少 10 个字', defaultValue: '太慢了' },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: /反馈内容/ });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('反馈内容至少 10 个字');
    await expect(canvas.getByText('3/500')).toBeVisible();
  },
});
