import { expect, within } from 'storybook/test';
import preview from '#.storybook/preview';
import {
  coilGoods,
  detailHref,
  maskedGoods,
  plateGoods,
  thickPlateGoods,
} from '../GoodsSpec/fixtures.ts';
import { SimilarGoods } from './SimilarGoods.tsx';

const meta = preview.meta({
  title: 'Components/SimilarGoods',
  component: SimilarGoods,
  args: { goods: [plateGoods, thickPlateGoods, coilGoods], certified: true, detailHref },
});

/** A few batches, each a link to its detail with its price. */
export const Loaded = meta.story({
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: '相似批次' });
    await expect(list.querySelectorAll('li')).toHaveLength(3);
    const [first] = list.querySelectorAll('li');
    const link = within(first ?? list).getByRole('link');
    await expect(link).toHaveAttribute('href', '#/home/modelStore/detail/B20261101001');
    await expect(link).toHaveTextContent('2×1220×2440');
    await expect(first).toHaveTextContent('¥21,350.00');
  },
});

/** A signed-in uncertified viewer: 去认证 in each price's place, a link of its own. */
export const Certify = meta.story({
  args: { goods: maskedGoods.slice(0, 2), certified: false, certifyHref: '#/center/companyCreate' },
  play: async ({ canvas }) => {
    const certify = canvas.getAllByRole('link', { name: '去认证' });
    await expect(certify).toHaveLength(2);
    for (const link of certify) await expect(link.parentElement?.closest('a')).toBeNull();
  },
});

/** An uncertified viewer: the prices are masked as '-'. */
export const Masked = meta.story({
  args: { goods: maskedGoods.slice(0, 2), certified: false },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('-')).toHaveLength(2);
  },
});

/** Still loading: the panel keeps its room. */
export const Loading = meta.story({
  args: { goods: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('相似批次')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
});

/** None like it: the panel says so and keeps a card's room, so nothing below moves. */
export const Empty = meta.story({
  args: { goods: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无相似批次')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
});
