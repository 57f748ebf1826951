import { expect, waitFor, within } from 'storybook/test';
import { inquiryPaths } from '@mall/domain/contract/inquiry';
import { callsTo, createInquiryServer, pending } from '@mall/domain/mocks';
import preview from '#.storybook/preview';
import { type AppLoaded, failingOrders, loadingPage, orderStories } from '@mall/app/testing';
import { QueryListPage } from './QueryListPage.tsx';
import { pathTo } from '../../../routes/links.ts';

const page = orderStories(createInquiryServer);

const meta = preview.meta({
  title: '页面/询价求购/询价单 — QueryListPage',
  component: QueryListPage,
  ...page.meta('/home/modelDemand/queryList'),
});

const body = () => within(document.body);
const table = async (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('table', { name: '询价单' });

/** Each status with its count and what it allows; 下单 opens the make-order screen. */
export const Loaded = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    const list = await table(canvas);
    await within(list).findByText('XJ202603160003');
    await expect(canvas.getByRole('tab', { name: /全部/ })).toHaveTextContent('3');
    await expect(canvas.getByRole('tab', { name: /已报价/ })).toHaveTextContent('1');
    await expect(list).toHaveTextContent('2026-03-20 18:00:00');
    await expect(canvas.getByRole('button', { name: '编辑 XJ202603180001' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '编辑 XJ202603170002' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '下单 XJ202603170002' })).toBeNull();
    await expect(canvas.getByRole('button', { name: '取消 XJ202603170002' })).toBeVisible();
    await expect(canvas.queryByText('只能操作本人提交的询价单，或由企业管理员操作')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '下单 XJ202603160003' }));
    await waitFor(() =>
      expect((loaded as AppLoaded).env.navigations.at(-1)).toBe(pathTo('makeOrder', { id: 43 })),
    );
  },
});

/** The list waits for its first page. */
export const Loading = meta.story(loadingPage(inquiryPaths.list));

/** The list fails: the message with 重试. */
export const ServerError = meta.story(failingOrders(inquiryPaths.list, '询价单加载失败'));

/** No inquiry yet: the way to 发布询价. */
export const EmptyList = meta.story({
  ...page.withServer({ inquiries: [] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无询价单，发布询价后商城将为您报价')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '发布询价' })).toBeVisible();
  },
});

/** A status tab and 询价单号 narrow the list; the number stays in its field. */
export const ByStatusAndNumber = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    const list = await table(canvas);
    await within(list).findByText('XJ202603180001');
    await userEvent.click(canvas.getByRole('tab', { name: /已报价/ }));
    await within(await table(canvas)).findByText('XJ202603160003');
    await expect(canvas.queryByText('XJ202603180001')).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: '询价单号' }), '0001{Enter}');
    await expect(await canvas.findByText('暂无询价单，发布询价后商城将为您报价')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '询价单号' })).toHaveValue('0001');
    const calls = callsTo(page.serverOf(loaded).requests, inquiryPaths.list);
    await expect(calls.at(-1)?.url.search).toBe(
      '?status=quoted&inquiryNo=0001&pageNum=1&pageSize=10&historyFlag=false',
    );
  },
});

/** 明细: each line's quote, price and validity; an expired quote says so. */
export const Lines = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '明细 XJ202603160003' }));
    const dialog = await body().findByRole('dialog', { name: '询价单 XJ202603160003 的明细' });
    const lines = await within(dialog).findByRole('table');
    await within(lines).findByText('6063-T5 2.0*1250*2500 氧化');
    await expect(lines).toHaveTextContent('¥21,500.00');
    await expect(lines).toHaveTextContent('¥215,000.00');
    await expect(lines).toHaveTextContent('2.420');
    await expect(lines).toHaveTextContent('报价已过期');
  },
});

/** 删除报价 without a reason is refused at the field; with one, the quote is deleted. */
export const DeleteQuote = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '明细 XJ202603160003' }));
    const lines = within(await body().findByRole('dialog', { name: /的明细/ }));
    await userEvent.click(
      await lines.findByRole('button', { name: '删除报价 6063-T5 2.0*1250*2500 氧化' }),
    );
    const dialog = within(await body().findByRole('dialog', { name: '删除报价' }));
    await userEvent.click(dialog.getByRole('button', { name: '确定删除' }));
    await expect(await dialog.findByText('请填写删除原因')).toBeVisible();
    const requests = page.serverOf(loaded).requests;
    await expect(callsTo(requests, inquiryPaths.deleteQuote)).toEqual([]);
    await userEvent.type(dialog.getByRole('textbox', { name: /删除原因/ }), '价格偏高');
    await userEvent.click(dialog.getByRole('button', { name: '确定删除' }));
    await expect(await lines.findByText('报价已删除（价格偏高）')).toBeVisible();
    await expect(callsTo(requests, inquiryPaths.deleteQuote)[0]?.body).toEqual({
      quoteId: 4311,
      delReason: '价格偏高',
    });
  },
});

/** 取消, confirmed: the inquiry leaves the current list. */
export const Cancel = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '取消 XJ202603170002' }));
    const dialog = within(await body().findByRole('dialog', { name: '取消询价单' }));
    await userEvent.click(dialog.getByRole('button', { name: '确定取消' }));
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: /报价中/ })).toHaveTextContent(/^报价中$/),
    );
    await within(await table(canvas)).findByText('XJ202603180001');
    await expect(canvas.queryByText('XJ202603170002')).toBeNull();
  },
});

/** While 取消 is on its way, the dialog cannot be confirmed again nor closed. */
export const CancelInFlight = meta.story({
  beforeEach({ msw }) {
    msw.use(pending(inquiryPaths.cancel));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '取消 XJ202603180001' }));
    const dialog = within(await body().findByRole('dialog', { name: '取消询价单' }));
    await userEvent.click(dialog.getByRole('button', { name: '确定取消' }));
    await expect(dialog.getByRole('button', { name: '确定取消' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(dialog.getByRole('button', { name: '再想想' })).toBeDisabled();
  },
});

/** An employee is told the rule, and cancelling another's inquiry is refused in the dialog. */
export const EmployeeRefused = meta.story({
  parameters: { ...page.withServer({ notOwner: true }).parameters, session: 'certifiedStaff' },
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByText('只能操作本人提交的询价单，或由企业管理员操作'),
    ).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: '取消 XJ202603180001' }));
    const dialog = within(await body().findByRole('dialog', { name: '取消询价单' }));
    await userEvent.click(dialog.getByRole('button', { name: '确定取消' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      '只能操作本人提交的询价单，或由企业管理员操作',
    );
    await expect(canvas.getByText('XJ202603180001')).toBeVisible();
  },
});

/** An uncertified company is asked to certify; no inquiry call is made. */
export const Uncertified = meta.story({
  parameters: { session: 'uncertified' },
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByText('完成企业认证后即可发起询价、查看报价')).toBeVisible();
    await expect(callsTo(page.serverOf(loaded).requests, inquiryPaths.list)).toEqual([]);
  },
});
