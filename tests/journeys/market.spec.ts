import { accounts, expect, signIn, test } from './fixtures.ts';

test('a buyer reads a day of the chart in a longer range against the table, and today’s price on the home card is the chart’s latest', async ({
  page,
}) => {
  await signIn(page, accounts.certifiedAdmin);
  await expect(page.getByTestId('today-price')).toHaveText(/^¥/);
  const homePrice = await page.getByTestId('today-price').innerText();

  await page.getByRole('link', { name: '数据中心' }).first().click();
  const table = page.getByRole('table', { name: '每日铝价' });
  await expect(table.getByRole('row').nth(1)).toContainText(homePrice);

  await page.getByRole('tab', { name: '近三月' }).click();
  const chart = page.getByRole('application', { name: '近三月 铝价走势' });
  await expect(chart).toHaveAttribute('aria-busy', 'false');
  await chart.focus();
  for (let day = 0; day < 5; day += 1) await page.keyboard.press('ArrowLeft');

  // The tooltip reads the day, then 长江现货 A00 铝：¥19,870.00（+30.00）.
  const tooltip = chart.getByText(/长江现货 A00 铝：/);
  await expect(tooltip).toBeVisible();
  const text = (await chart.innerText()).replace(/\s+/g, ' ');
  const [, date, price, change] =
    /(\d{4}-\d{2}-\d{2}) ● 长江现货 A00 铝：(¥[\d,]+\.\d{2})（([+-]?[\d,]+\.\d{2})）/.exec(text) ??
    [];
  expect(date).toBeTruthy();
  const row = table.getByRole('row').filter({ hasText: date ?? 'none' });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(1)).toHaveText(price ?? 'none');
  await expect(row.getByRole('cell').nth(2)).toHaveText(change ?? 'none');
  await expect(page.getByText(`${date}：长江现货 A00 铝 ${price}，涨跌 ${change}`)).toBeAttached();
});
