import {
  accounts,
  api,
  expect,
  openMessageCentre,
  post,
  searchHeading,
  signIn,
  test,
} from './fixtures.ts';
import { expectInert, HOSTILE_PAYLOADS, payloadsWithin, texts } from './hostile.ts';
import { waits } from '../../waits.config.mjs';

// Every payload is typed by the buyer into a field that is shown again, goes to the sandbox over
// real HTTP, comes back and is shown as the text it is; every payload set by the back office as a
// page's server HTML is shown sanitised. The fixture fails the journey on any refusal of the
// Content-Security-Policy (a payload that reached the DOM as markup) and on any uncaught error;
// `expectInert` checks the sentinel and the layout.

test('every payload sent in the customer-service chat comes back as the text typed', async ({
  page,
}) => {
  await signIn(page, accounts.certifiedAdmin);
  const centre = await openMessageCentre(page);
  await centre.getByRole('tab', { name: '在线客服' }).click();
  const chat = centre.getByRole('region', { name: '在线客服' });
  const input = chat.getByRole('textbox', { name: '输入消息' });
  const log = chat.getByRole('log');

  // As many payloads to a message as its 500 characters take, one a line.
  const sent = payloadsWithin(500, '\n');
  for (const message of sent) {
    await input.fill(message);
    await chat.getByRole('button', { name: '发送' }).click();
    await expect(input).toHaveValue('');
  }
  // Each bubble reads who, when, then the message.
  const shown = await texts(log.getByRole('listitem'));
  for (const message of sent) {
    expect(
      shown.some((text) => text?.endsWith(message.trim())),
      message,
    ).toBe(true);
  }
  await expectInert(page);

  // Read again from the sandbox after a reload: stored as typed, shown as text.
  await page.reload();
  await openMessageCentre(page);
  await centre.getByRole('tab', { name: '在线客服' }).click();
  await expect(log.getByRole('listitem').first()).toBeVisible();
  const reloaded = await texts(log.getByRole('listitem'));
  expect(reloaded.some((text) => text?.endsWith(sent.at(-1)?.trim() ?? '-'))).toBe(true);
  await expectInert(page);
});

test('every payload searched for is shown as the keyword of its results, and in the history', async ({
  page,
}) => {
  await signIn(page, accounts.certifiedAdmin);
  const box = page.getByRole('combobox', { name: /搜索/ });
  for (const payload of HOSTILE_PAYLOADS) {
    await box.fill(payload);
    await box.press('Enter');
    const heading = searchHeading(page);
    // A keyword is cut to its first 50 characters.
    const keyword = payload.trim().slice(0, 50).trim();
    await expect
      .poll(async () => (await texts(heading)).join(''), { message: payload })
      .toContain(`“${keyword}”`);
    await expectInert(page, payload);
  }
  // The history drop-down shows the last ten searches as text.
  await box.fill('');
  await box.focus();
  const history = page.getByRole('group', { name: '搜索历史' });
  await expect(history).toBeVisible();
  const newestFirst = HOSTILE_PAYLOADS.slice(-10)
    .map((payload) => payload.trim())
    .reverse();
  expect(await texts(history.getByRole('option'))).toEqual(newestFirst);
  await expectInert(page);
});

/**
 * The pages that show the server's HTML of the content_pages table: what the back office calls
 * each (kind and type), its public read, and where the buyer reads it under which title.
 */
const SERVER_PAGES = [
  {
    kind: 'protocol',
    type: 'privacy',
    read: '/base/protocol/use/page?usePage=privacy',
    route: '/#/home/aboutUs/privacy',
    title: '隐私政策',
  },
  {
    kind: 'about',
    type: 'company',
    read: '/info/aboutUs/detail?type=company',
    route: '/#/home/aboutUs/company',
    title: '公司介绍',
  },
  {
    kind: 'help',
    type: 'guide',
    read: '/info/help/detail?type=guide',
    route: '/#/home/modelHelp/guide',
    title: '新手引导',
  },
] as const;

const setServerHtml = (kind: string, type: string, content: string) =>
  post('/__admin/content/page', { kind, type, content });

test('every payload as the HTML of a protocol, 关于我们 and a help page is shown sanitised, and none runs', async ({
  page,
}) => {
  // 58 payloads on three pages: 174 pages read, in 51 s on a quiet machine.
  test.setTimeout(waits.journey * 2);
  // Each page's own HTML is put back afterwards, for the journeys that follow on this lane.
  const originals = await Promise.all(
    SERVER_PAGES.map(({ read }) => api<{ content: string }>(page, read)),
  );
  try {
    for (const payload of HOSTILE_PAYLOADS) {
      await Promise.all(SERVER_PAGES.map(({ kind, type }) => setServerHtml(kind, type, payload)));
      // A fresh document reads each page once, so each shows the payload just set.
      await page.goto(SERVER_PAGES[0].route);
      await page.reload();
      for (const { route, title } of SERVER_PAGES) {
        await page.goto(route);
        await expect(page.getByRole('article', { name: title }), payload).toBeVisible();
        await expectInert(page, `${title}: ${payload}`);
      }
    }
  } finally {
    await Promise.all(
      SERVER_PAGES.map(({ kind, type }, index) =>
        setServerHtml(kind, type, originals[index]?.content ?? ''),
      ),
    );
  }
});
