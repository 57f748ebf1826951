import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { sandboxApi } from '../playwright.config.ts';
import {
  accounts,
  api,
  expect,
  openInquiryDetail,
  reminderDialog,
  signIn,
  test,
} from './fixtures.ts';
import { expectInert, HOSTILE_PAYLOADS } from './hostile.ts';

interface Line {
  detailId: number;
  alloy: string;
  temper?: string;
  thickness: string;
  width: string;
  length?: string;
  surface?: string;
  state: string;
}
interface Inquiry {
  id: number;
  inquiryNo: string;
  status: string;
  lineCount: number;
}
interface Detail extends Inquiry {
  lines: Line[];
}

const LIST = '/pc/inquiryNew/inquiry/getInquiryList?pageNum=1&pageSize=50';

/** A size as the screens write it: '2.000' → '2', '0.50' → '0.5'. */
const size = (value: string | undefined) =>
  value?.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : (value ?? '');

/** A line's specification as the screens show it, e.g. 6063-T5 2×1250×2500 氧化. */
const spec = (line: Line) =>
  [
    line.temper ? `${line.alloy}-${line.temper}` : line.alloy,
    [line.thickness, line.width, line.length].map(size).filter(Boolean).join('×'),
    line.surface ?? '',
  ]
    .filter(Boolean)
    .join(' ');

/** The company's inquiries with their lines, current and history. */
const inquiries = async (page: Page): Promise<Detail[]> => {
  const sides = await Promise.all(
    ['false', 'true'].map((flag) => api<{ rows: Inquiry[] }>(page, `${LIST}&historyFlag=${flag}`)),
  );
  return Promise.all(
    sides
      .flatMap(({ rows }) => rows)
      .map((row) => api<Detail>(page, `/pc/inquiryNew/inquiry/${row.id}`)),
  );
};

/** The buyer writes in an inquiry's conversation through the call, as the screen would. */
const say = async (page: Page, id: number, content: string) => {
  const token = (await page.context().cookies()).find(({ name }) => name === 'Token')?.value;
  const response = await fetch(`${sandboxApi}/pc/inquiryNew/inquiry/sendMessage`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Token: token ?? '',
      'Idempotency-Key': crypto.randomUUID(),
    },
    body: JSON.stringify({ id, content: `询价留言${content}` }),
  });
  expect(((await response.json()) as { code: number }).code).toBe(200);
};

async function openList(page: Page, path = 'queryList') {
  await signIn(page, accounts.certifiedAdmin, { landing: `/#/home/modelDemand/${path}` });
}

test('a waiting inquiry is split, its conversation answered by the mall raises reminder 028, and the quote downloads as a PDF', async ({
  page,
}) => {
  await openList(page);
  const all = await inquiries(page);
  const waiting = all.find(({ status, lines }) => status === 'toBeAccepted' && lines.length > 1);
  if (!waiting) throw new Error('no waiting inquiry of several lines');
  const [moved] = waiting.lines;
  if (!moved) throw new Error('no line');

  // 拆分: nothing picked is refused in the dialog, then one line becomes a new inquiry.
  let detail = await openInquiryDetail(page, waiting.inquiryNo);
  await expect(detail.getByRole('table')).toContainText(spec(moved));
  await detail.getByRole('button', { name: '拆分' }).click();
  const split = page.getByRole('dialog', { name: '拆分询价单' });
  await split.getByRole('button', { name: '确定拆分' }).click();
  await expect(split).toContainText('请选择要拆分的明细');
  await split.getByRole('checkbox', { name: `拆分 ${spec(moved)}` }).click();
  await split.getByRole('button', { name: '确定拆分' }).click();
  await expect(page.getByText(/^已拆分为新询价单 XJ\d+$/)).toBeVisible();
  await expect(detail.getByRole('table')).not.toContainText(spec(moved));
  const after = await api<Detail>(page, `/pc/inquiryNew/inquiry/${waiting.id}`);
  expect(after.lines.map(({ detailId }) => detailId)).not.toContain(moved.detailId);

  // 沟通: what the buyer writes is shown back as text; hostile payloads ride along.
  await detail.getByRole('tab', { name: '沟通' }).click();
  await expect(detail.getByText('暂无留言，对报价有疑问可在此询问商城')).toBeVisible();
  const log = detail.getByRole('list', { name: `询价单 ${waiting.inquiryNo} 的沟通记录` });
  for (const payload of HOSTILE_PAYLOADS.slice(0, 6)) {
    const text = `交期能否提前？${payload}`;
    await detail.getByRole('textbox', { name: '留言' }).fill(text);
    await detail.getByRole('button', { name: '发送' }).click();
    await expect(log.getByText(text, { exact: true })).toBeVisible();
    await expect(detail.getByRole('textbox', { name: '留言' })).toHaveValue('');
  }
  // The other payloads arrive through the call itself; the conversation shows each as text.
  const rest = HOSTILE_PAYLOADS.slice(6);
  for (const payload of rest) await say(page, waiting.id, payload);
  await detail.getByRole('tab', { name: '变更记录' }).click();
  await detail.getByRole('tab', { name: '沟通' }).click();
  await expect(log.getByRole('listitem')).toHaveCount(6 + rest.length);
  const shown = await log.locator('li > p:last-child').allTextContents();
  for (const payload of rest) expect(shown).toContain(`询价留言${payload}`.trim());
  await expectInert(page, 'conversation');

  // The mall answers from the back office: reminder 028 leads to the inquiry list.
  const reply = await fetch(`${sandboxApi}/__admin/inquiries/reply`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ inquiryNo: waiting.inquiryNo, content: '可以提前到下周发货' }),
  });
  expect(((await reply.json()) as { code: number }).code).toBe(200);
  await page.keyboard.press('Escape');
  const reminder = await reminderDialog(page);
  await reminder
    .getByRole('button', { name: new RegExp(`询价有新的回复.*${waiting.inquiryNo}`) })
    .click();
  await expect(page).toHaveURL(/#\/home\/modelDemand\/queryList$/);
  detail = await openInquiryDetail(page, waiting.inquiryNo);
  await detail.getByRole('tab', { name: '沟通' }).click();
  await expect(log).toContainText('商城客服');
  await expect(log).toContainText('可以提前到下周发货');
  await page.keyboard.press('Escape');

  // The quote as a PDF, of an inquiry with a quote not deleted (inquiry.spec deletes one's, and
  // may have run on this lane before).
  const quoted = all.find(
    ({ status, lines }) => status === 'quoted' && lines.some(({ state }) => state !== 'deleted'),
  );
  if (!quoted) throw new Error('no quoted inquiry');
  detail = await openInquiryDetail(page, quoted.inquiryNo);
  const download = page.waitForEvent('download');
  await detail.getByRole('button', { name: '下载报价单 PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`报价单-${quoted.inquiryNo}.pdf`);
  const bytes = await readFile(await file.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('重新报价 of an expired line makes a new 待受理 inquiry of that line', async ({ page }) => {
  await openList(page, 'queryHistory');
  const all = await inquiries(page);
  const expired = all.find(
    ({ status, lines }) => status === 'expired' && lines.some(({ state }) => state === 'expired'),
  );
  const line = expired?.lines.find(({ state }) => state === 'expired');
  if (!expired || !line) throw new Error('no expired line');
  const detail = await openInquiryDetail(page, expired.inquiryNo);
  await detail.getByRole('button', { name: `重新报价 ${spec(line)}` }).click();
  const made = page.getByText(/^已生成新询价单 XJ\d+，等待商城受理$/);
  await expect(made).toBeVisible();
  const inquiryNo = (await made.textContent())?.match(/XJ\d+/)?.[0] ?? '';

  const waiting = await api<{ rows: Inquiry[] }>(
    page,
    `${LIST}&historyFlag=false&inquiryNo=${inquiryNo}`,
  );
  expect(waiting.rows).toEqual([
    expect.objectContaining({ inquiryNo, status: 'toBeAccepted', lineCount: 1 }),
  ]);
  const [row] = waiting.rows;
  const copy = await api<Detail>(page, `/pc/inquiryNew/inquiry/${row?.id ?? 0}`);
  expect(copy.lines.map(spec)).toEqual([spec(line)]);
});
