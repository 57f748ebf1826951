import type { Page } from '@playwright/test';
import {
  accounts,
  addToCart,
  api,
  expect,
  field,
  reminderDialog,
  reminders,
  signIn,
  test,
  wantedDate,
} from './fixtures.ts';
import { expectInert, HOSTILE_PAYLOADS, payloadsWithin } from './hostile.ts';

const cell = (page: Page, row: number, title: string) =>
  page.getByLabel(`第 ${row} 行${title}`, { exact: true });
const lineTable = (page: Page) => page.getByRole('table', { name: '询价明细' });

test("发布求购 on the home page opens the form, and a suggestion is picked from the keyboard into the line's fields", async ({
  page,
}) => {
  await signIn(page, accounts.certifiedAdmin);
  await page.getByRole('button', { name: '发布求购' }).click();
  await expect(page).toHaveURL(/#\/home\/modelDemand\/query$/);
  await expect(lineTable(page)).toBeVisible();

  await cell(page, 1, '数量').fill('8');
  await cell(page, 1, '牌号').pressSequentially('6061');
  const suggestions = page.getByRole('listbox', { name: '规格建议' });
  await expect(suggestions.getByRole('option').first()).toBeVisible();
  const first = (await suggestions.getByRole('option').first().innerText()).split('\n')[0] ?? '';
  await cell(page, 1, '牌号').press('ArrowDown');
  await expect(suggestions.getByRole('option', { selected: true })).toHaveCount(1);
  await cell(page, 1, '牌号').press('Enter');
  await expect(suggestions).toBeHidden();
  // The first suggestion, e.g. '6061-T6 3×1500×3000 原色', is now the line's product.
  const [alloyTemper = '', sizes = ''] = first.split(' ');
  const [alloy, temper] = alloyTemper.split('-');
  const [thickness, width] = sizes.split('×');
  await expect(cell(page, 1, '牌号')).toHaveValue(alloy ?? '');
  await expect(cell(page, 1, '状态')).toHaveValue(temper ?? '');
  // The label writes sizes trimmed (0.5), the line keeps the batch's figure (0.500).
  const size = async (title: string) => Number(await cell(page, 1, title).inputValue());
  await expect.poll(() => size('厚度(mm)')).toBe(Number(thickness));
  await expect.poll(() => size('宽度(mm)')).toBe(Number(width));
  await expect(cell(page, 1, '数量')).toHaveValue('8');
  // Enter without a list open still moves on to a new line.
  await cell(page, 1, '数量').press('Enter');
  await expect(cell(page, 2, '品类')).toBeFocused();
});

test("the cart's chosen lines and 再次购买's product open the form with their batches", async ({
  page,
}) => {
  await signIn(page, accounts.certifiedAdmin);
  // A cash batch in stock put in the cart first: the journeys before this one may have ordered
  // every line the seed put there. The oldest listed one not in the cart, so that the journeys
  // which add the newest batches still find theirs missing from the cart.
  const inCart = new Set(
    (await api<{ batchId: number }[]>(page, '/pc/new/mall/cart/getPCMyCartNewList')).map(
      ({ batchId }) => batchId,
    ),
  );
  // A plate, not an ingot: an inquiry line needs the batch's thickness and width.
  const { rows } = await api<{
    rows: { batchId: number; carType: string; weight: string; thickness: string | null }[];
  }>(page, '/pc/mall/productBatch/list?pageNum=1&pageSize=50&sortField=listedAt&sortOrder=asc');
  const batch = rows.find(
    ({ batchId, carType, weight, thickness }) =>
      carType === 'cash' && Number(weight) >= 1 && thickness !== null && !inCart.has(batchId),
  );
  if (!batch) throw new Error('no plate in stock outside the cart');
  await addToCart(page, batch.batchId, '1');

  await page.goto('/#/home/modelShoppingCart/list');
  await page.getByRole('checkbox', { name: '全选' }).check();
  const chosen = Number(
    (await page.getByRole('group', { name: '结算' }).innerText()).match(/已选\s*(\d+)\s*件/)?.[1],
  );
  expect(chosen).toBeGreaterThan(0);
  await page.getByRole('group', { name: '结算' }).getByRole('button', { name: '发起询价' }).click();
  await expect(page).toHaveURL(/#\/home\/modelDemand\/query\?batchIds=\d+(,\d+)*$/);
  const ids = new URL(page.url().replace('/#/', '/')).searchParams.get('batchIds') ?? '';
  expect(ids.split(',')).toHaveLength(chosen);
  await expect(cell(page, 1, '牌号')).not.toHaveValue('');
  await expect(cell(page, chosen, '牌号')).not.toHaveValue('');

  await page.goto('/#/home/modelDemand/repeatedlyBuy');
  const bought = page.getByRole('table', { name: '常购商品' });
  await expect(bought.getByRole('button', { name: /^再次询价 / }).first()).toBeVisible();
  await expect(bought).toContainText('¥');
  await bought
    .getByRole('button', { name: /^加入购物车 / })
    .first()
    .click();
  await expect(page.getByText(/^已加入购物车 \d+\.\d{3} 吨$/)).toBeVisible();
  const product = await bought
    .getByRole('button', { name: /^再次询价 / })
    .first()
    .getAttribute('aria-label');
  await bought
    .getByRole('button', { name: /^再次询价 / })
    .first()
    .click();
  await expect(page).toHaveURL(/#\/home\/modelDemand\/query\?batchIds=\d+$/);
  // 再次询价 6063-T5 铝板 6063-T5 2×1250×2500 氧化: the line has its alloy.
  const alloy = product?.split(' ')[1]?.split('-')[0] ?? '';
  await expect(cell(page, 1, '牌号')).toHaveValue(alloy);
});

test('the header counts the quoted orders to submit and opens them; reminders 011/012 open the inquiry list, 003/010 the orders to submit', async ({
  page,
}) => {
  await reminders.clearAll();
  await signIn(page, accounts.certifiedAdmin);
  const expected = await api<number>(page, '/pc/inquiryNew/inquiry/selectToBeSubmittedCount');
  expect(expected).toBeGreaterThan(0);
  const count = page.getByRole('link', { name: `需求待办，${expected} 个报价订单待提交` });
  await count.click();
  await expect(page).toHaveURL(/#\/center\/orderToBeSubmit$/);

  // The company's newest inquiry, as the mall names it when it raises these reminders.
  const { rows } = await api<{ rows: { inquiryNo: string }[] }>(
    page,
    '/pc/inquiryNew/inquiry/getInquiryList?pageNum=1&pageSize=10&historyFlag=false',
  );
  const inquiryNo = rows[0]?.inquiryNo ?? '';
  const follow = async (code: string, text: string, target: RegExp) => {
    await page.goto('/#/home/main');
    await reminders.raise(accounts.certifiedAdmin, code, inquiryNo);
    const dialog = await reminderDialog(page);
    // A happenTime names a second, and consuming it consumes every reminder raised in that
    // second: the next reminder is raised once this one's consume has been answered, or a late
    // consume could take the next one with it.
    const consumed = page.waitForResponse((response) =>
      response.url().includes('/pc/common/flashAction/consume'),
    );
    await dialog.getByRole('button', { name: new RegExp(text) }).click();
    await consumed;
    await expect(page).toHaveURL(target);
    await expect(dialog).toBeHidden();
  };
  await follow('011', '询价已受理', /#\/home\/modelDemand\/queryList$/);
  await follow('012', '询价已报价', /#\/home\/modelDemand\/queryList$/);
  await follow('003', '您有新的报价订单待提交', /#\/center\/orderToBeSubmit$/);
  await follow('010', '您有新的报价订单待提交', /#\/center\/orderToBeSubmit$/);
});

test('hostile line remarks, contact and remark are sent, stored and shown again in the copied form as text', async ({
  page,
}) => {
  // The staff member's inquiry: its contact becomes the next form's for this user only, and the
  // administrator's next form is still 陈志强's (inquiry.spec).
  await signIn(page, accounts.certifiedStaff);
  await page.goto('/#/home/modelDemand/query');
  await expect(lineTable(page)).toBeVisible();
  // The kept draft stands in for typing 56 lines: one line per payload in its 备注 (at most 200).
  const remarks = HOSTILE_PAYLOADS.map((payload) => [...payload].slice(0, 200).join(''));
  await page.evaluate(
    ({ texts, date }) => {
      const lines = texts.map((remark, index) => ({
        key: `l${index + 1}`,
        alloy: '6063',
        temper: 'T5',
        thickness: '2.0',
        width: '1250',
        length: '2500',
        surface: '',
        filmThickness: '',
        quantity: '1',
        unit: '吨',
        deliveryCity: '佛山',
        wantedDate: date,
        remark,
      }));
      // The draft is kept per user: under the signed-in user's uid.
      const { uid } = JSON.parse(localStorage.getItem('mall.user') ?? '{}') as { uid: number };
      localStorage.setItem(
        `mall.inquiryDraft@${uid}`,
        JSON.stringify({ contactName: '', contactPhone: '', remark: '', lines }),
      );
    },
    { texts: remarks, date: wantedDate() },
  );
  await page.reload();
  await expect(cell(page, remarks.length, '备注')).toHaveValue(remarks.at(-1) ?? '');
  await expectInert(page, 'the form with the kept draft');
  // The contact and the inquiry's 备注 are typed (as many payloads as each takes); 联系电话
  // refuses a payload at its field.
  const contact = payloadsWithin(20)[12] ?? '';
  const remark = payloadsWithin(200)[3] ?? '';
  await field(page, '联系人').fill(contact);
  await field(page, '联系电话').fill(HOSTILE_PAYLOADS[6] ?? '');
  await field(page, '备注').fill(remark);
  await page.getByRole('button', { name: '提交询价' }).click();
  await expect(page.getByRole('textbox', { name: '联系电话' })).toHaveAccessibleDescription(
    '请输入正确的 11 位手机号',
  );
  await expectInert(page, 'the refused phone');
  await field(page, '联系电话').fill(accounts.certifiedStaff);
  await page.getByRole('button', { name: '提交询价' }).click();
  await expect(page).toHaveURL(/#\/home\/modelDemand\/queryList$/);

  const { rows } = await api<{ rows: { id: number; lineCount: number }[] }>(
    page,
    '/pc/inquiryNew/inquiry/getInquiryList?pageNum=1&pageSize=10&historyFlag=false&status=toBeAccepted',
  );
  const sent = rows.find(({ lineCount }) => lineCount === remarks.length);
  expect(sent).toBeDefined();
  await page.goto(`/#/home/modelDemand/queryCopy?id=${sent?.id}`);
  for (const [index, lineRemark] of remarks.entries()) {
    await expect(cell(page, index + 1, '备注')).toHaveValue(lineRemark.trim());
  }
  await expect(field(page, '联系人')).toHaveValue(contact.trim());
  await expect(field(page, '备注')).toHaveValue(remark.trim());
  await expectInert(page, 'the copied inquiry');
});
