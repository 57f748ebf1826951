import { expect, fn, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import { CustomerServiceChat } from './CustomerServiceChat.tsx';
import {
  longConversation,
  sampleAccounts,
  sampleConversations,
  sampleIdentity,
} from './fixtures.ts';

const meta = preview.meta({
  title: 'Components/CustomerServiceChat',
  component: CustomerServiceChat,
  args: {
    identity: sampleIdentity,
    accounts: sampleAccounts,
    account: 'preSale',
    messages: sampleConversations.preSale,
    total: 4,
    onAccountChange: fn(),
    onSend: fn(() => true),
    onOpenProduct: fn(),
    onRetry: fn(),
    onLoadEarlier: fn(),
  },
  // On a white surface 720 px wide, as in the message centre dialog.
  render: (args) => (
    <div style={{ width: 720, padding: 16, background: '#fff' }}>
      <CustomerServiceChat {...args} />
    </div>
  ),
});

/**
 * 售前客服 with a product card: 查看商品 opens the goods, Enter sends, Shift+Enter starts a new
 * line, and what the buyer types is shown as text, never as HTML.
 */
export const Conversation = meta.story({
  args: {
    messages: [
      ...sampleConversations.preSale,
      {
        id: 299,
        from: 'buyer',
        type: 'text',
        message: '请按 <b>GB/T 3880</b> 标准交货<img src=x onerror=alert(1)>',
        intime: '2026-03-17 10:05:00',
      },
    ],
    total: 5,
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('佛山市南海区鑫铝金属材料有限公司-陈志强')).toBeVisible();
    await expect(canvas.getByText('138****0001')).toBeVisible();
    await expect(canvas.getByText('共 5 条消息')).toBeVisible();
    const log = canvas.getByRole('log', { name: '与售前客服的对话' });
    await expect(log).toHaveTextContent('含税到佛山南海 23,850 元/吨');
    await expect(
      canvas.getByText('请按 <b>GB/T 3880</b> 标准交货<img src=x onerror=alert(1)>'),
    ).toBeVisible();
    await expect(log.querySelector('img, b')).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: '查看商品' }));
    await expect(args.onOpenProduct).toHaveBeenCalledWith('6061-T6 2.0*1250');

    const input = canvas.getByRole('textbox', { name: '输入消息' });
    await userEvent.type(input, '请问今天能发货吗？');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(args.onSend).toHaveBeenCalledWith('请问今天能发货吗？');
    await waitFor(() => expect(input).toHaveValue(''));

    await userEvent.type(input, '第一行');
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
    await userEvent.type(input, '第二行');
    await expect(input).toHaveValue('第一行\n第二行');
    await expect(args.onSend).toHaveBeenCalledTimes(1);

    await userEvent.click(canvas.getByRole('button', { name: '发送' }));
    await expect(args.onSend).toHaveBeenLastCalledWith('第一行\n第二行');
  },
});

/** The conversation of one sub-account. */
const accountArgs = (value: keyof typeof sampleConversations) => ({
  account: value,
  messages: sampleConversations[value],
  total: sampleConversations[value].length,
});

/** Each sub-account is a tab; ArrowRight switches to `next`, and a click on 售前客服 to it. */
const playAccount =
  (label: string, next: string): (typeof Conversation)['play'] =>
  async ({ args, canvas, userEvent }) => {
    const tab = canvas.getByRole('tab', { name: label });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('log', { name: `与${label}的对话` })).toBeVisible();
    tab.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onAccountChange).toHaveBeenLastCalledWith(next);
    await userEvent.click(canvas.getByRole('tab', { name: '售前客服' }));
    await expect(args.onAccountChange).toHaveBeenLastCalledWith('preSale');
  };

/** 平台客服, the sub-account the widget opens on. */
/** Asked about goods: the card is offered above the input, sent only on 发送商品. */
export const ProductOffered = meta.story({
  args: {
    offer: { searchValue: 'LP0001207', title: '6061-T6 铝板 2×1250×2500' },
    onSendOffer: fn(),
  },
  play: async ({ canvas, userEvent, args }) => {
    const offer = canvas.getByRole('group', { name: '您正在咨询的商品' });
    await expect(offer).toHaveTextContent('6061-T6 铝板 2×1250×2500');
    await expect(args.onSendOffer).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '发送商品' }));
    await expect(args.onSendOffer).toHaveBeenCalledTimes(1);
  },
});

export const AdminAccount = meta.story({
  args: accountArgs('admin'),
  play: playAccount('平台客服', 'preSale'),
});

export const OnSaleAccount = meta.story({
  args: accountArgs('onSale'),
  play: playAccount('售中客服', 'afterSales'),
});

export const AfterSalesAccount = meta.story({
  args: accountArgs('afterSales'),
  play: playAccount('售后客服', 'thirdSales'),
});

/** The last tab: ArrowRight wraps to the first. */
export const ThirdSalesAccount = meta.story({
  args: accountArgs('thirdSales'),
  play: playAccount('第三方销售', 'admin'),
});

export const Loading = meta.story({
  args: { loading: true, messages: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中');
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(canvas.queryByText(/共 \d+ 条消息/)).not.toBeInTheDocument();
  },
});

/** No message yet: a sentence inviting the first question, and the input to ask it. */
export const Empty = meta.story({
  args: { account: 'onSale', messages: [], total: 0 },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('暂无消息，向客服发起咨询吧')).toBeVisible();
    await expect(canvas.getByText('共 0 条消息')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: '输入消息' }), '你好{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('你好');
  },
});

/** While a message is on its way, 发送 spins and neither it nor Enter sends again. */
export const Sending = meta.story({
  args: { sending: true, defaultDraft: '请问 5052 铝板 3.0 厚有现货吗？' },
  play: async ({ args, canvas, userEvent }) => {
    const send = canvas.getByRole('button', { name: '发送' });
    await expect(send).toBeDisabled();
    await expect(send).toHaveAttribute('aria-busy', 'true');
    const input = canvas.getByRole('textbox', { name: '输入消息' });
    await expect(input).toHaveAttribute('readonly');
    await expect(input).toHaveValue('请问 5052 铝板 3.0 厚有现货吗？');
    input.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
});

/** A failed send shows why under the input and keeps what was typed. */
export const SendFailed = meta.story({
  args: {
    sendError: '网络连接异常，请检查网络后重试',
    defaultDraft: '订单 XS202603120003 能加急发货吗？',
    onSend: fn(() => false),
  },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: '输入消息' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('网络连接异常，请检查网络后重试');
    await userEvent.click(canvas.getByRole('button', { name: '发送' }));
    await expect(args.onSend).toHaveBeenCalledWith('订单 XS202603120003 能加急发货吗？');
    await expect(input).toHaveValue('订单 XS202603120003 能加急发货吗？');
  },
});

/** Loading failed: the client's message and 重试, and no input. */
export const LoadError = meta.story({
  args: { error: '网络连接异常，请检查网络后重试', messages: [], total: 0 },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('网络连接异常，请检查网络后重试');
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
});

/**
 * A long talk scrolls inside its box, opened at the newest; 加载更早的消息 asks for more, and so
 * does scrolling to the top (within 10 px, once scrolling pauses).
 */
export const LongHistory = meta.story({
  args: { messages: longConversation, total: 64, hasEarlier: true },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('共 64 条消息')).toBeVisible();
    const log = canvas.getByRole('log', { name: '与售前客服的对话' });
    await expect(log.scrollHeight).toBeGreaterThan(log.clientHeight);
    await expect(log.scrollTop + log.clientHeight).toBeGreaterThanOrEqual(log.scrollHeight - 1);
    await userEvent.click(canvas.getByRole('button', { name: '加载更早的消息' }));
    await expect(args.onLoadEarlier).toHaveBeenCalledTimes(1);
    log.scrollTop = 4;
    await waitFor(() => expect(args.onLoadEarlier).toHaveBeenCalledTimes(2));
    log.scrollTop = log.scrollHeight;
  },
});

/** The earlier page is on its way: its button spins. */
export const LoadingEarlier = meta.story({
  args: { messages: longConversation, total: 64, hasEarlier: true, loadingEarlier: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '加载更早的消息' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
});
