import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { AnswerList } from './AnswerList.tsx';

const meta = preview.meta({
  title: 'Components/AnswerList',
  component: AnswerList,
  args: {
    items: [
      {
        id: 31,
        author: '平台客服',
        official: true,
        time: '2026-03-17 06:00:00',
        content: '无锡仓支持分条加工，宽度 20 mm 以上均可，加工费另计。',
      },
      {
        id: 32,
        author: '张**',
        official: false,
        time: '2026-03-18 00:00:00',
        content: '我们上个月分过，交期大概三天。',
      },
    ],
  },
  render: (args) => (
    <div style={{ width: 860 }}>
      <AnswerList {...args} />
    </div>
  ),
});

/** The platform's answer is marked 官方回答. */
export const Answered = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '回答（2）' })).toBeVisible();
    await expect(canvas.getAllByText('官方回答')).toHaveLength(1);
  },
});

export const NoAnswerYet = meta.story({
  args: { items: [], emptyText: '暂无回答，平台客服会尽快答复' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无回答，平台客服会尽快答复')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '回答（0）' })).toBeVisible();
  },
});
