import { expect, fn } from 'storybook/test';
import preview from '#.storybook/preview';
import { Button } from '../../basics/Button/Button.tsx';
import { Empty } from '../../basics/Empty/Empty.tsx';
import { ArticleList, type ArticleListItem } from './ArticleList.tsx';

const articles: ArticleListItem[] = [
  {
    id: 1,
    href: '#/home/modelInfo/detail/1',
    tag: '行业资讯',
    title: '新能源汽车轻量化带动铝板带需求持续增长',
    summary: '电池托盘与车身结构件用铝量提升，5系、6系板材订单排产至二季度末。',
    meta: ['中国有色金属报', '2026-03-18 06:00:00', '阅读 1268'],
  },
  {
    id: 9,
    href: '#/home/modelInfo/detail/9',
    tag: '市场行情',
    title: '长江现货 A00 铝锭均价小幅上涨，成交偏暖',
    summary: '下游逢低补库，持货商挺价惜售，现货升水维持。',
    meta: ['上海有色网', '2026-03-18 05:00:00', '阅读 3410'],
  },
];

const meta = preview.meta({
  title: 'Components/ArticleList',
  component: ArticleList,
  args: { items: articles, label: '资讯列表', onRetry: fn() },
  render: (args) => (
    <div style={{ width: 860 }}>
      <ArticleList {...args} />
    </div>
  ),
});

/** Articles: a category chip, the linked title, a lead and the source, time and reads. */
export const Articles = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: '资讯列表' })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: '长江现货 A00 铝锭均价小幅上涨，成交偏暖' }),
    ).toHaveAttribute('href', '#/home/modelInfo/detail/9');
    await expect(canvas.getByText('阅读 3410')).toBeVisible();
  },
});

/** Questions of 问答 carry their answer state on the right. */
export const Questions = meta.story({
  args: {
    label: '问答列表',
    items: [
      {
        id: 24,
        href: '#/home/modelAskAbout/detail/24',
        title: '6061-T6 铝板可以提供材质证明书吗？',
        badge: { text: '待回答', variant: 'warning' },
        meta: ['陈**', '2026-03-18 05:00:00'],
      },
      {
        id: 21,
        href: '#/home/modelAskAbout/detail/21',
        title: '铝卷可以按要求分条吗？',
        badge: { text: '已回答 2', variant: 'success' },
        meta: ['赵**', '2026-03-17 04:00:00'],
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('待回答')).toHaveAttribute('data-variant', 'warning');
    await expect(canvas.getByText('已回答 2')).toHaveAttribute('data-variant', 'success');
  },
});

export const Loading = meta.story({
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
});

export const EmptyList = meta.story({
  args: {
    items: [],
    empty: <Empty description="暂无资讯" action={<Button>查看全部资讯</Button>} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无资讯')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '查看全部资讯' })).toBeVisible();
  },
});

export const ServerError = meta.story({
  args: { error: '服务器端出错' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('服务器端出错');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
});
