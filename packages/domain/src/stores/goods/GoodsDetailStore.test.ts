import { describe, expect, it } from 'vitest';
import { cartHandlers, defaultHandlers, goodsHandlers, users } from '../../mocks/index.ts';
import { createTestRoot } from '../../test-support/root.ts';
import { recordUrls, setupTestServer } from '../../test-support/server.ts';
import { createGoodsDetailStore } from './GoodsDetailStore.ts';

const server = setupTestServer(...defaultHandlers);
const PATH = '/home/modelStore/detail/1207';

const open = async (user: (typeof users)[keyof typeof users] | null = users.certifiedStaff) => {
  const created = createTestRoot({ path: PATH, token: user ? 'tok' : null, user });
  const detail = created.root.feature(createGoodsDetailStore);
  await detail.load(1207);
  return { ...created, detail };
};

describe('GoodsDetailStore', () => {
  it('shows a visitor the batch with its price masked, the whole stock as the quantity', async () => {
    const { detail } = await open(null);
    expect(detail.status).toBe('ready');
    expect(detail.row).toMatchObject({
      batchId: 1207,
      productName: '6061-T6 铝板',
      spec: '2×1250×2500',
      priceText: '-',
      stockText: '8.526',
    });
    expect([detail.quantity, detail.quantityError, detail.amountText]).toEqual(['8.526', '', '-']);
  });

  it('shows a certified user the price and what the quantity comes to', async () => {
    const { detail } = await open();
    expect(detail.row?.priceText).toBe('¥24,960.00');
    expect(detail.amountText).toBe('¥212,808.96');
    detail.setQuantity('1.234');
    expect(detail.amountText).toBe('¥30,800.64');
  });

  it.each([
    ['', '请输入购买吨数'],
    ['0', '吨数必须大于 0'],
    ['1.2345', '吨数应为数字，最多 3 位小数'],
    ['8.527', '购买吨数不能超过库存 8.526 吨'],
  ])('explains the quantity %j', async (quantity, error) => {
    const { detail } = await open();
    detail.setQuantity(quantity);
    expect([detail.quantityError, detail.amountText]).toEqual([error, '']);
  });

  it('loads the certificate and similar batches once the batch is known', async () => {
    const urls = recordUrls(server);
    const { detail } = await open(null);
    expect(detail.certificate).toMatchObject({ certificateNo: 'ZB-LP0001207' });
    expect(detail.certificateUrl('view')).toBe('/api/csr/pc/mall/productBatch/certificate/1207');
    expect(detail.certificateUrl('download')).toBe(
      '/api/csr/pc/mall/productBatch/certificate/1207?download=1',
    );
    expect(detail.similar.map(({ category, priceText }) => [category, priceText])).toEqual([
      ['铝板', '-'],
      ['铝板', '-'],
      ['铝板', '-'],
    ]);
    expect(urls.filter((url) => url.includes('productBatch/extra'))).toEqual([
      'GET /api/csr/pc/mall/productBatch/extra/1207',
    ]);
  });

  it('shows no certificate for a batch without one', async () => {
    server.use(goodsHandlers.extraNone);
    const { detail } = await open();
    expect([detail.certificate, detail.similar]).toEqual([null, []]);
  });

  it('says when the batch does not exist, once', async () => {
    server.use(goodsHandlers.detailNotFound);
    const urls = recordUrls(server);
    const { env, detail } = await open();
    expect(urls.filter((url) => url.includes('productBatch/extra'))).toEqual([]);
    expect([detail.notFound, detail.status, detail.error, detail.goods]).toEqual([
      true,
      'error',
      '商品不存在',
      null,
    ]);
    expect(env.notifications).toEqual([{ type: 'error', message: '商品不存在' }]);
  });

  it('offers no quantity for a sold-out batch', async () => {
    server.use(goodsHandlers.detailSoldOut);
    const { detail } = await open();
    expect([detail.row?.soldOut, detail.quantity, detail.quantityError]).toEqual([
      true,
      '',
      '该商品已售罄',
    ]);
  });

  it("adds the quantity to the batch's cart and refreshes the header count", async () => {
    const { env, root, detail } = await open();
    detail.setQuantity('2');
    const urls = recordUrls(server);
    await expect(detail.addToCart()).resolves.toBe(true);
    expect(urls).toEqual([
      'GET /api/csr/pc/new/mall/cart/addCart?batchId=1207&carType=cash&weight=2.000',
      'GET /api/csr/pc/new/mall/cart/getPCMyCartNewCount',
    ]);
    expect(env.notifications).toEqual([{ type: 'success', message: '已加入购物车' }]);
    expect([root.cart.total, detail.adding]).toEqual([9, false]);
  });

  it('sends one add for a double click', async () => {
    const { detail } = await open();
    const urls = recordUrls(server);
    const adds = [detail.addToCart(), detail.addToCart()];
    expect(detail.adding).toBe(true);
    expect(await Promise.all(adds)).toEqual([true, false]);
    expect(urls.filter((url) => url.includes('addCart'))).toHaveLength(1);
  });

  it('sends nothing for an invalid quantity', async () => {
    const { detail } = await open();
    detail.setQuantity('9');
    const urls = recordUrls(server);
    await expect(detail.addToCart()).resolves.toBe(false);
    expect(urls).toEqual([]);
  });

  it("shows the server's refusal", async () => {
    server.use(cartHandlers.addOverStock);
    const { env, detail } = await open();
    await expect(detail.addToCart()).resolves.toBe(false);
    expect(env.notifications).toEqual([
      { type: 'error', message: '购买吨数不能超过库存 8.526 吨' },
    ]);
    expect(detail.adding).toBe(false);
  });

  it.each([
    ['a visitor', null, '请登录之后享受更多服务'],
    ['an uncertified user', users.uncertified, '请认证后享受更多服务'],
  ] as const)('asks %s to log in or certify first', async (_, user, text) => {
    const { root, detail } = await open(user);
    const urls = recordUrls(server);
    await expect(detail.addToCart()).resolves.toBe(false);
    expect(root.guard.prompt?.text).toBe(text);
    root.guard.cancel();
    detail.startInquiry();
    expect(root.guard.prompt?.text).toBe(text);
    expect(urls).toEqual([]);
  });

  it('starts an inquiry for the batch', async () => {
    const { env, detail } = await open();
    detail.startInquiry();
    expect(env.opened).toEqual([{ route: 'query', batchIds: [1207] }]);
  });

  it('is cleared on logout', async () => {
    const { root, detail } = await open();
    root.session.logout();
    expect([detail.batchId, detail.goods, detail.quantity, detail.status]).toEqual([
      null,
      null,
      '',
      'idle',
    ]);
  });
});
