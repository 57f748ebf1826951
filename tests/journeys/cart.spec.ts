import type { Page } from '@playwright/test';
import { accounts, addToCart, api, expect, signIn, test } from './fixtures.ts';

interface Batch {
  batchId: number;
  productName: string;
  grade: string;
  temper: string | null;
  inventory: string;
  weight: string;
  carType: string;
}

/** The header's cart link, whose name carries the count. */
const cartCount = (page: Page, count: number) =>
  expect(page.getByRole('link', { name: `购物车，${count} 件商品` })).toBeVisible();

/** A cart row's name, as the cart table labels its checkbox and 删除. */
const rowName = ({ productName, grade, temper, inventory }: Batch) =>
  `${productName} ${[grade, temper].filter(Boolean).join('-')} ${inventory}`;

test('a certified buyer adds three batches, removes one, clears the sold-out ones and makes an order', async ({
  page,
}) => {
  await signIn(page, accounts.certifiedAdmin);

  // Three cash batches in stock that are not in the cart yet.
  const inCart = new Set(
    (
      await Promise.all(
        ['getPCMyCartNewList', 'getPCMyCartListShadowNew', 'getPCMyCartSellOutList'].map((list) =>
          api<{ batchId: number }[]>(page, `/pc/new/mall/cart/${list}`),
        ),
      )
    )
      .flat()
      .map(({ batchId }) => batchId),
  );
  const { rows } = await api<{ rows: Batch[] }>(
    page,
    '/pc/mall/productBatch/list?pageNum=1&pageSize=50&sortField=listedAt&sortOrder=desc',
  );
  const chosen = rows
    .filter((batch) => batch.carType === 'cash' && Number(batch.weight) >= 1)
    .filter((batch) => !inCart.has(batch.batchId))
    .slice(0, 3);
  expect(chosen).toHaveLength(3);

  const counts = await api<{ cash: number; sold: number; spot: number }>(
    page,
    '/pc/new/mall/cart/getPCMyCartNewCount',
  );
  let total = counts.cash + counts.sold + counts.spot;
  await cartCount(page, total);

  for (const batch of chosen) {
    await addToCart(page, batch.batchId, '1');
    total += 1;
    await cartCount(page, total);
  }

  await page.getByRole('link', { name: /^购物车，/ }).click();
  await expect(page).toHaveURL(/#\/home\/modelShoppingCart\/list$/);
  const cart = page.getByRole('table', { name: '购物车商品' });
  for (const batch of chosen) {
    await expect(
      cart.getByRole('checkbox', { name: `选择 ${rowName(batch)}` }).first(),
    ).toBeVisible();
  }

  // Remove one of them.
  const [removed] = chosen as [Batch, ...Batch[]];
  await cart
    .getByRole('button', { name: `删除 ${rowName(removed)}` })
    .first()
    .click();
  let dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`确定将「${rowName(removed)}」移出购物车吗？`);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('删除成功').last()).toBeVisible();
  total -= 1;
  await cartCount(page, total);

  // Clear the sold-out lines of this cart type.
  const soldOut = page.getByRole('heading', { name: /^失效商品（\d+）$/ });
  const soldOutCount = Number((await soldOut.textContent())?.match(/\d+/)?.[0]);
  expect(soldOutCount).toBeGreaterThan(0);
  await page.getByRole('button', { name: '清空失效商品' }).click();
  dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('确定清空全部失效商品吗？');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(soldOut).toBeHidden();
  total -= soldOutCount;
  await cartCount(page, total);

  // Order every line that can be ordered.
  await page.getByRole('checkbox', { name: '全选' }).click();
  const bar = page.getByRole('group', { name: '结算' });
  const ordered = Number((await bar.textContent())?.match(/已选 (\d+) 件商品/)?.[1]);
  expect(ordered).toBeGreaterThanOrEqual(2);
  await bar.getByRole('button', { name: '去下单' }).click();
  await expect(page).toHaveURL(/#\/home\/modelShoppingCart\/makeOrder\?carType=cash&cartIds=/);
  await expect(page.getByRole('group', { name: '订单合计' })).toContainText('过户费（15 元/吨 ×');

  // The B2B confirmation: 配送 to the company's default address, the buyer's 采购单号.
  await page.getByRole('radio', { name: /配送/ }).click();
  await expect(page.getByRole('radio', { name: /（默认）/ })).toBeChecked();
  await page.getByRole('textbox', { name: '采购单号' }).fill('PO-CART-0001');
  await page.getByRole('button', { name: '提交订单' }).click();
  dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`提交 ${ordered} 件商品的订单（配送至`);
  await dialog.getByRole('button', { name: '确定下单' }).click();
  await expect(page).toHaveURL(/#\/center\/orderToBeSubmit$/);
  await expect(page.getByText('下单成功，请在待提交订单中确认提交')).toBeVisible();
  await expect(page.getByText('采购单号：PO-CART-0001')).toBeVisible();
  total -= ordered;
  await cartCount(page, total);
});
