import { QR_CODE_TTL_SECONDS } from '../contract/index.ts';
import type {
  CartCounts,
  CartItem,
  GoodsBatch,
  GoodsProperty,
  InfoSummary,
  InfoType,
  MakeOrderResult,
  CheckUserResult,
  CustomerMessage,
  CustomerMessageExchange,
  CustomerServiceToken,
  HotSearchKeys,
  JumpMapEntry,
  Message,
  MessageSettingType,
  MessageType,
  LoginResponse,
  MessageCount,
  OrderCounts,
  Page,
  ProductCard,
  QrCode,
  QrCodeInfo,
  ReminderAction,
  ReminderRecord,
  SendCustomerMessageRequest,
  ThirdCheckResult,
  TodayLvPrice,
  UserInfo,
} from '../contract/index.ts';

const certifiedAdmin: UserInfo = {
  uid: 10001,
  username: '13826081234',
  realname: '陈志强',
  userType: 1,
  companyId: 2001,
  companyName: '佛山市南海区鑫铝金属材料有限公司',
  isAdministrators: 1,
  isPush: 1,
  pushApp: 1,
  pushDx: 1,
  pushWx: 1,
  userExamineState: 2,
  isFinishPcGuide: 1,
};

/** The demo users of the four roles (ARCHITECTURE.md, "Sandbox"). */
export const users = {
  /** Certified company, administrator. */
  certifiedAdmin,
  /** Same company, an employee. */
  certifiedStaff: {
    ...certifiedAdmin,
    uid: 10002,
    username: '13926085678',
    realname: '林晓燕',
    isAdministrators: 0,
    pushWx: 0,
  },
  /** Company certification submitted, still under review; guide done. */
  uncertified: {
    uid: 10003,
    username: '13771102468',
    realname: '王建国',
    userType: 1,
    companyId: 2002,
    companyName: '无锡市锡山区恒通铝业有限公司',
    isAdministrators: 1,
    isPush: 1,
    pushApp: 1,
    pushDx: 0,
    pushWx: 0,
    userExamineState: 1,
    isFinishPcGuide: 1,
  },
  /** Just registered: no company, guide not done. */
  newUser: {
    uid: 10004,
    username: '15038719753',
    realname: '赵文静',
    userType: 1,
    companyId: null,
    companyName: null,
    isAdministrators: 0,
    isPush: 0,
    pushApp: 0,
    pushDx: 0,
    pushWx: 0,
    userExamineState: 0,
    isFinishPcGuide: 0,
  },
} satisfies Record<string, UserInfo>;

export const loginResponse: LoginResponse = {
  token: 'mock-token-certified-admin',
  user: users.certifiedAdmin,
};

/** Registration logs the new user in; the guide comes next. */
export const registerResponse: LoginResponse = {
  token: 'mock-token-new-user',
  user: users.newUser,
};

/** GET /user/check/user: a number free to register, and one that already has an account. */
export const checkUserResults = {
  available: { available: true },
  taken: { available: false },
} satisfies Record<string, CheckUserResult>;

/** A QR login code, living the contract's 120 s. */
export const qrCode: QrCode = {
  code: 'qr-7c1e9a52',
  content: 'https://m.mall.example/scan-login?code=qr-7c1e9a52',
  expiresIn: QR_CODE_TTL_SECONDS,
};

/** The QR code's status as polled: not scanned, scanned, confirmed by the certified admin, expired. */
export const qrCodeInfos = {
  waiting: { codeStatus: 'WAITING', token: null, roleUser: null },
  scanned: { codeStatus: 'SCANNED', token: null, roleUser: null },
  confirmed: {
    codeStatus: 'CONFIRMED',
    token: 'mock-token-qr-certified-admin',
    roleUser: users.certifiedAdmin,
  },
  expired: { codeStatus: 'EXPIRED', token: null, roleUser: null },
} satisfies Record<string, QrCodeInfo>;

/** A WeChat identity already bound to the certified admin, and a new one. */
export const thirdCheckResults = {
  bound: {
    isCheck: 1,
    user: { unionid: 'wx-union-10001', openid: 'wx-open-10001', nickname: '陈志强' },
  },
  unbound: {
    isCheck: 0,
    user: { unionid: 'wx-union-new-88', openid: 'wx-open-new-88', nickname: '铝材采购 小周' },
  },
} satisfies Record<string, ThirdCheckResult>;

/** Open total 14 (all but applied-invoiced and invoicing). */
export const orderCounts: OrderCounts = {
  toBeSubmitted: 2,
  firstPayment: 1,
  stocking: 3,
  final: 1,
  saleDelivery: 2,
  toBeReceipt: 1,
  toInvoice: 4,
  aplliedInvoiced: 2,
  invoicing: 1,
};

export const cartCounts: CartCounts = { cash: 3, sold: 1, spot: 5 };

export const messageCount: MessageCount = { unreadCount: 7 };

const trend = [
  ['2026-03-02', '19420.00'],
  ['2026-03-03', '19510.00'],
  ['2026-03-04', '19380.00'],
  ['2026-03-05', '19650.00'],
  ['2026-03-06', '19820.00'],
  ['2026-03-09', '19760.00'],
  ['2026-03-10', '20010.00'],
  ['2026-03-11', '20180.00'],
  ['2026-03-12', '20050.00'],
  ['2026-03-13', '20230.00'],
] as const;

/** A00 aluminium over ten trading days, CNY per tonne; today is the last day. */
export const todayLvPrice: TodayLvPrice = {
  date: '2026-03-13',
  price: '20230.00',
  change: '180.00',
  trend: trend.map(([date, price]) => ({ date, price })),
};

export const hotSearchKeys: HotSearchKeys = [
  '6061-T6 铝板',
  '5052 铝卷',
  '1060 铝板',
  '6063 型材',
  '3003 铝卷',
  'A00 铝锭',
  '8011 铝箔',
];

/** The message centre's tabs; their unread counts add up to `messageCount`. */
export const messageTypes: MessageType[] = [
  { typeId: 1, title: '询价消息', unreadCount: 2 },
  { typeId: 2, title: '订单消息', unreadCount: 4 },
  { typeId: 3, title: '系统通知', unreadCount: 1 },
];

const orderMessage = (
  id: number,
  title: string,
  content: string,
  intime: string,
  readStatus: Message['readStatus'],
  bizCode: string,
  orderNo: string,
): Message => ({
  id,
  title,
  content,
  intime,
  readStatus,
  bizCode,
  jumpParams: JSON.stringify({ orderNo }),
});

/** The first page of 订单消息 (page size 10, 23 in all), newest first; the first four unread. */
export const messagePage: Page<Message> = {
  total: 23,
  rows: [
    orderMessage(
      231,
      '订单已发货',
      '<p>您的订单 XS20260313008（6061-T6 铝板 12.000 吨）已从佛山仓发货，请注意查收。</p>',
      '2026-03-13 16:42:05',
      2,
      'ORDER_DELIVERED',
      'XS20260313008',
    ),
    orderMessage(
      230,
      '定金审核通过',
      '<p>订单 XS20260312015 的定金 ¥48,552.00 已审核通过，工厂开始备货。</p>',
      '2026-03-13 11:08:37',
      2,
      'ORDER_STOCKING',
      'XS20260312015',
    ),
    orderMessage(
      229,
      '报价订单待提交',
      '<p>询价单 XJ20260312003（5052-H32 铝卷）已报价，请尽快提交订单。</p>',
      '2026-03-12 17:30:12',
      2,
      'ORDER_TO_SUBMIT',
      'XS20260312011',
    ),
    orderMessage(
      228,
      '尾款待支付',
      '<p>订单 XS20260310006 已完成生产，请支付尾款 ¥126,480.00。</p>',
      '2026-03-12 09:15:44',
      2,
      'ORDER_FINAL_PAY',
      'XS20260310006',
    ),
    orderMessage(
      227,
      '订单已签收',
      '<p>订单 XS20260305002（1060 铝板 8.500 吨）已确认签收。</p>',
      '2026-03-11 14:20:09',
      1,
      'ORDER_RECEIVED',
      'XS20260305002',
    ),
    orderMessage(
      226,
      '订单已发货',
      '<p>您的订单 XS20260306004（6063 型材 5.260 吨）已从无锡仓发货。</p>',
      '2026-03-10 10:02:51',
      1,
      'ORDER_DELIVERED',
      'XS20260306004',
    ),
    orderMessage(
      225,
      '定金审核通过',
      '<p>订单 XS20260306004 的定金 ¥21,060.00 已审核通过。</p>',
      '2026-03-07 15:36:28',
      1,
      'ORDER_STOCKING',
      'XS20260306004',
    ),
    orderMessage(
      224,
      '开票申请已受理',
      '<p>订单 XS20260228009 的开票申请已受理，发票将在 3 个工作日内开具。</p>',
      '2026-03-06 09:48:03',
      1,
      'ORDER_INVOICE',
      'XS20260228009',
    ),
    orderMessage(
      223,
      '报价订单待提交',
      '<p>询价单 XJ20260304001（3003 铝卷）已报价，请尽快提交订单。</p>',
      '2026-03-05 16:11:19',
      1,
      'ORDER_TO_SUBMIT',
      'XS20260305002',
    ),
    orderMessage(
      222,
      '订单已付款',
      '<p>订单 XS20260228009 已全额付款，等待发货。</p>',
      '2026-03-04 13:27:55',
      1,
      'ORDER_PAID',
      'XS20260228009',
    ),
  ],
};

/** The header drop-down: the five newest messages. */
export const latestMessages: Message[] = messagePage.rows.slice(0, 5);

/** Where each bizCode leads. */
export const jumpMap: JumpMapEntry[] = [
  { bizCode: 'ORDER_DELIVERED', usePage: 'orderToBeReceipt-order-1', jumpParams: ['orderNo'] },
  { bizCode: 'ORDER_STOCKING', usePage: 'orderInStock-order', jumpParams: ['orderNo'] },
  { bizCode: 'ORDER_TO_SUBMIT', usePage: 'orderToBeSubmit', jumpParams: ['orderNo'] },
  { bizCode: 'ORDER_FINAL_PAY', usePage: 'orderToBeSupplemented-order-1', jumpParams: ['orderNo'] },
  { bizCode: 'ORDER_RECEIVED', usePage: 'orderToBeInvoiced', jumpParams: [] },
  { bizCode: 'ORDER_INVOICE', usePage: 'orderToBeInvoiced-order-2', jumpParams: ['orderNo'] },
  { bizCode: 'ORDER_PAID', usePage: 'orderToBeDelivery', jumpParams: ['orderNo'] },
  { bizCode: 'INQUIRY_QUOTED', usePage: 'queryList-inquiry-1', jumpParams: ['inquiryNo'] },
];

/** The notification settings tree; 系统通知 is switched off. */
export const messageSettings: MessageSettingType[] = [
  {
    typeId: 1,
    title: '询价消息',
    enable: 1,
    messageSettingList: [
      { messageSettingId: 101, messageTitle: '询价已受理', receive: 1 },
      { messageSettingId: 102, messageTitle: '询价已报价', receive: 1 },
    ],
  },
  {
    typeId: 2,
    title: '订单消息',
    enable: 1,
    messageSettingList: [
      { messageSettingId: 201, messageTitle: '定金审核通过', receive: 1 },
      { messageSettingId: 202, messageTitle: '订单已发货', receive: 0 },
      { messageSettingId: 203, messageTitle: '尾款待支付', receive: 1 },
    ],
  },
  {
    typeId: 3,
    title: '系统通知',
    enable: 0,
    messageSettingList: [{ messageSettingId: 301, messageTitle: '平台公告', receive: 0 }],
  },
];

/** Two reminders waiting: an inquiry quoted, and an order that went into production. */
export const reminderActions: ReminderAction[] = [
  { actionCode: '012', happenTime: '2026-03-13 09:30:00', businessMsg: 'XJ20260313002' },
  {
    actionCode: '013',
    happenTime: '2026-03-13 10:05:12',
    businessMsg: 'XS20260312015,XS20260312016',
  },
];

/** 我的提醒: the first page (10 a page) of 13 reminders, newest first; the first two not seen. */
export const reminderHistoryPage: Page<ReminderRecord> = {
  total: 13,
  rows: (
    [
      ['013', 'XS20260312015,XS20260312016'],
      ['012', 'XJ20260313002'],
      ['016', ''],
      ['005', 'XS20260311007'],
      ['004', 'XS20260310006'],
      ['003', 'XS20260309004'],
      ['007', ''],
      ['011', 'XJ20260306001'],
      ['015', 'XS20260305002'],
      ['001', ''],
    ] as const
  ).map(([actionCode, businessMsg], index) => ({
    id: 300 - index,
    actionCode,
    businessMsg,
    happenTime: `2026-03-${String(13 - index).padStart(2, '0')} 10:05:12`,
    consumed: index < 2 ? 0 : 1,
  })),
};

export const customerServiceToken: CustomerServiceToken = {
  token: 'cs-token-10001',
  uid: 10001,
  name: '佛山市南海区鑫铝金属材料有限公司-陈志强',
  mobile: '13826081234',
};

/** The product card of the chat fixtures: a 6061-T6 plate the buyer asked about. */
export const customerProductCard: ProductCard = {
  searchValue: '6061-T6 2.0*1250',
  title: '6061-T6 铝板 2.0×1250',
};

/**
 * The latest page of the chat with 平台客服 (admin, the sub-account the widget opens on),
 * oldest first: texts both ways and a product card.
 */
export const customerMessagePage: Page<CustomerMessage> = {
  total: 6,
  rows: [
    {
      id: 501,
      account: 'admin',
      from: 'agent',
      type: 'text',
      message: '您好，我是平台客服，很高兴为您服务。请问有什么可以帮您？',
      intime: '2026-03-17 09:12:03',
    },
    {
      id: 502,
      account: 'admin',
      from: 'buyer',
      type: 'product',
      message: customerProductCard,
      intime: '2026-03-17 09:13:40',
    },
    {
      id: 503,
      account: 'admin',
      from: 'agent',
      type: 'text',
      message: '您咨询的「6061-T6 铝板 2.0×1250」佛山仓有现货，请问需要多少吨？',
      intime: '2026-03-17 09:14:05',
    },
    {
      id: 504,
      account: 'admin',
      from: 'buyer',
      type: 'text',
      message: '先要 12 吨，含税到厂价多少？能开 13% 专票吗？',
      intime: '2026-03-17 09:15:22',
    },
    {
      id: 505,
      account: 'admin',
      from: 'agent',
      type: 'text',
      message: '含税到佛山南海 23,850 元/吨，可开 13% 增值税专用发票，报价已发到询价单，请查收。',
      intime: '2026-03-17 09:18:47',
    },
    {
      id: 506,
      account: 'admin',
      from: 'buyer',
      type: 'text',
      message: '好的，我确认一下后在询价单里提交。',
      intime: '2026-03-17 09:20:10',
    },
  ],
};

/** The agent's answer to any message in the fixtures. */
const CUSTOMER_REPLY = '您好，已收到您的消息，客服正在为您核实，请稍候。';

/**
 * POST /customer/service/messages as the fixtures answer it: the buyer's message as sent, and
 * the agent's reply, in the sub-account the request names.
 */
export const customerMessageExchange = (
  request: SendCustomerMessageRequest,
): CustomerMessageExchange => ({
  sent: { ...request, id: 507, from: 'buyer', intime: '2026-03-18 10:00:00' },
  reply: {
    id: 508,
    account: request.account,
    from: 'agent',
    type: 'text',
    message: CUSTOMER_REPLY,
    intime: '2026-03-18 10:00:01',
  },
});

const goods = (
  batchId: number,
  parts: Omit<GoodsBatch, 'batchId' | 'batchNo' | 'inventoryCode' | 'productName' | 'supplierName'>,
  supplierName = '广东南海铝材有限公司',
): GoodsBatch => ({
  batchId,
  batchNo: `LP${String(batchId).padStart(7, '0')}`,
  inventoryCode: `${{ 佛山: 'FS', 无锡: 'WX', 巩义: 'GY', 上海: 'SH' }[parts.inventory] ?? 'FS'}-${String(batchId).padStart(5, '0')}`,
  productName: `${parts.grade}${parts.temper ? `-${parts.temper}` : ''} ${parts.category}`,
  supplierName,
  ...parts,
});

/** Goods batches of every category, newest first; the first is the detail page's batch. */
export const goodsBatches: GoodsBatch[] = [
  goods(1207, {
    category: '铝板',
    grade: '6061',
    temper: 'T6',
    thickness: '2',
    width: '1250',
    length: '2500',
    surface: '拉丝',
    tectorial: '单面覆膜',
    inventory: '佛山',
    weight: '8.526',
    unitPrice: '24960.00',
    carType: 'cash',
    listedAt: '2026-03-13 09:42:00',
  }),
  goods(
    1862,
    {
      category: '铝卷',
      grade: '5052',
      temper: 'H32',
      thickness: '1.5',
      width: '1220',
      length: null,
      surface: '覆膜',
      tectorial: '双面覆膜',
      inventory: '无锡',
      weight: '5.310',
      unitPrice: '23450.00',
      carType: 'spot',
      listedAt: '2026-03-13 08:15:00',
    },
    '江苏无锡华东铝业有限公司',
  ),
  goods(
    421,
    {
      category: '铝锭',
      grade: 'A00',
      temper: null,
      thickness: null,
      width: null,
      length: null,
      surface: '原色',
      tectorial: '无',
      inventory: '巩义',
      weight: '28.460',
      unitPrice: '19860.00',
      carType: 'spot',
      listedAt: '2026-03-12 17:30:00',
    },
    '河南巩义豫联铝业有限公司',
  ),
  goods(955, {
    category: '型材',
    grade: '6063',
    temper: 'T5',
    thickness: '1.4',
    width: '50',
    length: '6000',
    surface: '阳极氧化',
    tectorial: '无',
    inventory: '佛山',
    weight: '3.275',
    unitPrice: '26180.00',
    carType: 'cash',
    listedAt: '2026-03-12 15:05:00',
  }),
  goods(
    1533,
    {
      category: '铝箔',
      grade: '8011',
      temper: 'O',
      thickness: '0.02',
      width: '500',
      length: null,
      surface: '原色',
      tectorial: '无',
      inventory: '上海',
      weight: '1.864',
      unitPrice: '31520.00',
      carType: 'sold',
      listedAt: '2026-03-12 11:48:00',
    },
    '上海申铝箔材有限公司',
  ),
  goods(
    77,
    {
      category: '铝板',
      grade: '1060',
      temper: 'H24',
      thickness: '3',
      width: '1500',
      length: '3000',
      surface: '原色',
      tectorial: 'PE涂层',
      inventory: '无锡',
      weight: '11.902',
      unitPrice: '22390.00',
      carType: 'spot',
      listedAt: '2026-03-12 09:20:00',
    },
    '江苏无锡华东铝业有限公司',
  ),
  goods(
    1390,
    {
      category: '铝板',
      grade: '5083',
      temper: 'H32',
      thickness: '6',
      width: '2000',
      length: '6000',
      surface: '原色',
      tectorial: '无',
      inventory: '上海',
      weight: '9.738',
      unitPrice: '25870.00',
      carType: 'cash',
      listedAt: '2026-03-11 16:02:00',
    },
    '上海申铝箔材有限公司',
  ),
  goods(608, {
    category: '铝卷',
    grade: '3003',
    temper: 'H14',
    thickness: '0.8',
    width: '1250',
    length: null,
    surface: '喷涂',
    tectorial: 'PVDF涂层',
    inventory: '佛山',
    weight: '4.125',
    unitPrice: '24100.00',
    carType: 'spot',
    listedAt: '2026-03-11 10:37:00',
  }),
  goods(
    1744,
    {
      category: '型材',
      grade: '6061',
      temper: 'T6',
      thickness: '3',
      width: '100',
      length: '5800',
      surface: '喷涂',
      tectorial: 'PE涂层',
      inventory: '无锡',
      weight: '2.480',
      unitPrice: '27330.00',
      carType: 'spot',
      listedAt: '2026-03-10 14:26:00',
    },
    '江苏无锡华东铝业有限公司',
  ),
  goods(
    239,
    {
      category: '铝板',
      grade: '3003',
      temper: 'O',
      thickness: '1',
      width: '1220',
      length: '2440',
      surface: '覆膜',
      tectorial: '单面覆膜',
      inventory: '巩义',
      weight: '6.054',
      unitPrice: '22980.00',
      carType: 'cash',
      listedAt: '2026-03-10 09:11:00',
    },
    '河南巩义豫联铝业有限公司',
  ),
];

/** The first page of a search with nothing chosen (1,968 batches on sale). */
export const goodsPage: Page<GoodsBatch> = { rows: goodsBatches, total: 1968 };

/** The detail page's batch. */
export const goodsDetail = goodsBatches[0] as GoodsBatch;

/** The same batch once sold out. */
export const soldOutGoods: GoodsBatch = { ...goodsDetail, weight: '0.000' };

/** The search filters, as the property list gives them. */
export const goodsProperties: GoodsProperty[] = [
  { key: 'category', name: '品类', values: ['铝锭', '铝板', '铝卷', '型材', '铝箔'] },
  {
    key: 'grade',
    name: '牌号',
    values: ['1060', '1100', '3003', '5052', '5083', '6061', '6063', '8011', 'A00'],
  },
  { key: 'temper', name: '状态', values: ['O', 'H14', 'H24', 'H32', 'T5', 'T6', 'T651'] },
  {
    key: 'thickness',
    name: '厚度(mm)',
    values: ['0.02', '0.2', '0.5', '0.8', '1', '1.2', '1.4', '1.5', '2', '3', '4', '5', '6'],
  },
  {
    key: 'width',
    name: '宽度(mm)',
    values: ['50', '100', '500', '1000', '1220', '1250', '1500', '2000'],
  },
  { key: 'surface', name: '表面', values: ['原色', '覆膜', '拉丝', '阳极氧化', '喷涂'] },
  { key: 'tectorial', name: '涂层', values: ['无', '单面覆膜', '双面覆膜', 'PE涂层', 'PVDF涂层'] },
  { key: 'inventory', name: '仓库', values: ['佛山', '无锡', '巩义', '上海'] },
];

/** What "6061" is completed to. */
export const goodsSuggestions: string[] = [
  '6061-O 铝板',
  '6061-T6 铝板',
  '6061-T6 型材',
  '6061-T651 铝板',
  '6061-T6 铝板 2*1250*2500',
  '6061-T6 铝板 3*1500*3000',
];

/** The home page's spot goods. */
const spotGoods = goodsBatches.filter(({ carType }) => carType === 'spot');
export const spotGoodsPage: Page<GoodsBatch> = { rows: spotGoods, total: spotGoods.length };

/** The home page's "may like" goods. */
export const mayLikeGoods: GoodsBatch[] = goodsBatches.slice(2, 10);

const info = (id: number, title: string, summary: string, publishTime: string): InfoSummary => ({
  id,
  title,
  summary,
  publishTime,
});

/** The home page's information panel. */
export const infoTypeList: InfoType[] = [
  {
    typeId: 1,
    typeName: '行业资讯',
    infos: [
      info(
        31,
        '新能源汽车轻量化带动铝板带需求持续增长',
        '电池托盘与车身结构件用铝量提升，5系、6系板材订单排产至二季度末。',
        '2026-03-13 06:00:00',
      ),
      info(
        30,
        '光伏边框用铝型材产能扩张，6063 挤压订单饱满',
        '组件出货高位运行，华东多家挤压厂新增生产线陆续投产。',
        '2026-03-11 07:00:00',
      ),
      info(
        29,
        '铝箔企业加快布局电池箔，8011 双零箔价格坚挺',
        '动力与储能电池需求支撑，高端电池箔加工费维持高位。',
        '2026-03-09 08:00:00',
      ),
    ],
  },
  {
    typeId: 2,
    typeName: '市场行情',
    infos: [
      info(
        23,
        '长江现货 A00 铝锭均价小幅上涨，成交偏暖',
        '下游逢低补库，持货商挺价惜售，现货升水维持。',
        '2026-03-13 05:00:00',
      ),
      info(
        22,
        '沪铝主力合约震荡整理，关注库存拐点',
        '社会库存去化节奏放缓，宏观情绪反复，铝价区间运行。',
        '2026-03-11 06:00:00',
      ),
    ],
  },
  {
    typeId: 3,
    typeName: '平台公告',
    infos: [
      info(
        15,
        '平台新增无锡、上海合作仓库，支持就近提货',
        '新增仓库已开通现货挂牌，买家可在搜索页按仓库筛选。',
        '2026-03-12 09:00:00',
      ),
    ],
  },
  { typeId: 4, typeName: '政策法规', infos: [] },
];

const cartLine = (
  cartId: number,
  batch: GoodsBatch,
  weight: string,
  addTime: string,
  change: Partial<Pick<GoodsBatch, 'weight' | 'unitPrice'>> = {},
): CartItem => ({
  cartId,
  batchId: batch.batchId,
  carType: batch.carType,
  weight,
  addPrice: batch.unitPrice,
  addTime,
  goods: { ...batch, ...change },
});

const [plate, coil, ingot, profile, foil, sheet, , coated, spotProfile] = goodsBatches as [
  GoodsBatch,
  GoodsBatch,
  GoodsBatch,
  GoodsBatch,
  GoodsBatch,
  GoodsBatch,
  GoodsBatch,
  GoodsBatch,
  GoodsBatch,
];

/**
 * The cart's lines, as many of each cart type as `cartCounts` says: cash 2 to order and 1 sold
 * out, pre-sale 1, spot 3 to order, 1 whose price went down and 1 sold out.
 */
export const cartLines = {
  ordinary: [
    cartLine(5108, plate, '2.000', '2026-03-13 10:12:00'),
    cartLine(5104, profile, '1.275', '2026-03-12 16:40:00'),
    cartLine(5107, foil, '0.864', '2026-03-13 09:05:00'),
    cartLine(5106, coil, '5.310', '2026-03-13 08:58:00'),
    cartLine(5103, ingot, '25.000', '2026-03-12 18:02:00'),
    cartLine(5101, sheet, '3.500', '2026-03-12 11:30:00'),
  ],
  shadow: [cartLine(5102, spotProfile, '2.480', '2026-03-11 15:20:00', { unitPrice: '27130.00' })],
  soldOut: [
    cartLine(5100, goodsBatches[9] as GoodsBatch, '6.054', '2026-03-10 10:16:00', {
      weight: '0.000',
    }),
    cartLine(5099, coated, '4.125', '2026-03-10 09:45:00', { weight: '0.000' }),
  ],
} satisfies Record<string, CartItem[]>;

/** The order made from the cart: to be submitted. */
export const makeOrderResult: MakeOrderResult = { orderId: 9021, orderNo: 'XS202603130021' };
