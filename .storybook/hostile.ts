// Server HTML that tries every way in, for the stories that prove it stays inert.
import { expect, userEvent, waitFor } from 'storybook/test';

export { HOSTILE_PAYLOADS } from '../tests/hostileInput.ts';

declare global {
  interface Window {
    /** Set by a hostile payload if it ever runs. */
    __xss?: string;
    /** Set on the top window by one of HOSTILE_PAYLOADS if it ever runs. */
    __pwned?: unknown;
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
 * Waits until every image inside `container` has loaded or failed: by then an image's load or
 * error handler, had one been kept, would have run, and a broken image has taken its icon's
 * height. What a payload could still do later is that, not a time.
 */
export async function imagesSettled(container: HTMLElement): Promise<void> {
  await waitFor(() =>
    expect([...container.querySelectorAll('img')].every((image) => image.complete)).toBe(true),
  );
}

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
  await imagesSettled(html);
  await expect(window.__xss).toBeUndefined();
}

/** What sanitised HTML must never hold: elements that run, load, submit or redirect. */
const ACTIVE_ELEMENTS =
  'script, iframe, frame, object, embed, form, input, button, textarea, select, meta, base, link, style, svg, math, template';

/**
 * Proves that HOSTILE_PAYLOADS, each rendered as server HTML inside `container`, kept nothing
 * that can run: no active element, no event handler, no script or data URL; hovering, focusing
 * and clicking every element left the sentinel of the payloads (`top.__pwned`) unset.
 */
export async function expectPayloadsInert(container: HTMLElement): Promise<void> {
  await expect(container.querySelector(ACTIVE_ELEMENTS)).toBeNull();
  const elements = [...container.querySelectorAll('*')];
  const risky = elements.flatMap((element) =>
    [...element.attributes]
      .filter(
        ({ name, value }) =>
          name.startsWith('on') ||
          name === 'style' ||
          name === 'srcdoc' ||
          /^\s*(javascript|data|vbscript):/i.test(value.replace(/[\p{Cc}\s]/gu, '')),
      )
      .map(({ name, value }) => `<${element.tagName.toLowerCase()} ${name}="${value}">`),
  );
  await expect(risky).toEqual([]);
  for (const element of elements) {
    if (!(element instanceof HTMLElement)) continue;
    element.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    element.focus();
    if (element instanceof HTMLAnchorElement) element.click();
  }
  await imagesSettled(container);
  await expect(window.__pwned).toBeUndefined();
  await expect(window.top?.__pwned).toBeUndefined();
}
