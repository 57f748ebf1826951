import { expect, fn } from 'storybook/test';
import preview from '#.storybook/preview';
import { expectEmpty, loadingState, serverErrorState } from '../../storyStates.ts';
import { HomeSection } from './HomeSection.tsx';

const meta = preview.meta({
  title: 'Components/HomeSection',
  component: HomeSection,
  args: {
    title: '现货资源',
    moreHref: '#/home/modelStore/search',
    isEmpty: false,
    emptyText: '暂无现货资源',
    children: '现货列表',
    onRetry: fn(),
  },
  render: (args) => (
    <div style={{ width: 480 }}>
      <HomeSection {...args} />
    </div>
  ),
});

export const Loaded = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '现货资源' })).toHaveTextContent('现货列表');
    await expect(canvas.getByRole('link', { name: '查看更多现货资源' })).toHaveAttribute(
      'href',
      '#/home/modelStore/search',
    );
  },
});

export const Loading = meta.story(loadingState);

export const Empty = meta.story({ args: { isEmpty: true }, play: expectEmpty('暂无现货资源') });

export const ServerError = meta.story(serverErrorState);
