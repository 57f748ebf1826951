import { test as base, expect, type Page } from '@playwright/test';
import { sandboxApi } from '../playwright.config.ts';

export const PASSWORD = 'Mall@2026';
export const accounts = {
  certifiedAdmin: '13800000001',
  certifiedStaff: '13800000002',
  uncertified: '13800000003',
  newUser: '13800000004',
  frozen: '13800000005',
  businessApp: '13800000006',
} as const;

/** Fault injection through the sandbox's admin endpoint. */
export const faults = {
  set: (body: object) =>
    fetch(`${sandboxApi}/__admin/faults`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  clear: () => fetch(`${sandboxApi}/__admin/faults`, { method: 'DELETE' }),
};

/** Fills the password login form and submits it. */
export async function logIn(page: Page, username: string, password = PASSWORD) {
  await page.getByLabel('手机号').fill(username);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

export const test = base.extend({
  page: async ({ page }, use) => {
    await faults.clear();
    await use(page);
  },
});

export { expect };
