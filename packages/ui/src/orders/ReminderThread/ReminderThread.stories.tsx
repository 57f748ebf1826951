import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { ReminderThread } from './ReminderThread.tsx';

const meta = preview.meta({
  title: 'Components/ReminderThread',
  component: ReminderThread,
  args: {
    threads: [
      {
        id: 2,
        content: '请尽快安排生产，工地月底要用',
        at: '2026-03-19 09:00:00',
        replies: [
          { content: '已加急排产，预计 3 月 25 日完成', at: '2026-03-19 11:30:00', read: false },
        ],
      },
      { id: 1, content: '请确认交期', at: '2026-03-18 16:00:00', replies: [] },
    ],
  },
});

/** Threads with the mall's replies; a new reply is marked 新. */
export const WithReplies = meta.story({
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: '催货记录' });
    await expect(list).toHaveTextContent('新回复：已加急排产，预计 3 月 25 日完成');
    await expect(list).toHaveTextContent('商城暂未回复');
  },
});

export const Empty = meta.story({
  args: { threads: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无催货记录')).toBeVisible();
  },
});
