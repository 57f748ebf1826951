import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import {
  expectHostileHtmlInert,
  expectPayloadsInert,
  HOSTILE_PAYLOADS,
  hostileHtml,
} from '#.storybook/hostile';
import { SafeHtml } from './SafeHtml.tsx';

const meta = preview.meta({
  title: 'Components/SafeHtml',
  component: SafeHtml,
  args: {
    html: '<p>您的订单 <strong>DD20261120001</strong> 已发货，请注意查收。</p><p><a href="#logistics">查看物流</a></p>',
  },
});

/** Message content: harmless markup is kept. */
export const MessageContent = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('DD20261120001').tagName).toBe('STRONG');
    await expect(canvas.getByRole('link', { name: '查看物流' })).toBeVisible();
  },
});

/** Script, event-handler, javascript: URL, style, frame and form payloads are removed. */
export const HostilePayloads = meta.story({
  args: { html: hostileHtml },
  play: async ({ canvasElement }) => {
    await expectHostileHtmlInert(canvasElement);
  },
});

/**
 * Each of the journeys' 56 script-injection payloads as one piece of server HTML: every one is
 * rendered as inert text and markup, and the long, right-to-left and invisible ones keep the
 * layout within its width.
 */
export const EveryPayload = meta.story({
  // The payloads' images carry no alt text: they are what an attacker sends, not content a
  // page would publish, so axe's image-alt rule does not apply to them (every other rule does).
  parameters: { a11y: { config: { rules: [{ id: 'image-alt', enabled: false }] } } },
  render: () => (
    <div>
      {HOSTILE_PAYLOADS.map((payload) => (
        <SafeHtml key={payload} html={payload} />
      ))}
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('悬停')).toBeVisible();
    // It waits until every image kept has loaded or failed (a broken one takes its icon's height
    // then): the screenshot is of the page as it stays, not of one a line shorter (once in a
    // fresh clone).
    await expectPayloadsInert(canvasElement);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
});
