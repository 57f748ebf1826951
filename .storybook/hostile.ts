// Server HTML that tries every way in, for the stories that prove it stays inert.
import { expect, userEvent } from 'storybook/test';

declare global {
  interface Window {
    /** Set by a hostile payload if it ever runs. */
    __xss?: string;
  }
}

/** Visible text of the payload, to find it on screen. */
export const HOSTILE_TEXT = '平台不会以任何理由要求您私下转账。';
/** The link the payload hides a javascript: URL behind. */
export const HOSTILE_LINK = '点此领取退款';
/** The image whose onerror the payload uses. */
export const HOSTILE_IMAGE = '钓鱼短信示例';

/** Script, event-handler, javascript:, style, frame and form payloads around harmless text. */
export const hostileHtml = [
  `<p onmouseover="window.__xss = 'hover'" style="position:fixed;inset:0">${HOSTILE_TEXT}</p>`,
  "<script>window.__xss = 'script'</script>",
  `<p><img src="data:," alt="${HOSTILE_IMAGE}" onerror="window.__xss = 'onerror'"></p>`,
  `<p><a href="javascript:window.__xss = 'link'">${HOSTILE_LINK}</a></p>`,
  '<iframe src="https://example.com"></iframe>',
  '<form action="https://example.com"><input name="password"></form>',
  "<svg><script>window.__xss = 'svg'</script></svg>",
].join('');

/**
 * Proves that `hostileHtml` rendered somewhere inside `container` kept its text and lost its
 * payloads: nothing dangerous is left in the rendered HTML, and hovering and clicking run
 * nothing.
 */
export async function expectHostileHtmlInert(container: HTMLElement): Promise<void> {
  const text = [...container.querySelectorAll('p')].find((p) => p.textContent === HOSTILE_TEXT);
  await expect(text).toBeVisible();
  // The sanitised HTML's root: the element the payload's paragraphs were rendered into.
  const html = text?.parentElement ?? container;
  await expect(html.querySelector('script, iframe, form, input, svg')).toBeNull();
  await expect(html.querySelector('[onerror], [onmouseover], [style]')).toBeNull();
  const link = [...html.querySelectorAll('a')].find((a) => a.textContent === HOSTILE_LINK);
  await expect(link).toBeDefined();
  await expect(link?.getAttribute('href') ?? null).toBeNull();
  if (text) await userEvent.hover(text);
  if (link) await userEvent.click(link);
  await new Promise((resolve) => setTimeout(resolve, 50));
  await expect(window.__xss).toBeUndefined();
}
