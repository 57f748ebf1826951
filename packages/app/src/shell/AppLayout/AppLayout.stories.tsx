import { expect, waitFor, within } from 'storybook/test';
import { paths } from '@mall/domain/contract';
import {
  defaultHandlers,
  goodsHandlers,
  inquiryExtraHandlers,
  ok,
  users,
} from '@mall/domain/mocks';
import preview from '#.storybook/preview';
import { appStory } from '@mall/app/testing';
import { AppLayout } from './AppLayout.tsx';
import { hrefTo } from '../../routes/links.ts';

const meta = preview.meta({
  title: '页面/页面框架/商城框架 — AppLayout',
  component: AppLayout,
  ...appStory,
  parameters: { ...appStory.parameters, route: '/home/main' },
  beforeEach({ msw }) {
    // The reminder dialog has its own stories (Pages/Shell/Reminders).
    msw.use(
      ok(paths.common.queryAction, []),
      ...defaultHandlers,
      inquiryExtraHandlers.toBeSubmittedCount,
    );
  },
});

export const Visitor = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '请登录' })).toHaveAttribute(
      'href',
      hrefTo('login'),
    );
    await expect(canvas.getByRole('link', { name: '免费注册' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /消息中心/ })).toBeNull();
    await expect(await canvas.findByRole('button', { name: '6061-T6 铝板' })).toBeInTheDocument();
  },
});

export const CertifiedBuyer = meta.story({
  parameters: { session: 'certifiedAdmin' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: users.certifiedAdmin.companyName ?? '' }),
    ).toBeInTheDocument();
    await expect(
      await canvas.findByRole('button', { name: '消息中心，7 条未读' }),
    ).toBeInTheDocument();
    await expect(await canvas.findByRole('link', { name: '购物车，9 件商品' })).toHaveTextContent(
      '9',
    );
    await expect(
      await canvas.findByRole('link', { name: '需求待办，2 个报价订单待提交' }),
    ).toHaveAttribute('href', hrefTo('orderToBeSubmit'));
  },
});

/** On a search, the header's box shows its keyword. */
export const SearchKeyword = meta.story({
  parameters: { route: '/home/modelStore/search?keyword=6061-T6' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('combobox', { name: '搜索商品' })).toHaveValue('6061-T6');
  },
});

export const Uncertified = meta.story({
  parameters: { session: 'uncertified' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /消息中心/ })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /需求待办/ })).toBeNull();
  },
});

export const LogoutConfirm = meta.story({
  parameters: { session: 'certifiedStaff' },
  play: async ({ canvas, userEvent, loaded }) => {
    const body = within(document.body);
    const menu = await canvas.findByRole('button', {
      name: users.certifiedStaff.companyName ?? '',
    });
    await userEvent.click(menu);
    await userEvent.click(await body.findByRole('menuitem', { name: '退出登录' }));
    const dialog = await body.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('确定退出系统吗？');
    await userEvent.click(within(dialog).getByRole('button', { name: '我再想想' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(loaded.env.reloads).toBe(0);

    await userEvent.click(menu);
    await userEvent.click(await body.findByRole('menuitem', { name: '退出登录' }));
    await userEvent.click(
      within(await body.findByRole('alertdialog')).getByRole('button', { name: '确定' }),
    );
    await expect(loaded.env.notifications).toContainEqual({ type: 'success', message: '退出成功' });
    await expect(loaded.env.reloads).toBe(1);
    await expect(loaded.env.tokens.get()).toBeNull();
  },
});

/** Typing asks for suggestions once it pauses (visitors too), and lists them under the box. */
export const Suggestions = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: '搜索商品' }), '6061');
    const list = await canvas.findByRole('listbox', { name: '搜索建议' });
    await expect(within(list).getAllByRole('option')).toHaveLength(6);
    await expect(within(list).getByRole('option', { name: '6061-T6 铝板' })).toBeVisible();
    await expect(loaded.root.suggestions.loading).toBe(false);
  },
});

/** Nothing completes the text: 暂无相关商品. */
export const NoSuggestions = meta.story({
  beforeEach({ msw }) {
    msw.use(goodsHandlers.suggestionsEmpty);
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: '搜索商品' }), '7075 铝管');
    await waitFor(() =>
      expect(
        canvas.getAllByRole('status').some((status) => status.textContent === '暂无相关商品'),
      ).toBe(true),
    );
    await expect(canvas.queryByRole('listbox')).toBeNull();
  },
});
