import { expect, fn, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { expectEmpty, loadingState, serverErrorState } from '../../storyStates.ts';
import { InfoArticleList, type InfoArticle } from './InfoArticleList.tsx';

const items: InfoArticle[] = [
  { id: 12, title: '11 月下旬铝锭社会库存继续下降', date: '2026-11-20' },
  { id: 11, title: '长江现货 A00 铝锭报价上涨 180 元/吨', date: '2026-11-19' },
  { id: 10, title: '铝板带箔企业开工率环比持平，订单以刚需为主', date: '2026-11-18' },
  { id: 9, title: '平台公告：佛山仓春节期间发货安排', date: '2026-11-15' },
].map((item) => ({ ...item, href: `#/home/modelInfo/detail/${item.id}` }));

const meta = preview.meta({
  title: 'Components/InfoArticleList',
  component: InfoArticleList,
  args: { items, moreHref: '#/home/modelInfo/list', onRetry: fn() },
  render: (args) => (
    <div style={{ width: 400 }}>
      <InfoArticleList {...args} />
    </div>
  ),
});

/** Titles link to their articles, dates on the right; 更多 leads to the list. */
export const Loaded = meta.story({
  play: async ({ canvas }) => {
    const list = within(canvas.getByRole('region', { name: '资讯中心' })).getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(
      within(list).getByRole('link', { name: '11 月下旬铝锭社会库存继续下降' }),
    ).toHaveAttribute('href', '#/home/modelInfo/detail/12');
    await expect(within(list).getByText('2026-11-20')).toHaveAttribute('datetime', '2026-11-20');
    await expect(canvas.getByRole('link', { name: '查看更多资讯中心' })).toHaveAttribute(
      'href',
      '#/home/modelInfo/list',
    );
  },
});

export const Loading = meta.story(loadingState);

export const Empty = meta.story({ args: { items: [] }, play: expectEmpty('暂无资讯') });

export const ServerError = meta.story(serverErrorState);
