import { expect, fn } from 'storybook/test';
import preview from '#.storybook/preview';
import { InquiryConversation, type ConversationMessage } from './InquiryConversation.tsx';

const messages: ConversationMessage[] = [
  {
    key: 1,
    author: 'buyer',
    authorName: '陈志强',
    at: '2026-03-18 10:00:00',
    lineSpec: '6063-T5 2×1250×2500 氧化',
    content: '这一行能否月底前交货？\n<b>加急</b>',
  },
  {
    key: 2,
    author: 'mall',
    authorName: '商城客服',
    at: '2026-03-18 10:20:00',
    lineSpec: null,
    content: '可以，月底前从佛山仓发货。',
  },
];

const meta = preview.meta({
  title: 'Components/InquiryConversation',
  component: InquiryConversation,
  args: {
    label: '沟通记录',
    messages,
    draft: '',
    about: '',
    lineOptions: [{ value: '431', label: '6063-T5 2×1250×2500 氧化' }],
    onDraftChange: fn(),
    onAboutChange: fn(),
    onSend: fn(),
    onRetry: fn(),
  },
});

/** The messages as plain text with author, time and line; Ctrl+Enter sends. */
export const WithMessages = meta.story({
  play: async ({ canvas, args, userEvent }) => {
    const log = canvas.getByRole('list', { name: '沟通记录' });
    await expect(log).toHaveTextContent('<b>加急</b>');
    await expect(log.querySelector('b')).toBeNull();
    await expect(log).toHaveTextContent(
      '陈志强 · 2026-03-18 10:00:00 · 关于 6063-T5 2×1250×2500 氧化',
    );
    await userEvent.click(canvas.getByRole('textbox', { name: '留言' }));
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(args.onSend).toHaveBeenCalledOnce();
  },
});

/** Too long: the field says so; sending waits while one is in flight. */
export const TooLongAndSending = meta.story({
  args: { draft: '长'.repeat(501), draftError: '留言最多 500 个字', sending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('留言最多 500 个字')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '发送' })).toHaveAttribute('aria-busy', 'true');
  },
});
