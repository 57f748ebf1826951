import { accounts, choose, expect, signIn, test } from './fixtures.ts';
import { expectInert, payloadsWithin } from './hostile.ts';

const HOSTILE = '安全提示：警惕冒充平台客服的钓鱼链接';

test('a visitor reads an article list, then the hostile article, and none of its payload runs', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/#/home/modelInfo/list');
  await expect(page).toHaveTitle('资讯 - 铝材现货商城');
  const list = page.getByRole('list', { name: '资讯列表' });
  await expect(list.getByRole('listitem')).toHaveCount(10);

  await page.getByRole('tab', { name: '平台公告' }).click();
  await expect(page).toHaveURL(/#\/home\/modelInfo\/list\?typeId=3$/);
  await list.getByRole('link', { name: HOSTILE }).click();

  await expect(page).toHaveURL(/#\/home\/modelInfo\/detail\/\d+$/);
  const article = page.getByRole('article', { name: HOSTILE });
  await expect(article.getByText('如遇可疑情况，请拨打客服热线 400-820-6060 核实。')).toBeVisible();
  await expect(article.getByText('平台公告')).toBeVisible();
  await expect(article.locator('script, [onerror], [onmouseover]')).toHaveCount(0);
  await expect(article.getByText('点此领取退款')).not.toHaveAttribute('href', /.*/);
  await article.getByText('点此领取退款').click();
  await article.getByText(/如遇可疑情况/).hover();
  expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);

  await article.getByRole('link', { name: '返回资讯列表' }).click();
  await expect(page).toHaveURL(/#\/home\/modelInfo\/list$/);
});

test('a visitor downloads the invoice template from the help centre', async ({ page }) => {
  await page.goto('/#/home/modelHelp/invoice');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载开票资料模板（开票资料模板.csv）' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('开票资料模板.csv');
});

test('a logged-in buyer sends feedback once, and is thanked', async ({ page }) => {
  await signIn(page, accounts.certifiedStaff, { landing: '/#/home/modelHelp/feedback' });

  const form = page.getByRole('form', { name: '意见反馈' });
  await choose(form.getByRole('combobox', { name: /反馈类型/ }), '页面问题');
  await form.getByLabel(/反馈内容/).fill('太短');
  await form.getByRole('button', { name: '提交反馈' }).click();
  await expect(form.getByText('反馈内容至少 10 个字')).toBeVisible();

  // Hostile text, as many payloads as the field takes: never shown back, it runs nowhere.
  await form.getByLabel(/反馈内容/).fill(payloadsWithin(500)[0] ?? '');
  await form.getByLabel(/联系手机/).fill(accounts.certifiedStaff);
  await expectInert(page, 'the form holding it');
  await form.getByRole('button', { name: '提交反馈' }).click();
  await expect(page.getByText('提交成功')).toBeVisible();
  await expect(page.getByText('感谢您的反馈，我们会认真处理。')).toBeVisible();
  await expect(form).toBeHidden();
  await expectInert(page);
});
