import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { ThirdPartyButtons, type ThirdPartyLink } from './ThirdPartyButtons.tsx';

const weChatHref =
  'https://open.weixin.qq.com/connect/qrconnect?appid=wx0000000000000000&redirect_uri=https%3A%2F%2Fmall.example.com%2F%23%2Fgateway%2FwxBack&response_type=code&scope=snsapi_login&state=login#wechat_redirect';
const qqHref =
  'https://graph.qq.com/oauth2.0/authorize?response_type=code&client_id=100000000&redirect_uri=https%3A%2F%2Fmall.example.com%2F%23%2Fgateway%2FqqBack&state=login';

const weChat: ThirdPartyLink = { type: 'wechat', label: '微信登录', href: weChatHref };
const qq: ThirdPartyLink = { type: 'qq', label: 'QQ 登录', href: qqHref };

const meta = preview.meta({
  title: 'Components/ThirdPartyButtons',
  component: ThirdPartyButtons,
  args: {
    items: [weChat, qq],
  },
  decorators: [(Story) => <div style={{ width: 352 }}>{Story()}</div>],
});

/** Plain links: the browser follows them to the provider, which sends the buyer back. */
export const Default = meta.story({
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('group', { name: '其他登录方式' })).toBeVisible();
    const weChat = canvas.getByRole('link', { name: '微信登录' });
    const qq = canvas.getByRole('link', { name: 'QQ 登录' });
    await expect(weChat).toHaveAttribute('href', weChatHref);
    await expect(qq).toHaveAttribute('href', qqHref);

    await userEvent.tab();
    await expect(weChat).toHaveFocus();
    await userEvent.tab();
    await expect(qq).toHaveFocus();
  },
});

/** Only the providers the site has set up are shown. */
export const WeChatOnly = meta.story({
  args: { items: [weChat] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: '微信登录' })).toBeVisible();
  },
});
