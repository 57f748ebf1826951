import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import styled from 'styled-components';
import { StatusTag } from './StatusTag.tsx';

const Row = styled.div`
  display: flex;
  gap: 8px;
`;

const meta = preview.meta({
  title: 'Components/StatusTag',
  component: StatusTag,
  args: { tone: 'waiting' as const, children: '待补款' },
});

/** A state waiting on the buyer. */
export const Waiting = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('待补款')).toHaveAttribute('data-tone', 'waiting');
  },
});

/** The five tones side by side: done, in progress, waiting on the buyer, failed, closed. */
export const Tones = meta.story({
  render: () => (
    <Row>
      <StatusTag tone="done">已完成</StatusTag>
      <StatusTag tone="active">备货中</StatusTag>
      <StatusTag tone="waiting">待付款</StatusTag>
      <StatusTag tone="failed">已驳回</StatusTag>
      <StatusTag tone="closed">已取消</StatusTag>
    </Row>
  ),
  play: async ({ canvas }) => {
    for (const [word, tone] of [
      ['已完成', 'done'],
      ['备货中', 'active'],
      ['待付款', 'waiting'],
      ['已驳回', 'failed'],
      ['已取消', 'closed'],
    ] as const) {
      await expect(canvas.getByText(word)).toHaveAttribute('data-tone', tone);
    }
  },
});
