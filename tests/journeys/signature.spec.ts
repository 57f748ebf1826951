import { readFile } from 'node:fs/promises';
import { sandboxApi } from '../playwright.config.ts';
import { accounts, expect, field, orderAction, phone, signIn, test } from './fixtures.ts';
import { expectInert, HOSTILE_PAYLOADS } from './hostile.ts';

/** A fresh mobile for this run (the sandbox keeps its data between runs). */
const freshMobile = () => `137${String(Date.now() % 100_000_000).padStart(8, '0')}`;

/** The back office takes the demo company's seal and signings away: the journey starts afresh. */
const resetSignature = async (username: string) => {
  const response = await fetch(`${sandboxApi}/__admin/signature/reset`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username }),
  });
  expect(((await response.json()) as { code: number }).code).toBe(200);
};

/** A hostile payload short enough for the signer's name (at most 20 characters). */
const hostileName = HOSTILE_PAYLOADS.find((payload) => [...payload].length <= 20) ?? '';

test('an administrator opens the company seal, signs a contract from 历史合同 and downloads the stamped PDF', async ({
  page,
}) => {
  expect(hostileName).not.toBe('');
  await resetSignature(accounts.certifiedAdmin);
  const signer = freshMobile();

  await signIn(page, accounts.certifiedAdmin);

  // 电子签章: not opened; the administrator opens it, confirmed by the code sent to their mobile.
  await page.goto('/#/center/userSignature');
  await expect(page.getByRole('status', { name: '电子签章未开通' })).toBeVisible();
  await page.getByRole('button', { name: '开通电子签章' }).click();
  const form = page.getByRole('form', { name: '开通电子签章' });
  await field(form, '签署人姓名').fill(hostileName);
  await field(form, '签署人手机号').fill(signer);
  await form.getByRole('button', { name: '获取验证码' }).click();
  await expect(form.getByRole('button', { name: /秒后重发/ })).toBeVisible();
  await field(form, '短信验证码').fill(await phone.lastSms(accounts.certifiedAdmin, 4));
  await form.getByRole('button', { name: '确认开通' }).click();
  const seal = page.getByRole('region', { name: '企业电子签章' });
  await expect(seal.getByRole('img', { name: /电子签章$/ })).toBeVisible();
  // The typed name is shown back as text.
  await expect(seal).toContainText(hostileName);
  await expectInert(page);

  // 历史合同: 签署 the first contract with the SMS code sent to the signer.
  await page.goto('/#/center/orderHistory');
  const sign = page
    .getByRole('table', { name: '历史合同' })
    .getByRole('button', { name: /^签署 HT/ })
    .first();
  const contractNo = ((await sign.getAttribute('aria-label')) ?? '').replace('签署 ', '');
  await sign.click();
  const dialog = page.getByRole('dialog', { name: '签署合同' });
  await expect(dialog).toContainText(`合同编号：${contractNo}`);
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await expect(dialog.getByRole('button', { name: /秒后重发/ })).toBeVisible();
  await field(dialog, '短信验证码').fill(await phone.lastSms(signer, 4));
  await dialog.getByRole('button', { name: '签署', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: '确认签署' });
  await confirm.getByRole('button', { name: '确认签署' }).click();
  await expect(dialog.getByRole('status', { name: '该合同已签署' })).toBeVisible();
  await dialog.getByRole('button', { name: '关闭' }).click();

  // The row now says so, and offers 签署 no more.
  const row = page
    .getByRole('table', { name: '历史合同' })
    .getByRole('row')
    .filter({ hasText: contractNo });
  await expect(row).toContainText('已电子签章');
  await expect(row.getByRole('button', { name: `签署 ${contractNo}` })).toHaveCount(0);

  // 下载合同 is now the signed copy: a PDF.
  const downloading = page.waitForEvent('download');
  await orderAction(row, `下载合同 ${contractNo}`);
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`销售合同-${contractNo}-已签署.pdf`);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');

  // The record shows in 电子签章, and downloads the same signed PDF.
  await page.goto('/#/center/userSignature');
  const record = page
    .getByRole('table', { name: '签署记录' })
    .getByRole('row')
    .filter({ hasText: contractNo });
  await expect(record).toContainText(hostileName);
  const again = page.waitForEvent('download');
  await record.getByRole('button', { name: `下载 ${contractNo}` }).click();
  const fromRecord = await readFile(await (await again).path());
  expect(fromRecord.equals(bytes)).toBe(true);
  await expectInert(page);
});
