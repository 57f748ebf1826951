import { accounts, choose, deliverableOrder, expect, signIn, test } from './fixtures.ts';

test('an address added as the default is where a delivery goes, and the invoicing information edited is what an invoice is made out to', async ({
  page,
}) => {
  await signIn(page, accounts.certifiedAdmin);

  // 收货地址: a new address in 江苏 昆山, made the default.
  await page.goto('/#/center/userInfo/companyAddress');
  await expect(page.getByRole('table', { name: '收货地址' })).toContainText('狮山镇松岗工业大道');
  await page.getByRole('button', { name: '新增收货地址' }).click();
  const dialog = page.getByRole('dialog', { name: '新增收货地址' });
  await choose(dialog.getByRole('combobox', { name: /省份/ }), '江苏省');
  await choose(dialog.getByRole('combobox', { name: /城市/ }), '苏州市');
  await choose(dialog.getByRole('combobox', { name: /区县/ }), '昆山市');
  const detail = `玉山镇铝材产业园 ${Date.now() % 1000} 号`;
  await dialog.getByRole('textbox', { name: /详细地址/ }).fill(detail);
  await dialog.getByRole('textbox', { name: /收货人/ }).fill('顾晓东');
  await dialog.getByRole('textbox', { name: /联系电话/ }).fill('1391234567');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('请输入正确的 11 位手机号')).toBeVisible();
  await dialog.getByRole('textbox', { name: /联系电话/ }).fill('13912345670');
  await dialog.getByRole('switch', { name: '设为默认地址' }).click();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('收货地址已添加').first()).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: detail });
  await expect(row).toContainText('默认');
  await expect(row).toContainText('江苏省 苏州市 昆山市');
  await expect(
    page.getByRole('table', { name: '收货地址' }).getByText('默认', { exact: true }),
  ).toHaveCount(1);

  // The delivery application of an order waiting for delivery starts from that address.
  const { orderId } = await deliverableOrder(page);
  await page.goto(`/#/center/orderDelivery?orderId=${orderId}`);
  await expect(page.getByRole('textbox', { name: /收货地址/ })).toHaveValue(
    `江苏省 苏州市 昆山市 ${detail}`,
  );
  await expect(page.getByRole('textbox', { name: /联系人/ })).toHaveValue('顾晓东');
  await expect(page.getByRole('textbox', { name: /联系电话/ })).toHaveValue('13912345670');
  // Another of the company's addresses, chosen from the book, fills in its address and contact.
  const book = page.getByRole('combobox', { name: '常用地址' });
  await expect(book).toContainText(`[默认] 江苏省 苏州市 昆山市 ${detail}`);
  await choose(book, '广东省 佛山市 南海区 狮山镇松岗工业大道 12 号（陈志强）');
  await expect(page.getByRole('textbox', { name: /收货地址/ })).toHaveValue(
    '广东省 佛山市 南海区 狮山镇松岗工业大道 12 号',
  );
  await expect(page.getByRole('textbox', { name: /联系人/ })).toHaveValue('陈志强');

  // 开票信息: the taxpayer number checked at the field and against the company's own credit
  // code (one identity); a new bank saved, the company's one account from then on.
  await page.goto('/#/center/userInfo/companyInvoicing');
  await page.getByRole('button', { name: '修改开票信息' }).click();
  const taxNo = page.getByRole('textbox', { name: /纳税人识别号/ });
  await taxNo.fill('9144060512345');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('纳税人识别号应为 15、18 或 20 位数字或大写字母')).toBeVisible();
  await taxNo.fill('91440605ma4uj2kx3c');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('纳税人识别号应与企业的统一社会信用代码一致').first()).toBeVisible();
  await taxNo.fill('91440605j48qxg2c8c');
  await page.getByRole('textbox', { name: /开户银行/ }).fill('中国建设银行佛山狮山支行');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('开票信息已保存').first()).toBeVisible();
  await expect(page.getByText('91440605J48QXG2C8C')).toBeVisible();

  // The invoice application makes the invoice out to it.
  await page.goto('/#/center/orderToBeInvoiced');
  await page
    .getByRole('checkbox', { name: /^选择 / })
    .first()
    .check();
  await page.getByRole('button', { name: '申请开票' }).click();
  const apply = page.getByRole('dialog', { name: '申请开票' });
  await expect(apply).toContainText('91440605J48QXG2C8C');
  await expect(apply).toContainText('中国建设银行佛山狮山支行');
});
