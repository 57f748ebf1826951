import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { Button } from '../../basics/Button/Button.tsx';
import { InlineAction } from './InlineAction.tsx';

const meta = preview.meta({
  title: 'Components/InlineAction',
  component: InlineAction,
  args: {
    children: '已选 2 个订单',
    action: <Button variant="primary">去结算</Button>,
  },
});

/** The sentence, then its action at its right. */
export const WithAction = meta.story({
  play: async ({ canvas }) => {
    const sentence = canvas.getByText('已选 2 个订单');
    await expect(sentence.nextElementSibling).toBe(canvas.getByRole('button', { name: '去结算' }));
  },
});

/** Without the action (an employee): the sentence alone. */
export const SentenceOnly = meta.story({
  args: { children: '付款确认中：已提交转账 ¥43,431.31，待财务确认', action: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/付款确认中/)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
});
