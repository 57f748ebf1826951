import { expect, waitFor, within } from 'storybook/test';
import { inquiryPaths } from '@mall/domain/contract/inquiry';
import { inquiryDetailPaths } from '@mall/domain/contract/inquiryDetail';
import { callsTo, createInquiryServer, pending } from '@mall/domain/mocks';
import { choose } from '#.storybook/choose';
import preview from '#.storybook/preview';
import { HOSTILE_TEXT } from '#.storybook/hostile';
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

/** A row's action past the first two: 更多 of the row opened, the action's menu item. */
const underMore = async (
  canvas: ReturnType<typeof within>,
  userEvent: { click: (element: Element) => Promise<void> },
  inquiryNo: string,
  action: string,
) => {
  await userEvent.click(
    await canvas.findByRole('button', { name: `更多操作 询价单 ${inquiryNo}` }),
  );
  return body().findByRole('menuitem', { name: `${action} ${inquiryNo}` });
};
const table = async (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('table', { name: '询价单' });

type Canvas = ReturnType<typeof within>;
/**
 * A page state whose play also waits for 报价排队, which the queue call shows beside the list
 * whatever the list does: its screenshot otherwise raced the queue's answer.
 */
const withQueue = <Context extends { canvas: Canvas }>(state: {
  play: (context: Context) => Promise<void>;
}) => ({
  ...state,
  play: async (context: Context) => {
    await state.play(context);
    await context.canvas.findByLabelText('报价排队');
  },
});

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
    await expect(await underMore(canvas, userEvent, 'XJ202603170002', '取消')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByText('只能操作本人提交的询价单，或由企业管理员操作')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '下单 XJ202603160003' }));
    await waitFor(() =>
      expect((loaded as AppLoaded).env.navigations.at(-1)).toBe(pathTo('makeOrder', { id: 43 })),
    );
  },
});

/** The list waits for its first page. */
export const Loading = meta.story(withQueue(loadingPage(inquiryPaths.list)));

/** The list fails: the message with 重试. */
export const ServerError = meta.story(
  withQueue(failingOrders(inquiryPaths.list, '询价单加载失败')),
);

/** No inquiry yet: the way to 发布询价. */
export const EmptyList = meta.story({
  ...page.withServer({ inquiries: [] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无询价单，发布询价后商城将为您报价')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '发布询价' })).toBeVisible();
    await canvas.findByLabelText('报价排队');
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
    await expect(await canvas.findByText('没有符合筛选条件的询价单')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '询价单号' })).toHaveValue('0001');
    const calls = callsTo(page.serverOf(loaded).requests, inquiryPaths.list);
    await expect(calls.at(-1)?.url.search).toBe(
      '?status=quoted&inquiryNo=0001&pageNum=1&pageSize=10&historyFlag=false',
    );
    await canvas.findByLabelText('报价排队');
  },
});

/** A number that matches nothing says so, not 暂无询价单; 清空筛选 empties it: all rows again. */
export const FilteredEmpty = meta.story({
  play: async ({ canvas, userEvent }) => {
    await within(await table(canvas)).findByText('XJ202603180001');
    await userEvent.type(canvas.getByRole('textbox', { name: '询价单号' }), '9999{Enter}');
    await expect(await canvas.findByText('没有符合筛选条件的询价单')).toBeVisible();
    await expect(canvas.queryByText('暂无询价单，发布询价后商城将为您报价')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '清空筛选' }));
    await within(await table(canvas)).findByText('XJ202603180001');
    await expect(canvas.getByRole('textbox', { name: '询价单号' })).toHaveValue('');
    await canvas.findByLabelText('报价排队');
  },
});

/** 明细: each line's quote, price and validity; an expired quote says so. */
export const Lines = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '明细 XJ202603160003' }));
    const dialog = await body().findByRole('dialog', { name: '询价单 XJ202603160003 的明细' });
    const lines = await within(dialog).findByRole('table');
    await within(lines).findByText('6063-T5 2×1250×2500 氧化');
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
      await lines.findByRole('button', { name: '删除报价 6063-T5 2×1250×2500 氧化' }),
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
    await userEvent.click(await underMore(canvas, userEvent, 'XJ202603170002', '取消'));
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
    await userEvent.click(await underMore(canvas, userEvent, 'XJ202603180001', '取消'));
    const dialog = within(await body().findByRole('dialog', { name: '取消询价单' }));
    await userEvent.click(dialog.getByRole('button', { name: '确定取消' }));
    await expect(dialog.getByRole('button', { name: '确定取消' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(dialog.getByRole('button', { name: '取消' })).toBeDisabled();
  },
});

/**
 * An employee reads the rule, and on the inquiries another user submitted has only 明细 and 复制:
 * no 下单, 编辑 or 取消 in the list, no 删除报价, 拆分 or 下单有效报价 in the lines (the
 * permissions table; the mall would answer 4202).
 */
export const EmployeeOthersInquiries = meta.story({
  parameters: { ...page.withServer({ notOwner: true }).parameters, session: 'certifiedStaff' },
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByText('只能操作本人提交的询价单，或由企业管理员操作'),
    ).toBeVisible();
    const rows = within(await table(canvas));
    await rows.findByRole('button', { name: '复制 XJ202603160003' });
    await expect(rows.queryByRole('button', { name: /^(下单|编辑|取消) / })).toBeNull();
    await userEvent.click(rows.getByRole('button', { name: '明细 XJ202603160003' }));
    const lines = within(await body().findByRole('dialog', { name: /的明细/ }));
    await lines.findByText('6063-T5 2×1250×2500 氧化');
    await expect(lines.queryByRole('button', { name: /^删除报价/ })).toBeNull();
    await expect(lines.queryByRole('button', { name: '下单有效报价' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(rows.getByRole('button', { name: '明细 XJ202603180001' }));
    const waiting = within(await body().findByRole('dialog', { name: /XJ202603180001 的明细/ }));
    await waiting.findByText('6063-T5 2×1250×2500 氧化');
    await expect(waiting.queryByRole('button', { name: '拆分' })).toBeNull();
    await canvas.findByLabelText('报价排队');
  },
});

/** An employee's own inquiries: every action the status allows, as the administrator has. */
export const EmployeeOwnInquiries = meta.story({
  parameters: { session: 'certifiedStaff' },
  play: async ({ canvas, userEvent }) => {
    const rows = within(await table(canvas));
    await expect(await rows.findByRole('button', { name: '下单 XJ202603160003' })).toBeVisible();
    await expect(rows.getByRole('button', { name: '编辑 XJ202603180001' })).toBeVisible();
    await expect(await underMore(canvas, userEvent, 'XJ202603160003', '取消')).toBeVisible();
    await canvas.findByLabelText('报价排队');
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

/** Opens an inquiry's detail and answers the dialog. */
const openDetail = async (
  canvas: ReturnType<typeof within>,
  userEvent: { click: (element: Element) => Promise<void> },
  inquiryNo: string,
) => {
  await userEvent.click(await canvas.findByRole('button', { name: `明细 ${inquiryNo}` }));
  return within(await body().findByRole('dialog', { name: `询价单 ${inquiryNo} 的明细` }));
};

/** 报价排队: where each waiting inquiry stands; its detail says it too. */
export const Queue = meta.story({
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByLabelText('报价排队')).toHaveTextContent(
      '报价排队：XJ202603170002（报价中）排第 1 位；XJ202603180001（待受理）排第 3 位',
    );
    const dialog = await openDetail(canvas, userEvent, 'XJ202603180001');
    await expect(await dialog.findByText('该询价单在商城报价队列中排第 3 位')).toBeVisible();
  },
});

/** 变更记录: what happened to the inquiry, oldest first; one with none says so. */
export const ChangeRecord = meta.story({
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDetail(canvas, userEvent, 'XJ202603160003');
    await userEvent.click(dialog.getByRole('tab', { name: '变更记录' }));
    const record = await dialog.findByRole('table', { name: '询价单 XJ202603160003 的变更记录' });
    await within(record).findByText('提交询价单，共 3 行');
    await expect(record).toHaveTextContent('商城已受理，正在报价');
    await expect(record).toHaveTextContent('2026-03-18 09:30:00');
  },
});

/** 变更记录 of an inquiry nothing happened to yet. */
export const ChangeRecordEmpty = meta.story({
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDetail(canvas, userEvent, 'XJ202603180001');
    await userEvent.click(dialog.getByRole('tab', { name: '变更记录' }));
    await expect(await dialog.findByText('暂无变更记录')).toBeVisible();
  },
});

/** 拆分: nothing picked and every line picked are refused in the dialog; one line splits off. */
export const Split = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    const lines = await openDetail(canvas, userEvent, 'XJ202603180001');
    await lines.findByText('6063-T5 2×1250×2500 氧化');
    await userEvent.click(lines.getByRole('button', { name: '拆分' }));
    const dialog = within(await body().findByRole('dialog', { name: '拆分询价单' }));
    await userEvent.click(dialog.getByRole('button', { name: '确定拆分' }));
    await expect(await dialog.findByText('请选择要拆分的明细')).toBeVisible();
    await userEvent.click(dialog.getByRole('checkbox', { name: '拆分 6063-T5 2×1250×2500 氧化' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: '拆分 5052-H32 1.5×1220×2440' }));
    await userEvent.click(dialog.getByRole('button', { name: '确定拆分' }));
    await expect(await dialog.findByText('不能拆出全部明细')).toBeVisible();
    const requests = page.serverOf(loaded).requests;
    await expect(callsTo(requests, inquiryPaths.unpack)).toEqual([]);
    await userEvent.click(dialog.getByRole('checkbox', { name: '拆分 6063-T5 2×1250×2500 氧化' }));
    await userEvent.click(dialog.getByRole('button', { name: '确定拆分' }));
    await waitFor(() =>
      expect(callsTo(requests, inquiryPaths.unpack)[0]?.body).toEqual({ id: 41, detailIds: [412] }),
    );
    await expect(await body().findByText('已拆分为新询价单 XJ202603180051')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await within(await table(canvas)).findByText('XJ202603180051');
  },
});

/** 沟通 with no message yet: the way to ask. */
export const ConversationEmpty = meta.story({
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDetail(canvas, userEvent, 'XJ202603180001');
    await userEvent.click(dialog.getByRole('tab', { name: '沟通' }));
    await expect(await dialog.findByText('暂无留言，对报价有疑问可在此询问商城')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '发送' }));
    await expect(await dialog.findByText('请输入留言内容')).toBeVisible();
  },
});

/** 沟通: the messages about a line; a hostile message is sent and shown as plain text. */
export const Conversation = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    const dialog = await openDetail(canvas, userEvent, 'XJ202603160003');
    await userEvent.click(dialog.getByRole('tab', { name: '沟通' }));
    const log = await dialog.findByRole('list', { name: '询价单 XJ202603160003 的沟通记录' });
    await expect(log).toHaveTextContent('这一行能否月底前交货？');
    await expect(log).toHaveTextContent(
      '商城客服 · 2026-03-18 10:20:00 · 关于 6063-T5 2×1250×2500 氧化',
    );
    await choose(userEvent, dialog.getByRole('combobox', { name: '关于' }), /^6061-T6 3×1500×3000/);
    const hostile = `<img src=x onerror="window.__xss='talk'">${HOSTILE_TEXT}`;
    await userEvent.click(dialog.getByRole('textbox', { name: '留言' }));
    await userEvent.paste(hostile);
    await userEvent.click(dialog.getByRole('button', { name: '发送' }));
    await within(log).findByText(hostile);
    await expect(log.querySelector('img')).toBeNull();
    await expect(window.__xss).toBeUndefined();
    await expect(dialog.getByRole('textbox', { name: '留言' })).toHaveValue('');
    const [sent] = callsTo(page.serverOf(loaded).requests, inquiryDetailPaths.sendMessage);
    await expect(sent?.body).toEqual({ id: 43, detailId: 433, content: hostile });
    await expect(sent?.idempotencyKey).toBeTruthy();
  },
});

/** While a message is on its way, 发送 waits and the text stays. */
export const SendInFlight = meta.story({
  ...page.withServer({ sendPending: true }),
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDetail(canvas, userEvent, 'XJ202603160003');
    await userEvent.click(dialog.getByRole('tab', { name: '沟通' }));
    await userEvent.type(await dialog.findByRole('textbox', { name: '留言' }), '请确认含税价');
    await userEvent.click(dialog.getByRole('button', { name: '发送' }));
    await expect(dialog.getByRole('button', { name: '发送' })).toHaveAttribute('aria-busy', 'true');
    await expect(dialog.getByRole('textbox', { name: '留言' })).toHaveValue('请确认含税价');
  },
});

/** A message over 500 characters is refused at the field and not sent; the text stays. */
export const MessageTooLong = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    const dialog = await openDetail(canvas, userEvent, 'XJ202603160003');
    await userEvent.click(dialog.getByRole('tab', { name: '沟通' }));
    await userEvent.click(await dialog.findByRole('textbox', { name: '留言' }));
    await userEvent.paste('长'.repeat(501));
    await expect(await dialog.findByText('留言最多 500 个字')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '发送' }));
    await expect(callsTo(page.serverOf(loaded).requests, inquiryDetailPaths.sendMessage)).toEqual(
      [],
    );
    await expect(dialog.getByRole('textbox', { name: '留言' })).toHaveValue('长'.repeat(501));
  },
});

/** 下单有效报价 opens make-order; an expired line's 重新报价 makes a new 待受理 inquiry of it. */
export const Requote = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    const dialog = await openDetail(canvas, userEvent, 'XJ202603160003');
    await dialog.findByText('报价已过期');
    await userEvent.click(dialog.getByRole('button', { name: '下单有效报价' }));
    await waitFor(() =>
      expect((loaded as AppLoaded).env.navigations.at(-1)).toBe(pathTo('makeOrder', { id: 43 })),
    );
    await expect(
      dialog.queryByRole('button', { name: '重新报价 6063-T5 2×1250×2500 氧化' }),
    ).toBeNull();
    await userEvent.click(
      dialog.getByRole('button', { name: '重新报价 6061-T6 3×1500×3000 原色' }),
    );
    await expect(
      await body().findByText('已生成新询价单 XJ202603180051，等待商城受理'),
    ).toBeVisible();
    const requests = page.serverOf(loaded).requests;
    const [sent] = callsTo(requests, inquiryPaths.again);
    await expect(sent?.body).toEqual({ detailIds: [433] });
    await expect(sent?.idempotencyKey).toMatch(/\S{8,}/);
    await userEvent.keyboard('{Escape}');
    await within(await table(canvas)).findByText('XJ202603180051');
  },
});

/** 打印报价单: the quote as a document with the company and the valid totals; the PDF downloads. */
export const PrintView = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    const lines = await openDetail(canvas, userEvent, 'XJ202603160003');
    await userEvent.click(await lines.findByRole('button', { name: '打印报价单' }));
    const dialog = within(await body().findByRole('dialog', { name: '报价单 XJ202603160003' }));
    const sheet = dialog.getByRole('article', { name: '报价单 XJ202603160003' });
    await expect(sheet).toHaveTextContent('佛山市南海区鑫铝金属材料有限公司');
    await expect(sheet).toHaveTextContent('¥23,800.00');
    await expect(sheet).toHaveTextContent('有效报价合计：12.420 吨，¥272,596.00');
    await expect(sheet).toHaveTextContent('最早于 2026-03-20 18:00:00 失效');
    await expect(dialog.getByRole('button', { name: '打印' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await lines.findByRole('button', { name: '下载报价单 PDF' }));
    const { env } = loaded as AppLoaded;
    await waitFor(() => expect(env.savedFiles[0]?.fileName).toBe('报价单-XJ202603160003.pdf'));
  },
});
