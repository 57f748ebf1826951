/**
 * How long each call of the sandbox takes, in process (`app.request`, no HTTP): every GET it
 * serves (as the certified administrator 13800000001 and as a visitor), representative
 * writes, and the home page's first calls sent at once. The median of `runs` warm calls each
 * (after one call that warms it up). `pnpm bench` prints them at the seed's size and at ten
 * times it (`pnpm --filter @mall/sandbox timings`).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { API_BASE, LOGIN_PORT, paths } from '@mall/domain/contract';
import type { SandboxDb } from '../db/client.ts';
import { afterSales } from '../db/afterSalesSchema.ts';
import { inquiries } from '../db/inquirySchema.ts';
import { capitalRecords } from '../db/userCentreSchema.ts';
import {
  companies,
  contracts,
  deliveries,
  faqs,
  goodsBatches,
  infos,
  invoices,
  orders,
  questions,
  users,
} from '../db/schema.ts';
import { auctionActivities, auctionLots } from '../db/auctionsSchema.ts';

export const BENCH_ADMIN = '13800000001';
const PASSWORD = 'Mall@2026';

type Who = 'admin' | 'visitor';
/** One call: a path under the API base with its query, as whom, and a body for a write. */
export type BenchCall = {
  path: string;
  as: Who;
  method?: 'GET' | 'POST' | 'PUT';
  body?: unknown;
};
/** One measured call: its median and worst of the warm runs, in milliseconds. */
export type Timing = { call: string; as: Who; medianMs: number; maxMs: number; code: number };

const withQuery = (path: string, query: Record<string, string | number> = {}) => {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, String(value)]),
  ).toString();
  return search === '' ? path : `${path}?${search}`;
};

const send = async (app: Hono, call: BenchCall, token: string | undefined) => {
  const response = await app.request(`${API_BASE}${call.path}`, {
    method: call.method ?? 'GET',
    headers: {
      'Content-Type': 'application/json',
      Source: '11',
      ...(token !== undefined && { Token: token }),
    },
    ...(call.body !== undefined && { body: JSON.stringify(call.body) }),
  });
  const text = await response.text();
  if (!response.headers.get('Content-Type')?.includes('json')) return response.status;
  const parsed: unknown = JSON.parse(text);
  return typeof parsed === 'object' && parsed !== null && 'code' in parsed
    ? Number(parsed.code)
    : response.status;
};

const logIn = async (app: Hono, username: string): Promise<string> => {
  const response = await app.request(`${API_BASE}${paths.auth.login}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Source: '11' },
    body: JSON.stringify({ username, password: PASSWORD, port: LOGIN_PORT }),
  });
  const answer = (await response.json()) as { data?: { token?: string } };
  const token = answer.data?.token;
  if (!token) throw new Error(`bench: ${username} could not log in`);
  return token;
};

const firstId = async (rows: Promise<{ id: number }[]>, what: string): Promise<number> => {
  const [row] = await rows;
  if (!row) throw new Error(`bench: no ${what} in the seed`);
  return row.id;
};

/** Ids of the demo company's rows the detail calls ask for, and of the content. */
const benchIds = async (db: SandboxDb) => {
  const [admin] = await db
    .select({ id: users.id, companyId: users.companyId })
    .from(users)
    .where(eq(users.username, BENCH_ADMIN));
  const companyId = admin?.companyId;
  if (companyId == null) throw new Error('bench: the demo administrator has no company');
  const ofCompany = eq(orders.companyId, companyId);
  const orderInStage = (stages: (typeof orders.stage.enumValues)[number][]) =>
    firstId(
      db
        .select({ id: orders.id })
        .from(orders)
        .where(and(ofCompany, inArray(orders.stage, stages)))
        .orderBy(asc(orders.id))
        .limit(1),
      `order in ${stages.join('/')}`,
    );
  const [contract] = await db
    .select({ id: contracts.id, orderId: contracts.orderId })
    .from(contracts)
    .innerJoin(orders, eq(orders.id, contracts.orderId))
    .where(ofCompany)
    .orderBy(asc(contracts.id))
    .limit(1);
  if (!contract) throw new Error('bench: no contract in the seed');
  const [delivery] = await db
    .select({ id: deliveries.id, logisticsNo: deliveries.logisticsNo, orderId: deliveries.orderId })
    .from(deliveries)
    .innerJoin(orders, eq(orders.id, deliveries.orderId))
    .where(and(ofCompany, sql`${deliveries.logisticsNo} is not null`))
    .orderBy(asc(deliveries.id))
    .limit(1);
  if (!delivery) throw new Error('bench: no shipped delivery in the seed');
  const [lot] = await db
    .select({ id: auctionLots.id, activityId: auctionLots.activityId })
    .from(auctionLots)
    .orderBy(asc(auctionLots.id))
    .limit(1);
  return {
    companyId,
    contract,
    delivery,
    lot,
    activityId: await firstId(
      db.select({ id: auctionActivities.id }).from(auctionActivities).limit(1),
      'auction activity',
    ),
    toSubmit: await orderInStage(['toBeSubmitted']),
    firstPayment: await orderInStage(['firstPayment']),
    stocking: await orderInStage(['stocking']),
    final: await orderInStage(['final']),
    completed: await orderInStage(['completed']),
    invoice: await firstId(
      db
        .select({ id: invoices.id })
        .from(invoices)
        .where(eq(invoices.companyId, companyId))
        .limit(1),
      'invoice',
    ),
    afterSale: await firstId(
      db
        .select({ id: afterSales.id })
        .from(afterSales)
        .where(eq(afterSales.companyId, companyId))
        .limit(1),
      'after-sale',
    ),
    inquiry: await firstId(
      db
        .select({ id: inquiries.id })
        .from(inquiries)
        .where(eq(inquiries.companyId, companyId))
        .limit(1),
      'inquiry',
    ),
    capital: await firstId(
      db
        .select({ id: capitalRecords.id })
        .from(capitalRecords)
        .where(eq(capitalRecords.companyId, companyId))
        .limit(1),
      'capital record',
    ),
    batch: await firstId(
      db.select({ id: goodsBatches.id }).from(goodsBatches).orderBy(asc(goodsBatches.id)).limit(1),
      'goods batch',
    ),
    info: await firstId(db.select({ id: infos.id }).from(infos).limit(1), 'article'),
    faq: await firstId(db.select({ id: faqs.id }).from(faqs).limit(1), 'FAQ'),
    question: await firstId(db.select({ id: questions.id }).from(questions).limit(1), 'question'),
    supplier: await firstId(
      db
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.kind, 'supplier'))
        .limit(1),
      'supplier',
    ),
  };
};

type Ids = Awaited<ReturnType<typeof benchIds>>;
const page = { pageNum: 1, pageSize: 10 };
const get = (path: string, query?: Record<string, string | number>): BenchCall[] => [
  { path: withQuery(path, query), as: 'admin' },
];
/** A call the home page and the goods pages make for visitors and buyers alike. */
const both = (path: string, query?: Record<string, string | number>): BenchCall[] => [
  { path: withQuery(path, query), as: 'admin' },
  { path: withQuery(path, query), as: 'visitor' },
];

/** The home page's first calls, as a logged-in buyer's home page sends them together. */
export const homeCalls: readonly BenchCall[] = [
  ...get(paths.user.info),
  ...get(paths.cart.count),
  ...get(paths.messages.count),
  ...get(paths.common.queryAction),
  ...get(paths.orders.count),
  ...get(paths.common.todayLvPrice),
  ...get(paths.common.hotSearchKey),
  ...get(paths.goods.propertyList),
  ...get(paths.goods.spotList, page),
  ...get(paths.goods.mayLike),
  ...get(paths.common.infos),
  ...get(paths.content.promotionList, page),
  ...get('/activity/control/info'),
];

/** Every GET the sandbox serves, with the ids of the seed, and representative writes. */
const benchCalls = (ids: Ids): BenchCall[] => [
  ...both('/health'),
  ...both(paths.common.todayLvPrice),
  ...both(paths.common.hotSearchKey),
  ...both(paths.content.promotionList, page),
  ...both(paths.content.infoList, page),
  ...both(paths.content.infoDetail, { id: ids.info }),
  ...both(paths.content.helpDetail, { type: 'buyGuide' }),
  ...both(paths.content.aboutDetail, { type: 'company' }),
  ...both(paths.content.protocol, { usePage: '1' }),
  ...both(paths.content.faqList),
  ...both(paths.content.faqDetail, { id: ids.faq }),
  ...both(paths.content.questionList, page),
  ...both(paths.content.questionDetail, { id: ids.question }),
  ...both(paths.goods.search, page),
  ...both(paths.goods.search, { ...page, keyword: '5052铝板' }),
  ...both(paths.goods.search, { ...page, category: '铝板', sortField: 'unitPrice' }),
  ...both(`${paths.goods.detail}/${ids.batch}`),
  ...both(`/pc/mall/productBatch/extra/${ids.batch}`),
  ...both(`/pc/mall/productBatch/certificate/${ids.batch}`),
  ...both(paths.goods.propertyList),
  ...both(paths.goods.suggestion, { key: '6061' }),
  ...both(paths.goods.spotList, page),
  ...both(paths.goods.mayLike),
  ...both(paths.common.infos),
  ...both('/activity/control/info'),
  ...both('/pc/auction/activity/time/list'),
  ...both(`/pc/auction/activity/product/detail/${ids.activityId}`, page),
  ...(ids.lot
    ? [
        ...both(`/pc/auction/activityDetail/nowPrice/${ids.lot.id}`),
        ...both(`/pc/auction/activityDetail/select/ById/${ids.lot.id}`),
      ]
    : []),
  ...both('/pc/auction/callPrice/rollTextList'),
  ...both('/mall/orderNew/getReferencePrices'),
  ...both('/mall/orderNew/getGoodsPricing', { batchId: ids.batch }),
  ...both('/address/province/listProvince'),
  ...both('/address/city/listCityByProvince', { provinceCode: '440000' }),
  ...both('/address/district/listDistrictByCity', { cityCode: '440600' }),
  ...get(paths.user.info),
  ...get(paths.orders.count),
  ...get(paths.cart.count),
  ...get(paths.cart.list),
  ...get(paths.cart.shadowList),
  ...get(paths.cart.soldOutList),
  ...get(paths.messages.count),
  ...get(paths.messages.typeList),
  ...get(paths.messages.latest),
  ...get(paths.messages.list, { ...page, messageTypeId: 1 }),
  ...get(paths.messages.settings),
  ...get(paths.messages.jumpMap),
  ...get(paths.common.customerServiceToken),
  ...get(paths.common.queryAction),
  ...get(paths.common.reminderHistory, page),
  ...get('/mall/cancelReason/getAllCancelReason'),
  ...get('/pc/new/mall/order/query/wait/submit', page),
  ...get('/pc/mall/payment/query/first', page),
  ...get('/pc/mall/stocking/selectStokingPcList', page),
  ...get('/pc/mall/payment/query/final', page),
  ...get('/pc/mall/saleDelivery/selectDeliveryList', page),
  ...get('/pc/mall/order/selectCsrPcAllMallOrderNewList', page),
  ...get('/pc/mall/order/selectCsrPcAllMallOrderNewList', { ...page, keyword: '6061' }),
  ...get('/pc/new/mall/order/selectMallOrderNewCsrPcInfoById', { id: ids.toSubmit }),
  ...get('/pc/mall/order/selectCsrPcAllMallOrderNewInfoById', { id: ids.completed }),
  ...get('/pc/mall/order/allOrder/export'),
  ...get(`/pc/mallPayment/record/first/pay/${ids.firstPayment}`),
  ...get('/mallPayment/record/bank/info'),
  ...get('/pc/new/mall/order/selectCollectionAccountByComapnyId'),
  ...get('/pc/mall/payment/selectFinalMallOrderDetailListByIds', { ids: String(ids.final) }),
  ...get('/pc/mall/stocking/selectStokingPcByOrderId', { orderId: ids.stocking }),
  ...get('/pc/mall/stocking/contract/reminder', { orderId: ids.stocking }),
  ...get('/pc/mall/stocking/contract/followUp', { orderId: ids.stocking }),
  ...get('/pc/mall/stocking/contract/delivery', { orderId: ids.stocking }),
  ...get('/pc/mall/stocking/contract/replyCheck', { orderId: ids.stocking }),
  ...get('/pc/mall/mall/order/modified/getDiffAmount', { orderId: ids.stocking }),
  ...get('/pc/mall/saleDelivery/selectDeliveryInfoByOrderId', { orderId: ids.delivery.orderId }),
  ...get('/pc/mall/saleDelivery/selectSaleDeliveryPcList', page),
  ...get('/pc/mall/saleDelivery/selectSaleDeliveryCsrPcInfo', { id: ids.delivery.id }),
  ...(ids.delivery.logisticsNo
    ? get(`/pc/mall/saleDelivery/logisticNumber/${ids.delivery.logisticsNo}`)
    : []),
  ...get('/mall/saleDeliveryComment', { id: ids.delivery.id }),
  ...get(`/pc/finance/sale/invoice/generateSaleDeliveryInvoice/${ids.delivery.id}`),
  ...get('/pc/finance/sale/invoice/toBeBilledList', page),
  ...get('/pc/finance/sale/invoice/previewInvoice', { invoiceId: ids.invoice }),
  ...get('/pc/mall/saleContract/order/list', page),
  ...get(`/pc/mall/order/contract/${ids.contract.orderId}`),
  ...get('/pc/mall/saleContract/getContractPdfUrl', { contractId: ids.contract.id }),
  ...get(`/pc/mall/saleContract/saleContractView/${ids.contract.id}`),
  ...get('/pc/after/sale/reason'),
  ...get('/pc/after/sale/apply/getAppApplyInfo', { orderId: ids.completed }),
  ...get('/pc/after/sale/apply/getList', page),
  ...get('/pc/after/sale/apply/getMark'),
  ...get(`/pc/after/sale/apply/afterSale/${ids.afterSale}`),
  ...get('/pc/auction/follow/list', page),
  ...get('/pc/auction/callPrice/select/call/price/By/Customer/id', page),
  ...get('/pc/auction/subInfo/sublist', page),
  ...get('/pc/auction/activityDetail/select/byCustomer/finish/auction', page),
  ...get('/pc/finance/FundManagement/getFundManagementInfo'),
  ...get('/pc/finance/capital/list', page),
  ...get(`/pc/finance/capital/${ids.capital}/voucher`),
  ...get('/pc/user/company/certification'),
  ...get('/pc/finance/FundManagement/getDepositDetails', page),
  ...get('/pc/finance/settle/style/list'),
  ...get('/pc/mall/account/getAllCollectionCompany'),
  ...get('/pc/mall/collection/account/list', page),
  ...get('/pc/inquiryNew/inquiry/getInquiryList', page),
  ...get(`/pc/inquiryNew/inquiry/changeInfo/${ids.inquiry}`),
  ...get(`/pc/inquiryNew/inquiry/shadowInquiryNew/${ids.inquiry}`),
  ...get('/pc/inquiryNew/inquiry/exportTemplate'),
  ...get('/pc/inquiryNew/inquiry/selectToBeSubmittedCount'),
  ...get('/pc/inquiryNew/inquiry/last/inquiry/info'),
  ...get('/pc/inquiryNew/inquiry/selectMallProductBatchToInquiryDetailNew', { ids: ids.batch }),
  ...get('/pc/inquiryNew/inquiry/selectCsrHistoryRequire', page),
  ...get('/pc/inquiryNew/inquiry/selectFrequentlyInquiryProduct'),
  ...get('/pc/mall/productBatch/inquiry/info/search/key', { searchKey: '6061' }),
  ...get(`/pc/inquiryNew/inquiry/${ids.inquiry}`),
  ...get('/pc/inquiryNew/repeatedlyBuy/list', page),
  ...get(`/pc/inquiryNew/inquiry/messages/${ids.inquiry}`),
  ...get(`/pc/inquiryNew/inquiry/quoteDocument/${ids.inquiry}`),
  ...get('/contract/customer/getAddressByCustomerId', page),
  ...get('/pc/customer/invoicing'),
  ...get('/pc/role/userWindowConfig/home'),
  ...get('/pc/user/company/staff/list', page),
  ...get('/pc/user/company/admin/change'),
  ...get('/pc/user/signature/seal'),
  ...get('/pc/user/signature/records', page),
  ...get(`/pc/user/signature/contract/${ids.contract.id}`),
  ...get('/__admin/orders/rows', { username: BENCH_ADMIN, since: '2020-01-01T00:00:00Z' }),
  ...get('/__admin/areas/rows', { username: BENCH_ADMIN, since: '2020-01-01T00:00:00Z' }),
  // Writes that leave the data as they found it (or only grow a log).
  {
    path: paths.goods.addMayLike,
    as: 'admin',
    method: 'POST',
    body: { batchId: ids.batch },
  },
  { path: paths.goods.addMayLike, as: 'visitor', method: 'POST', body: { batchId: ids.batch } },
  { path: paths.messages.clearUnread, as: 'admin' },
  { path: withQuery(paths.auth.checkUser, { username: BENCH_ADMIN }), as: 'visitor' },
  {
    path: paths.auth.login,
    as: 'visitor',
    method: 'POST',
    body: { username: BENCH_ADMIN, password: PASSWORD, port: LOGIN_PORT },
  },
];

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const round = (ms: number) => Math.round(ms * 10) / 10;

/** GET routes of the app that no bench call reaches (a new route the bench should measure). */
export const unmeasured = (app: Hono, calls: readonly BenchCall[]): string[] => {
  const measured = calls.map(({ path }) => `${API_BASE}${path.split('?')[0] ?? ''}`);
  const gets = new Set(app.routes.filter(({ method }) => method === 'GET').map(({ path }) => path));
  return [...gets].filter((route) => {
    const pattern = new RegExp(`^${route.replace(/:[^/]+/g, '[^/]+').replace(/\{[^}]*\}/g, '')}$`);
    return !measured.some((path) => pattern.test(path));
  });
};

export type SandboxTimings = {
  /** Slowest first. */
  timings: Timing[];
  /** The home page's first calls sent at once: the slowest answer's time, median of the runs. */
  homeAtOnceMs: number;
  /** GET routes the bench does not call. */
  unmeasured: string[];
};

/** Measures every bench call `runs` times warm, and the home page's calls sent at once. */
export const measureSandbox = async (
  app: Hono,
  db: SandboxDb,
  runs = 5,
): Promise<SandboxTimings> => {
  const tokens: Record<Who, string | undefined> = {
    admin: await logIn(app, BENCH_ADMIN),
    visitor: undefined,
  };
  const calls = benchCalls(await benchIds(db));
  const timings: Timing[] = [];
  for (const call of calls) {
    const code = await send(app, call, tokens[call.as]);
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const start = performance.now();
      await send(app, call, tokens[call.as]);
      times.push(performance.now() - start);
    }
    timings.push({
      call: `${call.method ?? 'GET'} ${call.path}`,
      as: call.as,
      medianMs: round(median(times)),
      maxMs: round(Math.max(...times)),
      code,
    });
  }
  const atOnce: number[] = [];
  for (let run = 0; run <= runs; run += 1) {
    const start = performance.now();
    await Promise.all(homeCalls.map((call) => send(app, call, tokens[call.as])));
    if (run > 0) atOnce.push(performance.now() - start);
  }
  return {
    timings: timings.sort((a, b) => b.medianMs - a.medianMs),
    homeAtOnceMs: round(median(atOnce)),
    unmeasured: unmeasured(app, [...calls, ...homeCalls]),
  };
};
