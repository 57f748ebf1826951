import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { expectHostileHtmlInert, hostileHtml } from '#.storybook/hostile';
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
