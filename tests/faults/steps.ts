import type { Locator, Page } from '@playwright/test';
import { sandboxApi } from '../playwright.config.ts';
import { accounts, expect, logIn } from '../journeys/fixtures.ts';

// How a buyer gets through a sandbox that fails about one call in ten (HTTP 503 or 500, nothing
// done) and answers another one in ten after the client has given up (the work done, the answer
// lost): tries again where a load offers 重试, and sends again when the button comes back, with
// what was typed still there. The back office's counts (never faulted) prove each thing was made
// once.

export const FAULTS = { outageRate: 0.1, lateRate: 0.1, lateMs: 12_000 };
const TRIES = 12;
/** Long enough for a late answer (12 s) to arrive after the client's 10 s time-out. */
const SETTLE_MS = 15_000;

/** What the journey reads to find its way (goods, numbers), tried again through the faults. */
export async function steady<T>(read: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await read();
    } catch (error) {
      if (attempt >= TRIES) throw error;
    }
  }
}

/** A back-office count of what the certified administrator made since `since` (never faulted). */
export async function madeSince<T>(path: string, since: string): Promise<T> {
  const query = new URLSearchParams({ username: accounts.certifiedAdmin, since });
  const response = await fetch(`${sandboxApi}${path}?${query}`);
  const body = (await response.json()) as { code: number; data: T };
  expect(body.code).toBe(200);
  return body.data;
}

async function eventually(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * Does `step` until the sandbox shows `reached`. A step that fails (a list that did not load, a
 * send that was refused or timed out) is tried again, after the buyer clicks 重试 where a load
 * offers it.
 */
export async function persist(
  page: Page,
  what: string,
  step: () => Promise<void>,
  reached: () => Promise<boolean>,
) {
  for (let attempt = 1; attempt <= TRIES; attempt += 1) {
    if (await reached()) return;
    await step().catch(() => undefined);
    if (await eventually(reached, SETTLE_MS)) return;
    const retry = page.getByRole('button', { name: '重试' }).first();
    if (await retry.isVisible()) await retry.click().catch(() => undefined);
  }
  throw new Error(`${what}: not done after ${TRIES} tries`);
}

/** A field the buyer filled or chose, and the value it shows since. */
export type Typed = readonly [field: Locator, value: string];

/**
 * For `sendUntil`'s `kept`: every field still shows what the buyer typed or chose (a select its
 * option's value), and every box or radio the buyer ticked is still ticked.
 */
export const holding =
  (typed: readonly Typed[], ticked: readonly Locator[] = []) =>
  async () => {
    for (const [field, value] of typed) await expect(field).toHaveValue(value);
    for (const box of ticked) await expect(box).toBeChecked();
  };

/** Types each value into its field; answers `holding` of them. */
export async function typeIn(typed: readonly Typed[]) {
  for (const [field, value] of typed) await field.fill(value);
  return holding(typed);
}

/** A select set to its option at `index`, with the value it then holds. */
export async function choose(select: Locator, index: number): Promise<Typed> {
  await select.selectOption({ index });
  return [select, await select.inputValue()];
}

/** Opens a screen afresh, as a buyer following a link would. */
export async function open(page: Page, hash: string) {
  await page.goto('about:blank');
  await page.goto(`/#${hash}`);
}

/** Logs the certified administrator in from the login screen. */
export async function logInThrough(page: Page) {
  await persist(
    page,
    'log in',
    async () => {
      await open(page, '/gateway/login');
      await logIn(page, accounts.certifiedAdmin);
    },
    async () => page.url().endsWith('#/home/main'),
  );
}

/**
 * Sends with `button`, and its confirm step's `confirmName` where it has one, until the sandbox
 * shows `reached`. When the send fails the button comes back with the form as it was: `kept`
 * (see `holding`) checks nothing typed was lost before the buyer sends again (the same
 * Idempotency-Key, so a lost answer is not paid or made twice).
 */
export async function sendUntil(
  page: Page,
  button: Locator,
  confirmName: string | null,
  reached: () => Promise<boolean>,
  kept: () => Promise<void> = async () => undefined,
) {
  for (let attempt = 1; attempt <= TRIES; attempt += 1) {
    await kept();
    await button.click();
    if (confirmName !== null) {
      await page.getByRole('alertdialog').getByRole('button', { name: confirmName }).click();
    }
    if (await eventually(reached, SETTLE_MS)) return;
    await expect(button).toBeEnabled({ timeout: SETTLE_MS });
  }
  throw new Error(`${confirmName ?? 'send'}: not done after ${TRIES} tries`);
}
