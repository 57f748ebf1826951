// The permissions table (contract/roles.ts), row by row on the screens: each row's action is
// looked for on the screen that offers it, rendered with the real stores over the mocks, once
// for the administrator and once for the employee. The administrator finds it usable; the
// employee finds what the row says: 'all' usable, 'none' absent (with the page's note where
// the page explains it), 'own' usable on their own inquiry and absent on another user's.
// The sandbox's side of each row is packages/sandbox/src/permissions.test.ts.
import type { ComponentType } from 'react';
import type { RequestHandler } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import type { CompanyRole, PermissionKey } from '@mall/domain/contract/roles';
import { PERMISSIONS } from '@mall/domain/contract/roles';
import {
  createAddressServer,
  createAfterSaleServer,
  createAuctionServer,
  createFundsServer,
  createInquiryServer,
  createOrderServerF1,
  createOrderServerF2,
  createOrderServerF3,
  createSignatureServer,
  createStaffServer,
  defaultInquiryHandlers,
  inquiriesOfTwoUsers,
  inquiryExtraHandlers,
  ordersF1WithWeighingDiff,
  type RecordedRequest,
} from '@mall/domain/mocks';
import preview from '#.storybook/preview';
import { orderStories } from '@mall/app/testing';
import { AfterSaleDetailPage } from '../pages/AfterSales/Detail/AfterSaleDetailPage.tsx';
import { AfterSalesPage } from '../pages/AfterSales/List/AfterSalesPage.tsx';
import { AuctionListPage } from '../pages/Auctions/AuctionList/AuctionListPage.tsx';
import { QueryPage } from '../pages/Inquiry/Query/QueryPage.tsx';
import { QueryListPage } from '../pages/Inquiry/QueryList/QueryListPage.tsx';
import { HistoryPage } from '../pages/Orders/History/HistoryPage.tsx';
import { InStockPage } from '../pages/Orders/InStock/InStockPage.tsx';
import { ToBePaidPaymentPage } from '../pages/Orders/ToBePaidPayment/ToBePaidPaymentPage.tsx';
import { ToBeSubmitPage } from '../pages/Orders/ToBeSubmit/ToBeSubmitPage.tsx';
import { ToBeSupplementedPaymentPage } from '../pages/Orders/ToBeSupplementedPayment/ToBeSupplementedPaymentPage.tsx';
import { CompanyAddressPage } from '../pages/UserCentre/CompanyAddress/CompanyAddressPage.tsx';
import { CompanyInvoicingPage } from '../pages/UserCentre/CompanyInvoicing/CompanyInvoicingPage.tsx';
import { CompanyStaffPage } from '../pages/UserCentre/CompanyStaff/CompanyStaffPage.tsx';
import { FundManagePage } from '../pages/UserCentre/FundManage/FundManagePage.tsx';
import { UserSignaturePage } from '../pages/UserCentre/UserSignature/UserSignaturePage.tsx';

type Canvas = ReturnType<typeof within>;
type User = {
  click: (element: Element) => Promise<void>;
  keyboard: (text: string) => Promise<void>;
};
interface Context {
  canvas: Canvas;
  userEvent: User;
}

/** What a screen shows of an action: usable, shown but disabled, or absent. */
type Shown = 'usable' | 'disabled' | 'absent';

const shownAs = (element: HTMLElement | null): Shown => {
  if (!element) return 'absent';
  const disabled = element.matches(':disabled') || element.ariaDisabled === 'true';
  return disabled ? 'disabled' : 'usable';
};

const body = () => within(document.body);

/**
 * Looks for a row's action on the screen: waits for it when it should be there (`present`),
 * and answers at once otherwise (the screen being ready, or the row's note shown). `inquiry`
 * is the inquiry acted on, for an 'own' row.
 */
type Finder = (context: Context, present: boolean, inquiry: string) => Promise<Shown>;

/** The control of `role` named `name`, in what `scope` answers (the whole screen by default). */
const control =
  (
    role: 'button' | 'link',
    name: string,
    scope: (canvas: Canvas) => Promise<Canvas> = async (canvas) => canvas,
  ): Finder =>
  async ({ canvas }, present) => {
    const where = await scope(canvas);
    return shownAs(
      present ? await where.findByRole(role, { name }) : where.queryByRole(role, { name }),
    );
  };

/** The table row holding the cell `name`. */
const rowWith = (name: string) => async (canvas: Canvas) => {
  const row = (await canvas.findByRole('cell', { name })).closest('tr');
  if (!row) throw new Error(`no row holds ${name}`);
  return within(row);
};

/** The inquiry list's row of `inquiry`, found by its 明细 (which every row has). */
const inquiryRow = async (canvas: Canvas, inquiry: string) => {
  const row = (await canvas.findByRole('button', { name: `明细 ${inquiry}` })).closest('tr');
  if (!row) throw new Error(`no row for ${inquiry}`);
  return within(row);
};

/** Closes the open menu or dialog and waits until it is gone. */
const dismiss = async (userEvent: User, role: 'menu' | 'dialog') => {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(body().queryByRole(role)).toBeNull());
};

/**
 * A row's action `label` on `id`, the row's `subject` (询价单, 合同): among the row's first
 * actions, or else under its 更多操作 (opened, looked in and closed again).
 */
const inMenuOrRow = async (
  { userEvent }: Context,
  row: Canvas,
  label: string,
  subject: string,
  id: string,
): Promise<Shown> => {
  const name = `${label} ${id}`;
  const direct = row.queryByRole('button', { name });
  const more = row.queryByRole('button', { name: `更多操作 ${subject} ${id}` });
  if (direct || !more) return shownAs(direct);
  await userEvent.click(more);
  const shown = shownAs(within(await body().findByRole('menu')).queryByRole('menuitem', { name }));
  await dismiss(userEvent, 'menu');
  return shown;
};

/** An inquiry row's action `label`, on the inquiry the row acts on. */
const inquiryAction =
  (label: string): Finder =>
  async (context, _present, inquiry) =>
    inMenuOrRow(context, await inquiryRow(context.canvas, inquiry), label, '询价单', inquiry);

/** 历史合同's action `label` on contract `contract`. */
const contractAction =
  (label: string, contract: string): Finder =>
  async (context) =>
    inMenuOrRow(context, await rowWith(contract)(context.canvas), label, '合同', contract);

/**
 * A line action of an inquiry's 明细 (`name` starts the button's name): the dialog opened, its
 * lines shown, looked in and closed again.
 */
const lineAction =
  (name: RegExp): Finder =>
  async ({ canvas, userEvent }, _present, inquiry) => {
    await userEvent.click(
      (await inquiryRow(canvas, inquiry)).getByRole('button', { name: `明细 ${inquiry}` }),
    );
    const dialog = within(await body().findByRole('dialog', { name: `询价单 ${inquiry} 的明细` }));
    await dialog.findAllByText('6063-T5 2×1250×2500 氧化');
    const shown = shownAs(dialog.queryAllByRole('button', { name })[0] ?? null);
    await dismiss(userEvent, 'dialog');
    return shown;
  };

/** A screen that offers some of the table's actions, as its own stories show it. */
interface Screen {
  /** The route table's title of the screen. */
  title: string;
  route: string;
  Page: ComponentType;
  /** The mocks' server the screen's stories use (its handlers, and the calls it answered). */
  server: () => { handlers: readonly RequestHandler[]; requests: readonly RecordedRequest[] };
  /** The state after which every action the screen offers is shown. */
  ready: (canvas: Canvas) => Promise<unknown>;
}

/** Order 21001 ticked, when the screen offers to tick it (提交订单 waits for a choice). */
const tickedFirstOrder = async (canvas: Canvas, userEvent: User) => {
  await canvas.findByRole('rowgroup', { name: '订单 DD20260318021001' });
  const box = canvas.queryByRole('checkbox', { name: '选择订单 DD20260318021001' });
  if (box) await userEvent.click(box);
};

const SCREENS = {
  toBeSubmit: {
    title: '待提交',
    route: '/center/orderToBeSubmit',
    Page: ToBeSubmitPage,
    server: () => createOrderServerF1(),
    ready: (canvas) => canvas.findByRole('rowgroup', { name: '订单 DD20260318021001' }),
  },
  inStock: {
    title: '备货中',
    route: '/center/orderInStock',
    Page: InStockPage,
    server: () => createOrderServerF1({ orders: ordersF1WithWeighingDiff() }),
    ready: async (canvas) => {
      await expect(
        await canvas.findByRole('rowgroup', { name: '订单 DD20260318023001' }),
      ).toHaveTextContent('待确认磅差');
      return canvas.findByRole('rowgroup', { name: '订单 DD20260317023002' });
    },
  },
  history: {
    title: '历史合同',
    route: '/center/orderHistory',
    Page: HistoryPage,
    server: () => createOrderServerF3(),
    ready: (canvas) => canvas.findByRole('button', { name: '查看合同 HT000000027002' }),
  },
  toBePaidPayment: {
    title: '支付定金',
    route: '/center/orderToBePaidPayment?ids=22001,22003',
    Page: ToBePaidPaymentPage,
    server: () => createOrderServerF1(),
    ready: (canvas) => canvas.findByRole('table', { name: '待支付订单' }),
  },
  toBeSupplementedPayment: {
    title: '支付尾款',
    route: '/center/orderToBeSupplementedPayment?ids=24001',
    Page: ToBeSupplementedPaymentPage,
    server: () => createOrderServerF2(),
    ready: (canvas) => canvas.findByRole('region', { name: '费用明细' }),
  },
  query: {
    title: '询价',
    route: '/home/modelDemand/query',
    Page: QueryPage,
    server: () => ({
      handlers: [...defaultInquiryHandlers, inquiryExtraHandlers.frequentByCode],
      requests: [],
    }),
    ready: (canvas) => canvas.findByRole('button', { name: '提交询价' }),
  },
  queryList: {
    title: '询价单',
    route: '/home/modelDemand/queryList',
    Page: QueryListPage,
    server: () => createInquiryServer({ inquiries: inquiriesOfTwoUsers() }),
    // 报价排队 comes beside the list whatever it does: the play waits for it too.
    ready: (canvas) => canvas.findByLabelText('报价排队'),
  },
  afterSales: {
    title: '售后申请',
    route: '/center/orderAfterSales',
    Page: AfterSalesPage,
    server: () => createAfterSaleServer(),
    ready: (canvas) => canvas.findByText('SH202611207001'),
  },
  afterSaleDetail: {
    title: '售后详情',
    route: '/center/orderAfterSales/detailReturnsRefunds?id=7008',
    Page: AfterSaleDetailPage,
    server: () => createAfterSaleServer(),
    ready: (canvas) => canvas.findByText('待确认结果'),
  },
  funds: {
    title: '资金管理',
    route: '/center/userFundManage',
    Page: FundManagePage,
    server: () => createFundsServer(),
    ready: (canvas) => canvas.findByRole('button', { name: '充值' }),
  },
  staff: {
    title: '员工管理',
    route: '/center/userInfo/companyStaff',
    Page: CompanyStaffPage,
    server: () => createStaffServer(),
    ready: (canvas) => canvas.findByRole('heading', { name: '员工管理' }),
  },
  address: {
    title: '收货地址',
    route: '/center/userInfo/companyAddress',
    Page: CompanyAddressPage,
    server: () => createAddressServer(),
    ready: (canvas) => canvas.findByRole('cell', { name: /狮山镇松岗工业大道 12 号/ }),
  },
  invoicing: {
    title: '开票信息',
    route: '/center/userInfo/companyInvoicing',
    Page: CompanyInvoicingPage,
    server: () => createAddressServer(),
    ready: (canvas) => canvas.findByText('91440605MA4UJ2KX3B'),
  },
  signature: {
    title: '电子签章',
    route: '/center/userSignature',
    Page: UserSignaturePage,
    server: () => createSignatureServer(),
    ready: (canvas) => canvas.findByRole('status', { name: '电子签章未开通' }),
  },
  auctions: {
    title: '竞拍专场',
    route: '/home/modelAuction/101',
    Page: AuctionListPage,
    server: () => createAuctionServer(),
    ready: (canvas) => canvas.findByRole('cell', { name: 'P1001' }),
  },
} satisfies Record<string, Screen>;

type ScreenName = keyof typeof SCREENS;

/** Where a row's action is looked for, and how. */
interface Row {
  screen: ScreenName;
  find: Finder;
  /** What the page says to the employee in the refused action's place, if it says anything. */
  note?: string;
  /** Done before looking (a choice the action waits for). */
  before?: (context: Context) => Promise<void>;
  /** For an 'own' row: the employee's own inquiry, and one another user submitted. */
  inquiries?: { own: string; others: string };
}

const ORDER_NOTE_SUBMIT = '提交订单需由企业管理员操作';
const ORDER_NOTE_STOCKING = '修改订单、确认磅差、支付差价和取消订单需由企业管理员操作';
const CONTRACT_NOTE = '上传盖章合同和签署合同需由企业管理员操作';
const PAY_NOTE = '付款需由企业管理员操作';
const QUOTED = { own: 'XJ202603160003', others: 'XJ202603161003' };
const WAITING = { own: 'XJ202603180001', others: 'XJ202603181001' };

/** Every row of the table, with the screen that offers its action (the type asks for each). */
const ROWS: Record<PermissionKey, Row> = {
  orderSubmit: {
    screen: 'toBeSubmit',
    find: control('button', '提交订单'),
    note: ORDER_NOTE_SUBMIT,
    before: ({ canvas, userEvent }) => tickedFirstOrder(canvas, userEvent),
  },
  orderCancel: {
    screen: 'toBeSubmit',
    find: control('button', '取消订单 DD20260318021001'),
    note: ORDER_NOTE_SUBMIT,
  },
  orderModify: {
    screen: 'inStock',
    find: control('button', '修改订单 DD20260316023003'),
    note: ORDER_NOTE_STOCKING,
  },
  orderContract: {
    screen: 'history',
    find: contractAction('上传盖章合同', 'HT000000027002'),
    note: CONTRACT_NOTE,
  },
  weighingAnswer: {
    screen: 'inStock',
    find: control('button', '确认磅差 DD20260318023001'),
    note: ORDER_NOTE_STOCKING,
  },
  payDeposit: { screen: 'toBePaidPayment', find: control('button', '立即支付'), note: PAY_NOTE },
  payFinal: {
    screen: 'toBeSupplementedPayment',
    find: control('button', '确认支付尾款'),
    note: PAY_NOTE,
  },
  payDifference: {
    screen: 'inStock',
    find: control('button', '支付差价 DD20260317023002'),
    note: ORDER_NOTE_STOCKING,
  },
  inquirySubmit: { screen: 'query', find: control('button', '提交询价') },
  inquiryOrder: { screen: 'queryList', find: inquiryAction('下单'), inquiries: QUOTED },
  inquiryCancel: { screen: 'queryList', find: inquiryAction('取消'), inquiries: QUOTED },
  inquiryEdit: { screen: 'queryList', find: inquiryAction('编辑'), inquiries: WAITING },
  inquirySplit: { screen: 'queryList', find: lineAction(/^拆分$/), inquiries: WAITING },
  quoteDelete: { screen: 'queryList', find: lineAction(/^删除报价/), inquiries: QUOTED },
  afterSalesApply: { screen: 'afterSales', find: control('link', '申请售后') },
  afterSalesCancel: { screen: 'afterSales', find: control('button', '取消申请 SH202611207001') },
  afterSalesConfirm: {
    screen: 'afterSaleDetail',
    find: control('button', '确认结果'),
    note: '取消申请、同意方案、支付补款和确认结果需由企业管理员操作',
  },
  fundsRecharge: { screen: 'funds', find: control('button', '充值') },
  fundsWithdraw: {
    screen: 'funds',
    find: control('button', '提现'),
    note: '提现仅限企业管理员操作',
  },
  staffManage: {
    screen: 'staff',
    find: control('button', '邀请员工'),
    note: '员工管理仅限企业管理员操作，如需邀请同事或调整权限，请联系企业管理员。',
  },
  addressManage: {
    screen: 'address',
    find: control('button', '新增收货地址'),
    note: '收货地址仅限企业管理员新增、修改和删除',
  },
  invoicingManage: {
    screen: 'invoicing',
    find: control('button', '修改开票信息'),
    note: '开票信息仅限企业管理员修改',
  },
  signatureSeal: {
    screen: 'signature',
    find: control('button', '开通电子签章'),
    note: '企业电子签章未开通。开通电子签章仅限企业管理员操作，请联系企业管理员。',
  },
  signatureSign: {
    screen: 'history',
    find: contractAction('签署', 'HT000000027002'),
    note: CONTRACT_NOTE,
  },
  auctionBid: { screen: 'auctions', find: control('button', '出价', rowWith('P1001')) },
};

/** The screens' stories, `screen role` (filled as the stories below are made). */
const storied = new Set<string>();

/**
 * What `role` must find of the row's action: the administrator every action; the employee
 * what the row's right says ('own' on their own inquiry only).
 */
const expected = (role: CompanyRole, key: PermissionKey, own: boolean): Shown => {
  if (role === 'administrator') return 'usable';
  const right: string = PERMISSIONS[key].employee;
  return right === 'all' || (right === 'own' && own) ? 'usable' : 'absent';
};

/** Checks one row on the screen shown to `role`. */
const checkRow = async (context: Context, role: CompanyRole, key: PermissionKey, row: Row) => {
  const { canvas } = context;
  await row.before?.(context);
  const targets = row.inquiries
    ? [
        { inquiry: row.inquiries.own, own: true },
        { inquiry: row.inquiries.others, own: false },
      ]
    : [{ inquiry: '', own: true }];
  for (const { inquiry, own } of targets) {
    const want = expected(role, key, own);
    if (want === 'absent' && row.note) await canvas.findByText(row.note);
    const shown = await row.find(context, want === 'usable', inquiry);
    await expect({ key, inquiry, shown }).toEqual({ key, inquiry, shown: want });
  }
};

const page = orderStories((screen: ScreenName = 'toBeSubmit') => SCREENS[screen].server());

const meta = preview.meta({
  title: '页面/权限表/每行的页面 — Permissions',
  ...page.meta(SCREENS.toBeSubmit.route),
});

const ROLE_NAMES: Record<CompanyRole, string> = { administrator: '管理员', employee: '员工' };

/**
 * The screen `screen` as `role` sees it (the administrator 陈志强, the employee 林晓燕 of the
 * same certified company): every row of the table whose action it offers, checked.
 */
const screenStory = (screen: ScreenName, role: CompanyRole) => {
  storied.add(`${screen} ${role}`);
  const { title, route, Page, ready } = SCREENS[screen];
  return {
    name: `${title} · ${ROLE_NAMES[role]}`,
    parameters: {
      ...page.withServer(screen).parameters,
      route,
      session: role === 'administrator' ? ('certifiedAdmin' as const) : ('certifiedStaff' as const),
    },
    render: () => <Page />,
    play: async ({ canvas, userEvent }: Context) => {
      const keys = Object.keys(PERMISSIONS) as PermissionKey[];
      await expect(keys.filter((key) => !(ROWS[key] as Row | undefined))).toEqual([]);
      const roles = Object.keys(ROLE_NAMES);
      await expect(
        keys.filter((key) => roles.some((one) => !storied.has(`${ROWS[key].screen} ${one}`))),
      ).toEqual([]);
      await ready(canvas);
      for (const key of keys) {
        const row = ROWS[key];
        if (row.screen === screen) await checkRow({ canvas, userEvent }, role, key, row);
      }
    },
  };
};

export const ToBeSubmitAdministrator = meta.story(screenStory('toBeSubmit', 'administrator'));
export const ToBeSubmitEmployee = meta.story(screenStory('toBeSubmit', 'employee'));
export const InStockAdministrator = meta.story(screenStory('inStock', 'administrator'));
export const InStockEmployee = meta.story(screenStory('inStock', 'employee'));
export const HistoryAdministrator = meta.story(screenStory('history', 'administrator'));
export const HistoryEmployee = meta.story(screenStory('history', 'employee'));
export const ToBePaidPaymentAdministrator = meta.story(
  screenStory('toBePaidPayment', 'administrator'),
);
export const ToBePaidPaymentEmployee = meta.story(screenStory('toBePaidPayment', 'employee'));
export const ToBeSupplementedPaymentAdministrator = meta.story(
  screenStory('toBeSupplementedPayment', 'administrator'),
);
export const ToBeSupplementedPaymentEmployee = meta.story(
  screenStory('toBeSupplementedPayment', 'employee'),
);
export const QueryAdministrator = meta.story(screenStory('query', 'administrator'));
export const QueryEmployee = meta.story(screenStory('query', 'employee'));
export const QueryListAdministrator = meta.story(screenStory('queryList', 'administrator'));
export const QueryListEmployee = meta.story(screenStory('queryList', 'employee'));
export const AfterSalesAdministrator = meta.story(screenStory('afterSales', 'administrator'));
export const AfterSalesEmployee = meta.story(screenStory('afterSales', 'employee'));
export const AfterSaleDetailAdministrator = meta.story(
  screenStory('afterSaleDetail', 'administrator'),
);
export const AfterSaleDetailEmployee = meta.story(screenStory('afterSaleDetail', 'employee'));
export const FundsAdministrator = meta.story(screenStory('funds', 'administrator'));
export const FundsEmployee = meta.story(screenStory('funds', 'employee'));
export const StaffAdministrator = meta.story(screenStory('staff', 'administrator'));
export const StaffEmployee = meta.story(screenStory('staff', 'employee'));
export const AddressAdministrator = meta.story(screenStory('address', 'administrator'));
export const AddressEmployee = meta.story(screenStory('address', 'employee'));
export const InvoicingAdministrator = meta.story(screenStory('invoicing', 'administrator'));
export const InvoicingEmployee = meta.story(screenStory('invoicing', 'employee'));
export const SignatureAdministrator = meta.story(screenStory('signature', 'administrator'));
export const SignatureEmployee = meta.story(screenStory('signature', 'employee'));
export const AuctionsAdministrator = meta.story(screenStory('auctions', 'administrator'));
export const AuctionsEmployee = meta.story(screenStory('auctions', 'employee'));
