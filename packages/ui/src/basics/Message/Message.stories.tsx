import { useState } from 'react';
import { expect, screen, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { Button } from '../Button/Button.tsx';
import { MessageViewport } from './Message.tsx';
import { createMessenger, type MessageType } from './messenger.ts';

interface MessageDemoProps {
  /** Which method of the messenger the button calls. */
  type: MessageType;
  /** The texts shown, one toast each. */
  texts: string[];
  /** How long each toast stays; long in stories so that screenshots are stable. */
  duration: number;
}

/** A page with a messenger of its own and a button that shows toasts through it. */
function MessageDemo({ type, texts, duration }: MessageDemoProps) {
  const [messenger] = useState(() => createMessenger({ duration }));
  return (
    <>
      <Button onClick={() => texts.forEach((text) => messenger[type](text))}>显示消息</Button>
      <MessageViewport messenger={messenger} />
    </>
  );
}

const meta = preview.meta({
  title: 'Components/Message',
  component: MessageDemo,
  args: { type: 'success' as MessageType, texts: ['登录成功'], duration: 600_000 },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '显示消息' }));
    const region = screen.getByRole('status');
    for (const text of args.texts) {
      await expect(await within(region).findByText(text)).toBeVisible();
    }
  },
});

export const LoginSuccess = meta.story({});

export const LogoutSuccess = meta.story({ args: { texts: ['退出成功'] } });

export const InfoMessage = meta.story({ args: { type: 'info', texts: ['请使用商家端登录'] } });

export const Warning = meta.story({
  args: { type: 'warning', texts: ['登录状态已过期，请重新登录'] },
});

export const ErrorMessage = meta.story({ args: { type: 'error', texts: ['服务器错误'] } });

export const Stacked = meta.story({ args: { texts: ['已加入购物车', '已收藏'] } });

/** Each toast leaves by itself after its duration (3 s in the app). */
export const AutoDismiss = meta.story({
  args: { texts: ['退出成功'], duration: 300 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '显示消息' }));
    const region = screen.getByRole('status');
    await expect(await within(region).findByText('退出成功')).toBeVisible();
    await waitFor(() => expect(region).toBeEmptyDOMElement());
  },
});
