import { expect, test } from './fixtures.ts';

/** Eleven searches: one more than the history keeps. */
const TERMS = [
  '6061',
  '5052',
  '1060',
  '3003',
  '5083',
  '6063',
  '8011',
  '1100',
  '铝板',
  '铝卷',
  '6061',
];

test('a visitor searches from the home page, opens a detail and is asked to log in on add to cart', async ({
  page,
}) => {
  await page.goto('/#/home/main');
  const box = page.getByRole('combobox', { name: /搜索/ });

  for (const term of [...TERMS, '铝箔']) {
    await box.fill(term);
    await box.press('Enter');
    await expect(page).toHaveURL(
      new RegExp(`#/home/modelStore/search\\?keyword=${encodeURIComponent(term)}$`),
    );
  }

  // History: newest first, no duplicates, at most 10, in browser storage.
  const history = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('mall.searchHistory') ?? '[]'),
  );
  expect(history).toEqual([
    '铝箔',
    '6061',
    '铝卷',
    '铝板',
    '1100',
    '8011',
    '6063',
    '5083',
    '3003',
    '1060',
  ]);

  // The search survives a reload: it lives in the URL.
  await page.goto('/#/home/modelStore/search?keyword=6061&sortField=unitPrice&sortOrder=asc');
  await page.reload();
  const results = page.getByRole('table', { name: '商品列表' });
  await expect(results.getByRole('row').nth(1)).toContainText('6061');
  await expect(page.getByRole('button', { name: '价格 升序' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // Visitors see '-' for prices and the way to log in.
  await expect(page.getByRole('link', { name: '登录查看' })).toBeVisible();

  await results.getByRole('link', { name: '详情' }).first().click();
  await expect(page).toHaveURL(/#\/home\/modelStore\/detail\/\d+$/);
  await expect(page).toHaveTitle('商品详情 - 铝材现货商城');
  const detailUrl = page.url();

  await page.getByRole('button', { name: '加入购物车' }).click();
  const prompt = page.getByRole('alertdialog');
  await expect(prompt).toContainText('请登录之后享受更多服务');
  await prompt.getByRole('button', { name: '去登录' }).click();
  await expect(page).toHaveURL(/#\/gateway\/login/);
  expect(detailUrl).toContain('/home/modelStore/detail/');
});
