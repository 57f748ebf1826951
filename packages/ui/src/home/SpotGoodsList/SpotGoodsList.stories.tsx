import { expect, fn, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { expectEmpty, loadingState, serverErrorState } from '../../storyStates.ts';
import {
  certifyHref,
  detailHref,
  maskedGoods,
  sampleGoods,
} from '../../goods/GoodsSpec/fixtures.ts';
import { SpotGoodsList } from './SpotGoodsList.tsx';

const meta = preview.meta({
  title: 'Components/SpotGoodsList',
  component: SpotGoodsList,
  args: {
    items: sampleGoods.slice(0, 4),
    certified: true,
    certifyHref,
    detailHref,
    moreHref: '#/home/modelStore/search',
    onRetry: fn(),
  },
  render: (args) => (
    <div style={{ width: 720 }}>
      <SpotGoodsList {...args} />
    </div>
  ),
});

/** One line per batch: the name leads to its detail, figures on the right. */
export const Loaded = meta.story({
  play: async ({ canvas }) => {
    const list = within(canvas.getByRole('region', { name: '现货资源' })).getByRole('list');
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(4);
    const first = rows[0] as HTMLElement;
    await expect(within(first).getByRole('link', { name: '铝板 6061-T6' })).toHaveAttribute(
      'href',
      '#/home/modelStore/detail/B20261101001',
    );
    await expect(first).toHaveTextContent('2×1220×2440');
    await expect(first).toHaveTextContent('12.500吨');
    await expect(within(first).getByText('¥21,350.00')).toBeVisible();
  },
});

/** Uncertified buyer: 去认证 in place of every price. */
export const Uncertified = meta.story({
  args: { items: maskedGoods.slice(0, 4), certified: false },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link', { name: '去认证' })).toHaveLength(4);
  },
});

export const Loading = meta.story(loadingState);

export const Empty = meta.story({ args: { items: [] }, play: expectEmpty('暂无现货资源') });

export const ServerError = meta.story(serverErrorState);
