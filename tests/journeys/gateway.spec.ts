import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { waits } from '../../waits.config.mjs';
import {
  accounts,
  expect,
  field,
  logIn,
  PASSWORD,
  phone,
  registerAccount,
  sendCode,
  test,
} from './fixtures.ts';

const COMPANY = '佛山市南海区鑫铝金属材料有限公司';

test('SMS login: the code arrives, the button counts down, and the buyer is in', async ({
  page,
}) => {
  await page.goto('/#/gateway/login?redirect=%2Fcenter%2ForderInStock');
  await page.getByRole('tab', { name: '短信登录' }).click();
  await field(page, '手机号').fill(accounts.certifiedStaff);
  await sendCode(page);
  await field(page, '验证码').fill(await phone.lastSms(accounts.certifiedStaff, 1));
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('登录成功')).toBeVisible();
  await expect(page).toHaveURL(/#\/center\/orderInStock$/);
});

test('QR login: the phone scans and confirms, and the browser logs in', async ({ page }) => {
  await page.goto('/#/gateway/login');
  const generated = page.waitForResponse((r) => r.url().includes('/pc/login/user/generateCode'));
  await page.getByRole('tab', { name: '扫码登录' }).click();
  const { data } = (await (await generated).json()) as { data: { code: string } };
  await expect(page.getByRole('img', { name: '登录二维码' })).toBeVisible();

  const phoneSession = await phone.scanQr(data.code, accounts.certifiedAdmin);
  await expect(page.getByText('扫码成功，请在手机上确认登录')).toBeVisible();
  await phone.confirmQr(data.code, phoneSession);
  await expect(page.getByText('登录成功')).toBeVisible();
  await expect(page).toHaveURL(/#\/home\/main$/);
  await expect(page.getByRole('button', { name: COMPANY })).toBeVisible();
});

test('third party, returning: a bound WeChat identity logs straight in', async ({ page }) => {
  await page.goto('/#/gateway/login');
  await page.getByRole('link', { name: '微信登录' }).click();
  await expect(page).toHaveTitle(/模拟微信授权/);
  await page.getByRole('link', { name: /鑫铝采购-张经理/ }).click();
  await expect(page.getByText('登录成功')).toBeVisible();
  await expect(page).toHaveURL(/#\/home\/main$/);
  await expect(page.getByRole('button', { name: COMPANY })).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
});

test('third party, first time: registerAuth binds a new number, then the guide', async ({
  page,
}) => {
  const number = '13900000211';
  await page.goto('/#/gateway/login');
  await page.getByRole('link', { name: 'QQ 登录' }).click();
  await page.getByRole('link', { name: /新用户/ }).click();
  await expect(page).toHaveURL(/#\/gateway\/registerAuth\?unionid=/);

  await field(page, '手机号').fill(number);
  // Leaving the number asks the server about it; a free one adds 登录密码, which moves the
  // centred panel, so the code is asked for once the field is in (a click mid-move is lost).
  await field(page, '手机号').press('Tab');
  await expect(field(page, '登录密码')).toBeVisible();
  await sendCode(page);
  await field(page, '验证码').fill(await phone.lastSms(number, 4));
  await field(page, '登录密码').fill('Bind2026pass');
  await page.getByRole('button', { name: '绑定并登录' }).click();
  await expect(page.getByText('登录成功')).toBeVisible();
  await expect(page).toHaveURL(/#\/guideNovice$/);
});

test('registration: a new account logs in, goes through the guide and lands home', async ({
  page,
}) => {
  const number = '13900000123';
  await page.goto('/#/gateway/register');
  await field(page, '手机号').fill(accounts.certifiedAdmin);
  await field(page, '验证码').focus();
  await expect(page.getByText('该手机号已注册，请直接登录')).toBeVisible();

  await field(page, '手机号').fill(number);
  await sendCode(page);
  await field(page, '验证码').fill(await phone.lastSms(number, 2));
  await field(page, '真实姓名').fill('陈立');
  await field(page, '密码').fill('Alu2026pass');
  await field(page, '确认密码').fill('Alu2026pass');
  await page.getByRole('checkbox', { name: '我已阅读并同意' }).check();
  await page.getByRole('button', { name: '注册并登录' }).click();
  await expect(page).toHaveURL(/#\/guideNovice$/);

  for (let i = 0; i < 4; i += 1) await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('button', { name: '完成' }).click();
  await expect(page).toHaveURL(/#\/home\/main$/);
});

test('password recovery: a new password works and the old one no longer does', async ({ page }) => {
  const number = '13900000456';
  await registerAccount(page, number, 'OldPass2026');
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());

  await page.goto('/#/gateway/forgetPassword');
  await field(page, '手机号').fill(number);
  await sendCode(page);
  await field(page, '验证码').fill(await phone.lastSms(number, 3));
  await field(page, '新密码').fill('NewPass2026');
  await field(page, '确认密码').fill('NewPass2026');
  await page.getByRole('button', { name: '重置密码' }).click();
  await expect(page.getByText('密码已重置，请使用新密码登录')).toBeVisible();
  await expect(page).toHaveURL(/#\/gateway\/login$/);

  await logIn(page, number, 'OldPass2026');
  await expect(page.getByText('账号或密码错误')).toBeVisible();
  await field(page, '密码').fill('NewPass2026');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('登录成功')).toBeVisible();
});

test('action guard: a visitor is asked to log in, an uncertified buyer to certify', async ({
  page,
}) => {
  await page.goto('/#/home/main');
  await page.getByRole('button', { name: '发布求购' }).click();
  const ask = page.getByRole('alertdialog');
  await expect(ask).toContainText('请登录之后享受更多服务');
  await ask.getByRole('button', { name: '取消' }).click();
  await expect(page).toHaveURL(/#\/home\/main$/);

  await page.getByRole('button', { name: '发布求购' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '去登录' }).click();
  await expect(page).toHaveURL(/#\/gateway\/login\?redirect=%2Fhome%2Fmain$/);
  await logIn(page, accounts.uncertified, PASSWORD);
  await expect(page).toHaveURL(/#\/home\/main$/);
  await page.getByRole('button', { name: '发布求购' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('请认证后享受更多服务');
  await page.getByRole('alertdialog').getByRole('button', { name: '去认证' }).click();
  await expect(page).toHaveURL(/#\/center\/userInfo\/companyCreate$/);
});

test('page-update check: a new release is noticed within 10 s and reloads on 确定', async ({
  page,
}) => {
  const dist = fileURLToPath(new URL('../../packages/app/dist/', import.meta.url));
  const html = readFileSync(`${dist}index.html`, 'utf8');
  const entry = readdirSync(`${dist}assets`).find(
    (f) => /^index-.*\.js$/.test(f) && html.includes(f),
  );
  if (!entry) throw new Error('no entry chunk in dist/index.html');
  // The page's timers run on a clock the journey moves on, rather than waiting out 10 s.
  await page.clock.install();
  // The checker comes in a chunk of its own, and sets its timer once that has loaded. (Waiting
  // for the network to go quiet for half a second did not wait for it: a loaded machine can take
  // longer than that to run the app's first script, before the chunk is asked for.)
  const checkerLoaded = page.waitForResponse((r) =>
    /\/PageUpdateChecker-[\w-]+\.js$/.test(r.url()),
  );
  await page.goto('/#/home/main');
  await expect(page.getByRole('link', { name: '请登录' })).toBeVisible();
  await checkerLoaded;
  // The release, as this page alone sees it: from now on its server answers a home page whose
  // entry script has another name (the same code). The build on disk is left as it is, because
  // the other lane's journeys are served from it at the same time.
  const release = entry.replace('.js', '-next.js');
  await page.route(
    (url) => url.pathname === '/' || url.pathname === '/index.html',
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace(entry, release) });
    },
  );
  await page.route(`**/assets/${release}`, async (route) => {
    const response = await route.fetch({ url: route.request().url().replace(release, entry) });
    await route.fulfill({ response });
  });
  // Ten seconds on: the first check is due, and finds the release. The checker's timer is set
  // just after its chunk has run, which the journey cannot see: until the question shows, the
  // clock moves another 10 s on each second (a second check finds the same release).
  const ask = page.getByRole('alertdialog');
  await expect(async () => {
    await page.clock.fastForward('00:10');
    await expect(ask).toContainText('页面有更新，点击确定刷新页面', { timeout: 1_000 });
  }).toPass({ timeout: waits.state });
  const reloaded = page.waitForEvent('load');
  await ask.getByRole('button', { name: '确定' }).click();
  await reloaded;
  await expect(page.locator(`script[src*="${release}"]`)).toHaveCount(1);
  // The page's next check may be on its way through the routes when the journey ends: dropped
  // quietly, so that it does not fail the journey that runs next on this worker.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
