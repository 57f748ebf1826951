import { expect, fn, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { expectEmpty, loadingState, serverErrorState } from '../../storyStates.ts';
import {
  certifyHref,
  detailHref,
  maskedGoods,
  sampleGoods,
} from '../../goods/GoodsSpec/fixtures.ts';
import { MayLikeList } from './MayLikeList.tsx';

const meta = preview.meta({
  title: 'Components/MayLikeList',
  component: MayLikeList,
  args: {
    items: sampleGoods.slice(0, 4),
    certified: true,
    certifyHref,
    detailHref,
    onOpen: fn(),
    onRetry: fn(),
  },
  render: (args) => (
    <div style={{ maxWidth: 940 }}>
      <MayLikeList {...args} />
    </div>
  ),
});

/** Goods cards; opening one reports its batch id so the app can record the interest. */
export const Loaded = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    const list = within(canvas.getByRole('region', { name: '猜你喜欢' })).getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    const coil = within(list).getByRole('link', { name: '铝卷 5052-H32' });
    await expect(coil).toHaveAttribute('href', '#/home/modelStore/detail/B20261101002');
    coil.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(coil);
    await expect(args.onOpen).toHaveBeenCalledWith('B20261101002');
  },
});

/** Uncertified buyer: 去认证 in place of every price. */
export const Uncertified = meta.story({
  args: { items: maskedGoods.slice(0, 4), certified: false },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link', { name: '去认证' })).toHaveLength(4);
    await expect(canvas.queryByText('¥21,350.00')).not.toBeInTheDocument();
  },
});

export const Loading = meta.story(loadingState);

export const Empty = meta.story({ args: { items: [] }, play: expectEmpty('暂无推荐商品') });

export const ServerError = meta.story(serverErrorState);
