import { expect, fn, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { expectEmpty, loadingState, serverErrorState } from '../../storyStates.ts';
import { CategoryNav, type GoodsCategory } from './CategoryNav.tsx';

const search = (keyword: string) =>
  `#/home/modelStore/search?keyword=${encodeURIComponent(keyword)}`;
const category = (label: string, grades: string[]): GoodsCategory => ({
  label,
  href: search(label),
  grades: grades.map((grade) => ({ label: grade, href: search(`${grade} ${label}`) })),
});

const categories = [
  category('铝板', ['1060', '3003', '5052', '5083', '6061']),
  category('铝卷', ['1060', '3003', '5052']),
  category('型材', ['6061', '6063', '6082']),
  category('铝箔', ['1060', '8011']),
  category('铝锭', ['A00']),
];

const meta = preview.meta({
  title: 'Components/CategoryNav',
  component: CategoryNav,
  args: { categories, onRetry: fn() },
  render: (args) => (
    <div style={{ width: 360 }}>
      <CategoryNav {...args} />
    </div>
  ),
});

/** Each category and its grades are search links; Tab walks through them. */
export const Loaded = meta.story({
  play: async ({ canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: '商品分类' });
    await expect(within(nav).getByRole('link', { name: '铝板' })).toHaveAttribute(
      'href',
      search('铝板'),
    );
    const plates = within(nav).getByRole('list', { name: '铝板牌号' });
    await expect(within(plates).getAllByRole('link')).toHaveLength(5);
    await expect(within(plates).getByRole('link', { name: '6061' })).toHaveAttribute(
      'href',
      search('6061 铝板'),
    );
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: '铝板' })).toHaveFocus();
  },
});

export const Loading = meta.story(loadingState);

export const Empty = meta.story({ args: { categories: [] }, play: expectEmpty('暂无商品分类') });

export const ServerError = meta.story(serverErrorState);
