import { creditCodeCheckCharacter } from '../../packages/domain/src/rules/userCentre.ts';
import {
  accounts,
  api,
  choose,
  deliverableOrder,
  expect,
  field,
  filterOrder,
  orderAction,
  PNG,
  post,
  registerAccount,
  reminders,
  signIn,
  test,
} from './fixtures.ts';
import {
  expectInert,
  expectShownInert,
  HOSTILE_PAYLOADS,
  main,
  payloadsWithin,
} from './hostile.ts';

// The buyer's other free-text fields that are shown again, each filled through its form with
// payloads (as many to a value as the field takes), and the back office's free text the buyer
// reads. Where a field's check refuses a payload (a mobile, a plate, a tracking number), the
// refusal is said at the field and nothing ran. The fixture fails a journey on any refusal of the
// Content-Security-Policy (a payload that reached the DOM as markup) and on any uncaught error;
// `expectShownInert` reads each value back as text and checks the sentinel and the layout.

const PASSWORD = 'Hostile2026';

test('a new company certifies, is refused, and keeps its invoicing and addresses, all in hostile text', async ({
  page,
}) => {
  const stamp = String(Date.now() % 1_000_000_000).padStart(9, '0');
  const admin = `135${stamp.slice(1)}`;
  await registerAccount(page, admin, PASSWORD, '林晓峰');

  // 企业认证: the company, its legal representative and contact, and the licence's file name.
  const legal = payloadsWithin(20)[3] ?? '';
  const companyName = payloadsWithin(50)[1] ?? '';
  const contact = payloadsWithin(20)[7] ?? '';
  await page.goto('/#/center/userInfo');
  await expect(page).toHaveURL(/#\/center\/userInfo\/companyCreate$/);
  const first17 = `91440605${stamp}`;
  await field(page, '企业名称').fill(companyName);
  await field(page, '统一社会信用代码').fill(`${first17}${creditCodeCheckCharacter(first17)}`);
  await field(page, '法定代表人').fill(legal);
  await field(page, '联系人').fill(contact);
  await field(page, '联系电话').fill(HOSTILE_PAYLOADS[1] ?? '');
  const licence = `${HOSTILE_PAYLOADS[2]}.png`;
  await page
    .getByLabel(/营业执照/)
    .setInputFiles({ name: licence, mimeType: 'image/png', buffer: PNG });
  await expectShownInert(main(page), licence);
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(page.getByText('请输入正确的 11 位手机号')).toBeVisible();
  await expectInert(page);
  await field(page, '联系电话').fill(admin);
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(page.getByRole('status', { name: '认证审核中' })).toBeVisible();

  // The back office refuses it with a hostile reason; the buyer reads it, and the form again.
  const reason = payloadsWithin(200)[2] ?? '';
  await post('/__admin/userCentre/certification/reject', { username: admin, reason });
  await reminders.clearAll();
  await page.reload();
  await expectShownInert(page.getByRole('status', { name: '认证未通过' }), `未通过原因：${reason}`);
  await expect(field(page, '企业名称')).toHaveValue(companyName.trim());
  await expect(field(page, '法定代表人')).toHaveValue(legal.trim());
  await expect(field(page, '联系人')).toHaveValue(contact.trim());

  // Sent again and approved, its name and contact are the company's.
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(page.getByRole('status', { name: '认证审核中' })).toBeVisible();
  await post('/__admin/userCentre/certification/approve', { username: admin });
  // A new login reads the certified session at once (the reminder would, a poll later).
  await reminders.clearAll();
  await signIn(page, admin, { landing: '/#/center/userInfo/companyInfo', password: PASSWORD });
  await expectShownInert(main(page), companyName);
  await expectShownInert(main(page), contact);

  // 开票信息: its title (the company's own name, one identity), bank and registered address,
  // shown back once saved. The bank account refuses a payload at its field.
  const title = companyName;
  const bank = payloadsWithin(50)[5] ?? '';
  const registered = payloadsWithin(100)[5] ?? '';
  await page.goto('/#/center/userInfo/companyInvoicing');
  const invoicing = page.getByRole('form', { name: '开票信息' });
  await field(invoicing, '发票抬头').fill(title);
  await field(invoicing, '纳税人识别号').fill(`${first17}${creditCodeCheckCharacter(first17)}`);
  await field(invoicing, '开户银行').fill(bank);
  await field(invoicing, '银行账号').fill(HOSTILE_PAYLOADS[3] ?? '');
  await field(invoicing, '注册地址').fill(registered);
  await field(invoicing, '注册电话').fill('0757-86001234');
  await invoicing.getByRole('button', { name: '保存' }).click();
  await expect(invoicing.getByText('银行账号应为 8 到 30 位数字')).toBeVisible();
  await expectInert(page);
  await field(invoicing, '银行账号').fill('44050166010900001234');
  await invoicing.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('开票信息已保存').first()).toBeVisible();
  for (const value of [title, bank, registered]) await expectShownInert(main(page), value);

  // 收货地址: one typed through its dialog, more added through the same call up to the 20 a
  // company may keep (the payloads' first 20 details), then every one read back from its list.
  const details = payloadsWithin(100).slice(0, 20);
  const receivers = payloadsWithin(20);
  await page.goto('/#/center/userInfo/companyAddress');
  await page.getByRole('button', { name: '新增收货地址' }).click();
  const dialog = page.getByRole('dialog', { name: '新增收货地址' });
  await choose(dialog.getByRole('combobox', { name: /省份/ }), '广东省');
  await choose(dialog.getByRole('combobox', { name: /城市/ }), '佛山市');
  await choose(dialog.getByRole('combobox', { name: /区县/ }), '南海区');
  await dialog.getByRole('textbox', { name: /详细地址/ }).fill(details[0] ?? '');
  await dialog.getByRole('textbox', { name: /收货人/ }).fill(receivers[0] ?? '');
  await dialog.getByRole('textbox', { name: /联系电话/ }).fill(HOSTILE_PAYLOADS[4] ?? '');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('请输入正确的 11 位手机号')).toBeVisible();
  await expectInert(page);
  await dialog.getByRole('textbox', { name: /联系电话/ }).fill(admin);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('收货地址已添加').first()).toBeVisible();
  const [typed] = await api<{ provinceId: number; cityId: number; districtId: number }[]>(
    page,
    '/contract/customer/getAddressByCustomerId',
  );
  if (!typed) throw new Error('the address typed is not listed');
  for (const [index, detail] of details.slice(1).entries()) {
    await post(
      '/pc/customer/address/add',
      {
        provinceId: typed.provinceId,
        cityId: typed.cityId,
        districtId: typed.districtId,
        detail,
        contactName: receivers[(index + 1) % receivers.length],
        contactPhone: admin,
        isDefault: false,
      },
      page,
    );
  }
  await page.reload();
  const book = page.getByRole('table', { name: '收货地址' });
  for (const value of [...details, ...receivers.slice(0, details.length)]) {
    await expectShownInert(book, value);
  }

  // 邀请员工 asks only for a mobile: a payload is refused there.
  await page.goto('/#/center/userInfo/companyStaff');
  await page.getByRole('button', { name: '邀请员工' }).click();
  const invite = page.getByRole('dialog', { name: '邀请员工' });
  await field(invite, '手机号').fill(HOSTILE_PAYLOADS[5] ?? '');
  await invite.getByRole('button', { name: '发送邀请' }).click();
  await expect(invite.getByText('请输入正确的 11 位手机号')).toBeVisible();
  await expectInert(page);

  // 取消订单 of an order of its own, with a remark: the order's detail gives it as its reason.
  const { firstOrderNo: orderNo } = await post<{ firstOrderNo: string }>('/__admin/orders/bulk', {
    username: admin,
    stage: 'toBeSubmitted',
    count: 1,
  });
  const remark = payloadsWithin(200)[0] ?? '';
  await page.goto('/#/center/orderToBeSubmit');
  await page.getByRole('button', { name: `取消订单 ${orderNo}` }).click();
  const cancel = page.getByRole('dialog', { name: '取消订单' });
  await cancel.getByRole('radio').first().check();
  await cancel.getByRole('textbox', { name: '备注' }).fill(remark);
  await cancel.getByRole('button', { name: '确定取消' }).click();
  await expect(page.getByText('取消成功').first()).toBeVisible();
  // The list of 待提交 may still show the order (it reloads after the cancel), with a 查看详情
  // of its own that the navigation would close: the order is opened from 全部订单's table.
  await page.goto('/#/center/orderAllOrder');
  await page
    .getByRole('table', { name: '全部订单' })
    .getByRole('button', { name: `查看详情 ${orderNo}` })
    .click();
  await expectShownInert(page.getByRole('dialog', { name: '订单详情' }), `：${remark.trim()}`);
});

test('a delivery application keeps its hostile contact and address, and refuses a hostile plate', async ({
  page,
}) => {
  await signIn(page, accounts.certifiedAdmin);
  const { orderId, orderNo } = await deliverableOrder(page);
  await page.goto(`/#/center/orderDelivery?orderId=${orderId}`);
  // A thousandth of a tonne: the order keeps tonnes to deliver for the journeys after this one.
  await page
    .getByRole('checkbox', { name: /^发货 / })
    .first()
    .check();
  await page
    .getByRole('textbox', { name: /本次发货吨数$/ })
    .first()
    .fill('0.001');
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
  await page.getByRole('textbox', { name: '计划提货日期' }).fill(today);
  await page.getByRole('radio', { name: '自提' }).check();
  await page.getByRole('textbox', { name: '车牌号' }).fill(HOSTILE_PAYLOADS[0] ?? '');
  await page.getByRole('button', { name: '提交发货申请' }).click();
  await expect(page.getByText('请输入正确的车牌号，如 粤A12345')).toBeVisible();
  await expectInert(page);

  const address = payloadsWithin(100)[8] ?? '';
  const contact = payloadsWithin(20)[9] ?? '';
  await page.getByRole('radio', { name: '物流配送' }).check();
  await page.getByRole('textbox', { name: /收货地址/ }).fill(address);
  await page.getByRole('textbox', { name: /联系人/ }).fill(contact);
  await page.getByRole('textbox', { name: /联系电话/ }).fill('13912345670');
  await page.getByRole('button', { name: '提交发货申请' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确认提交' }).click();
  await expect(page.getByText('发货申请已提交').first()).toBeVisible();

  // 发货记录 of the order shows them as text.
  await page.goto('/#/center/orderToBeDelivery');
  await filterOrder(page, '待发货', orderNo);
  await orderAction(page, `发货记录 ${orderNo}`);
  const records = page.getByRole('dialog', { name: `发货记录 ${orderNo}` });
  await expectShownInert(records, address);
  await expectShownInert(records, contact);
});
