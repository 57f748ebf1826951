import { expect, type Locator, type Page } from '@playwright/test';
import { HOSTILE_PAYLOADS } from '../hostileInput.ts';

export { HOSTILE_PAYLOADS };

/** The main content of the page (the header and menus hold texts of their own). */
export const main = (page: Page) => page.getByRole('main', { name: '主要内容' });

/** The page has run none of the payloads, and nothing spills out sideways. */
export async function expectInert(page: Page, what = ''): Promise<void> {
  const state = await page.evaluate(() => ({
    pwned: (window as unknown as { __pwned?: unknown }).__pwned,
    overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
  }));
  expect(state.pwned, what).toBeUndefined();
  expect(state.overflow, what).toBeLessThanOrEqual(0);
}

/** The text of each element matched, as the DOM holds it (no whitespace folding). */
export const texts = (locator: Locator) =>
  locator.evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ''));

/**
 * The payloads as few values as a field of `limit` characters takes: each value holds as many
 * whole payloads as fit, joined by `separator`, and a payload longer than the field is cut to it.
 * A field filled with each value in turn has had every payload typed into it.
 */
export function payloadsWithin(limit: number, separator = ' '): string[] {
  const values: string[] = [];
  for (const payload of HOSTILE_PAYLOADS.map((whole) => whole.slice(0, limit))) {
    const last = values.at(-1);
    if (last !== undefined && last.length + separator.length + payload.length <= limit) {
      values[values.length - 1] = `${last}${separator}${payload}`;
    } else values.push(payload);
  }
  return values;
}

/**
 * `scope` shows `typed` back as the text it is (inputs trim it: compared trimmed), the page ran
 * nothing of it, and its layout holds.
 */
export async function expectShownInert(scope: Locator, typed: string, what = typed) {
  await expect
    .poll(async () => (await texts(scope)).join('\n'), { message: what })
    .toContain(typed.trim());
  await expectInert(scope.page(), what);
}
