import { accounts, expect, searchHeading, signIn, test } from './fixtures.ts';

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
    // The results page, once shown, puts its keyword in the box: the next term is typed after
    // that, or the page would overwrite it (a run under load searched 6061 twice).
    await expect(searchHeading(page)).toContainText(`“${term}”`);
  }

  // History: newest first, no duplicates, at most 10, in browser storage.
  const history = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('mall.searchHistory@visitor') ?? '[]'),
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

test('a visitor narrows a category by its second grade and reads a detail’s certificate, weight and similar batches', async ({
  page,
}) => {
  await page.goto('/#/home/modelStore/searchSecondGrade?category=铝板&keyword=1060');
  // The header's box shows the keyword of the search on screen.
  await expect(page.getByRole('combobox', { name: '搜索商品' })).toHaveValue('1060');
  await expect(page.getByRole('heading', { name: '铝板：“1060”的搜索结果' })).toBeVisible();

  const second = page.getByRole('toolbar', { name: '二级品类' });
  await expect(second.getByRole('button', { name: '普通铝板' })).toBeVisible();
  await expect(second.getByRole('button', { name: '普通铝卷' })).toHaveCount(0);
  // The narrowed list, not the one still shown from before (whose rows hold 1060 too).
  const narrowed = page.waitForResponse(
    (r) =>
      r.url().includes('/pc/mall/productBatch/list') &&
      new URL(r.url()).searchParams.get('secondGrade') === '花纹铝板',
  );
  await second.getByRole('button', { name: '花纹铝板' }).click();
  await expect(page).toHaveURL(/secondGrade=%E8%8A%B1%E7%BA%B9%E9%93%9D%E6%9D%BF/);
  await narrowed;
  const results = page.getByRole('table', { name: '商品列表' });
  await expect(results.getByRole('row').nth(1)).toContainText('1060');

  await results.getByRole('link', { name: '详情' }).first().click();
  await expect(page).toHaveURL(/#\/home\/modelStore\/detail\/\d+$/);
  const term = (name: string) => page.locator('dt', { hasText: name }).locator('+ dd');
  await expect(term('二级品类')).toHaveText('花纹铝板');
  await expect(term('理论单重')).toHaveText(
    /^\d+\.\d{3} 吨\/张（\d+\.\d{3} kg，密度 2\.71 g\/cm³）$/,
  );
  await expect(term('交货条款')).toContainText('过户费');

  // The certificate, when the batch has one, opens as a file the sandbox serves.
  const certificate = term('质保书');
  // Its row holds a grey bar (no text) until the certificate is known.
  await expect(certificate).toHaveText(/\S/);
  const view = certificate.getByRole('link', { name: '查看质保书' });
  if ((await view.count()) > 0) {
    const answer = await page.request.get((await view.getAttribute('href')) ?? '');
    expect(answer.headers()['content-type']).toMatch(/^image\/svg\+xml/);
    expect(await answer.text()).toContain('质量证明书');
  } else {
    await expect(certificate).toHaveText('该批次暂无质保书');
  }

  // Similar batches link to other details.
  const similar = page.getByRole('list', { name: '相似批次' }).getByRole('link');
  await expect(similar.first()).toBeVisible();
  const here = page.url();
  await similar.first().click();
  await expect(page).not.toHaveURL(here);
  await expect(page).toHaveURL(/#\/home\/modelStore\/detail\/\d+$/);
});

test('a buyer searches as the tables write, and words that find no spot goods become an inquiry line through 发布求购', async ({
  page,
}) => {
  await signIn(page, accounts.certifiedAdmin);
  const box = page.getByRole('combobox', { name: '搜索商品' });
  const results = page.getByRole('table', { name: '商品列表' });
  const search = async (words: string) => {
    await box.fill(words);
    await box.press('Enter');
    await expect(searchHeading(page)).toContainText(`“${words}”`);
  };

  // The tables' own notation (×), a thickness with its unit, a category word and a city are
  // read as a buyer means them: each finds the 6061-T6 plates 2 mm thick.
  for (const words of ['6061-T6 2×1220', '6061-T6 2mm', '6061-T6 铝板 2mm 佛山']) {
    await search(words);
    await expect(results.getByRole('row').nth(1)).toContainText('6061');
    await expect(page.getByRole('note', { name: '没有找到现货' })).toHaveCount(0);
  }

  // A grade of GB/T 3190 the mall has no stock of: the page says so and offers 发布求购.
  const words = '7A04-T6 铝板 12厚 1500宽 佛山';
  await search(words);
  const none = page.getByRole('note', { name: '没有找到现货' });
  await expect(none).toContainText(`没有找到“${words}”的现货？`);
  await none.getByRole('link', { name: '发布求购' }).click();
  await expect(page).toHaveURL(/#\/home\/modelDemand\/query\?words=/);

  // The words are read into a line to check: what was read, what is missing.
  const dialog = page.getByRole('dialog', { name: '智能识别' });
  await expect(dialog.getByRole('list', { name: '识别结果' })).toContainText(`「${words}」`);
  const read = (title: string) => dialog.getByLabel(`第 1 行${title}`, { exact: true });
  await expect(read('牌号')).toHaveValue('7A04');
  await expect(read('状态')).toHaveValue('T6');
  await expect(read('厚度(mm)')).toHaveValue('12');
  await expect(read('宽度(mm)')).toHaveValue('1500');
  await expect(read('数量')).toHaveAccessibleDescription('未识别，请填写');
  await read('数量').fill('3');
  await dialog.getByRole('button', { name: '添加到询价明细' }).click();
  await expect(dialog).toBeHidden();

  const line = (title: string) => page.getByLabel(`第 1 行${title}`, { exact: true });
  await expect(line('牌号')).toHaveValue('7A04');
  await expect(line('厚度(mm)')).toHaveValue('12');
  await expect(line('宽度(mm)')).toHaveValue('1500');
  await expect(line('数量')).toHaveValue('3');
  await expect(line('交货城市')).toHaveValue('佛山');
});
