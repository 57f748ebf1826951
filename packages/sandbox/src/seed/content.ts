import { asc, eq } from 'drizzle-orm';
import type { ArticleTypeId } from '@mall/domain/contract';
import { ABOUT_TOPICS, HELP_TOPICS, PROTOCOLS } from '@mall/domain/contract';
import { RICH_ARTICLES, htmlTable } from '@mall/domain/contract/articles';
import type { SandboxDb, SandboxTx as Tx } from '../db/client.ts';
import { answers, contentPages, faqs, infos, promotions, questions } from '../db/schema.ts';
import { DELIVERY_TEMPLATE_PATH, DOWNLOADS, INVOICE_TEMPLATE_PATH } from '../files.ts';
import { chinaDate } from '../prices.ts';
import { createRandom } from '../random.ts';

/** Everything random in the content seed comes from this seed, and time only from `now`. */
const SEED = 20_260_404;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

const hoursBefore = (now: Date, hours: number) => new Date(now.getTime() - hours * HOUR_MS);

/** Where each category's articles come from. */
const SOURCES: Readonly<Record<ArticleTypeId, readonly string[]>> = {
  1: ['中国有色金属报', '我的有色网', '长江有色金属网'],
  2: ['上海有色网', '长江有色金属网', '上海期货交易所'],
  3: ['平台运营部'],
  4: ['工业和信息化部', '国家发展改革委', '中国有色金属工业协会'],
};

/** Promotions: [title, subtitle, keyword, colour, start and end in days from today]. */
const PROMOTIONS: readonly (readonly [string, string, string, string, number, number])[] = [
  ['5052 铝板春季特惠', '佛山仓现货，满 5 吨每吨立减 200 元', '5052铝板', '#1456C8', -5, 10],
  ['6061-T6 中厚板限时直降', '10–80 mm 中厚板，锯切加工免费', '6061铝板', '#0F5E4A', -2, 5],
  ['1060 铝卷工厂直供周', '无锡仓直发，次日装车', '1060铝卷', '#8A3B12', -20, 2],
  ['A00 铝锭现货拼单', '巩义、上海仓库，5 吨起拼', 'A00铝锭', '#5B3C99', 0, 14],
  ['6063 光伏型材专场', '边框型材现货，支持定尺', '6063型材', '#0E6170', -1, 30],
  ['8011 铝箔新品首发', '双零箔新规格上架，样品免费', '8011铝箔', '#9C2A1E', 3, 17],
  ['5083 船板认证规格专场', 'CCS 认证规格，报价当日有效', '5083铝板', '#1F2633', 7, 21],
  ['3003 防锈铝板清仓', '库存尾货，按实际过磅结算', '3003铝板', '#8A3B12', -30, -10],
  ['花纹铝板满 10 吨包邮', '五条筋、指针型花纹板', '花纹铝板', '#0F5E4A', -45, -20],
  ['PVDF 氟碳涂层板样品季', '幕墙用涂层板，色卡免费寄送', 'PVDF涂层铝板', '#5B3C99', -15, -1],
  ['阳极氧化型材开年促', '银白、香槟色现货', '阳极氧化型材', '#0E6170', -60, -40],
  ['拉丝铝板年终清仓', '装饰拉丝板，整卷更优惠', '拉丝铝板', '#1456C8', -90, -60],
];

const paragraphs = (...texts: string[]) => texts.map((text) => `<p>${text}</p>`).join('');

/** Help centre pages, by type (titles from the contract's HELP_TOPICS). */
const HELP_CONTENT: Readonly<Record<(typeof HELP_TOPICS)[number]['type'], string>> = {
  guide: [
    paragraphs('欢迎来到铝材现货商城。首次使用请按以下步骤完成准备：'),
    '<ol><li>使用手机号注册账号；</li><li>提交企业认证资料（营业执照、授权委托书）；</li><li>认证通过后即可查看实时价格、询价和下单。</li></ol>',
    paragraphs('未认证用户可以浏览商品与资讯，价格显示为“-”。'),
  ].join(''),
  register: [
    paragraphs(
      '注册：在登录页点击“免费注册”，填写手机号、短信验证码、真实姓名并设置 8–20 位含字母和数字的密码。',
      '企业认证：登录后进入“账户信息 · 企业认证”，上传营业执照与授权委托书，审核时效为 1 个工作日。',
    ),
    htmlTable(
      ['资料', '要求'],
      [
        ['营业执照', '彩色扫描件或照片，四角完整'],
        ['授权委托书', '加盖公章，被授权人为当前账号实名'],
      ],
    ),
  ].join(''),
  trade: [
    paragraphs('平台交易流程如下：'),
    '<ol><li>搜索现货或发布询价；</li><li>加入购物车并提交订单；</li><li>支付定金，仓库备货；</li><li>支付尾款后申请发货；</li><li>确认收货并申请开票。</li></ol>',
    paragraphs('订单各阶段可在“个人中心 · 订单中心”查看，待处理数量显示在标签上。'),
  ].join(''),
  payment: [
    paragraphs('平台支持以下付款方式，请务必通过平台指定账户付款：'),
    htmlTable(
      ['方式', '到账时间', '说明'],
      [
        ['对公转账', '1–2 小时', '备注订单号'],
        ['预存款支付', '实时', '从资金管理余额扣除'],
        ['银行承兑汇票', '1 个工作日', '需提前联系客服'],
      ],
    ),
  ].join(''),
  delivery: [
    paragraphs(
      '支付尾款后，在“申请发货”中选择自提或平台配送。自提需提供提货委托书，仓库凭委托书与身份证件放货。',
      '提货时间：工作日 8:30–17:30。',
    ),
  ].join(''),
  invoice: [
    paragraphs(
      '确认收货后，可在“待开票”中申请开具增值税专用发票。请下载开票资料模板，按要求填写后上传。',
      '发票开具后 3 个工作日内邮寄至收票地址。',
    ),
  ].join(''),
};

const HELP_ATTACHMENTS: Partial<
  Record<(typeof HELP_TOPICS)[number]['type'], { label: string; path: string }[]>
> = {
  invoice: [{ label: '开票资料模板', path: INVOICE_TEMPLATE_PATH }],
  delivery: [{ label: '提货委托书模板', path: DELIVERY_TEMPLATE_PATH }],
};

const ABOUT_CONTENT: Readonly<Record<(typeof ABOUT_TOPICS)[number]['type'], string>> = {
  company: paragraphs(
    '铝材现货商城是面向铝加工与贸易企业的 B2B 交易平台，汇集铝锭、铝板、铝卷、型材与铝箔现货。',
    '平台在佛山、无锡、巩义、上海设有合作仓库，提供在线询价、现货交易、仓储物流与供应链金融服务。',
  ),
  contact: [
    paragraphs('我们的服务时间为工作日 8:30–18:00。'),
    htmlTable(
      ['事项', '联系方式'],
      [
        ['客服热线', '400-820-6060'],
        ['商务合作', 'bd@mall.example'],
        ['公司地址', '佛山市南海区桂城街道平洲有色金属交易中心 12 楼'],
      ],
    ),
  ].join(''),
  join: [
    paragraphs('我们正在招聘以下岗位，欢迎投递简历至 hr@mall.example：'),
    '<ul><li>铝材交易员（佛山、无锡）</li><li>前端开发工程师（佛山）</li><li>仓储物流专员（巩义）</li></ul>',
  ].join(''),
  legal: paragraphs(
    '本平台发布的资讯、价格仅供参考，不构成任何投资或采购建议。',
    '未经书面许可，任何单位和个人不得转载、复制本平台内容。',
  ),
};

const PROTOCOL_CONTENT: Readonly<Record<(typeof PROTOCOLS)[number]['usePage'], string>> = {
  agreement: [
    '<h2>一、总则</h2>',
    paragraphs(
      '本协议是您与铝材现货商城之间关于使用平台服务的约定。注册即表示您已阅读并同意本协议。',
    ),
    '<h2>二、账号</h2>',
    paragraphs('您应妥善保管账号与密码，通过您的账号进行的操作视为您本人的行为。'),
    '<h2>三、交易</h2>',
    paragraphs('订单一经双方确认即构成买卖合同，付款、发货与开票按订单约定执行。'),
  ].join(''),
  privacy: [
    '<h2>一、我们收集的信息</h2>',
    paragraphs('为完成注册、认证与交易，我们会收集您的手机号、姓名、企业信息与收货地址。'),
    '<h2>二、信息的使用</h2>',
    paragraphs('您的信息仅用于提供平台服务，未经您的同意不会向第三方提供。'),
    '<h2>三、您的权利</h2>',
    paragraphs('您可以在个人中心查询、更正您的信息，或联系客服注销账号。'),
  ].join(''),
};

const FAQS: readonly (readonly [string, string])[] = [
  [
    '未认证企业可以下单吗？',
    '不可以。完成企业认证后才能查看实时价格、询价和下单，认证审核时效为 1 个工作日。',
  ],
  ['价格为什么显示为“-”？', '未登录或企业尚未认证时，价格显示为“-”。请登录并完成企业认证。'],
  ['定金比例是多少？', '现货订单定金一般为货值的 20%，具体以订单确认页显示为准。'],
  ['可以开具增值税专用发票吗？', '可以。确认收货后在“待开票”中申请，发票 3 个工作日内寄出。'],
  ['支持哪些付款方式？', '支持对公转账、预存款支付和银行承兑汇票，请勿向个人账户付款。'],
  ['如何申请售后？', '在“售后申请”中选择订单并填写原因，平台将在 1 个工作日内处理。'],
  ['提货需要带什么？', '自提需携带加盖公章的提货委托书和提货人身份证件。'],
  ['商品的实际重量如何结算？', '按仓库过磅重量结算，多退少补，差额在尾款中体现。'],
  ['忘记密码怎么办？', '在登录页点击“忘记密码”，通过手机短信验证码重置。'],
  ['如何联系在线客服？', '登录后点击页面右侧“在线客服”，或拨打 400-820-6060。'],
];

/** Questions: [asker, title, content, hours ago, answers as [answerer, official, text, hours after]]. */
const QUESTIONS: readonly (readonly [
  string,
  string,
  string,
  number,
  readonly (readonly [string, boolean, string, number])[],
])[] = [
  [
    '陈**',
    '6061-T6 铝板可以提供材质证明书吗？',
    '采购 20 吨 6061-T6 中厚板，需要随货提供质保书。',
    5,
    [],
  ],
  [
    '林**',
    '佛山仓周末可以提货吗？',
    '',
    9,
    [['平台客服', true, '佛山仓周六 9:00–16:00 可提货，周日休息，请提前一天预约。', 1]],
  ],
  [
    '王**',
    '询价后多久可以收到报价？',
    '',
    20,
    [['平台客服', true, '工作时间内一般 30 分钟内报价，复杂规格不超过 4 小时。', 1]],
  ],
  [
    '赵**',
    '铝卷可以按要求分条吗？',
    '需要 1060 铝卷分条成 200 mm 宽。',
    30,
    [
      ['平台客服', true, '无锡仓支持分条加工，宽度 20 mm 以上均可，加工费另计。', 2],
      ['张**', false, '我们上个月分过，交期大概三天。', 20],
    ],
  ],
  [
    '刘**',
    '订单可以修改收货地址吗？',
    '',
    44,
    [['平台客服', true, '发货前可在订单详情中修改，发货后请联系客服。', 3]],
  ],
  [
    '黄**',
    '定金支付后可以取消订单吗？',
    '',
    60,
    [['平台客服', true, '备货前可申请取消，定金按原路退回；已备货的订单需协商处理。', 2]],
  ],
  [
    '周**',
    '5083 铝板有没有 CCS 船级社认证的？',
    '',
    75,
    [['平台客服', true, '有，在搜索页筛选“5083”并查看商品详情中的认证说明。', 5]],
  ],
  [
    '吴**',
    '可以开 13% 的增值税专票吗？',
    '',
    90,
    [['平台客服', true, '可以，平台开具 13% 增值税专用发票。', 1]],
  ],
  [
    '郑**',
    '承兑汇票支付需要加价吗？',
    '六个月的银行承兑。',
    110,
    [['平台客服', true, '六个月期银行承兑汇票按贴息标准加收，具体请联系客服确认。', 4]],
  ],
  [
    '孙**',
    '铝锭最小起订量是多少？',
    '',
    130,
    [['平台客服', true, 'A00 铝锭 5 吨起订，拼单活动期间 1 吨起。', 2]],
  ],
  [
    '马**',
    '型材可以定尺切割吗？',
    '6063 型材需要 5.8 米定尺。',
    150,
    [['平台客服', true, '可以，定尺误差 ±2 mm，请在订单备注中写明。', 3]],
  ],
  [
    '朱**',
    '企业认证一直在审核中怎么办？',
    '',
    170,
    [['平台客服', true, '审核时效 1 个工作日，超时请联系客服并提供注册手机号。', 1]],
  ],
  [
    '胡**',
    '可以上门看货吗？',
    '',
    200,
    [['平台客服', true, '可以预约到合作仓库看货，请提前一天联系客服安排。', 6]],
  ],
  [
    '郭**',
    '运费怎么计算？',
    '从佛山发到长沙。',
    230,
    [['平台客服', true, '平台配送按吨公里计费，佛山至长沙约 180 元/吨，以报价为准。', 2]],
  ],
  [
    '何**',
    '质量问题怎么处理？',
    '',
    260,
    [
      ['平台客服', true, '收货后 7 天内发现质量问题可在“售后申请”中提交，并上传照片。', 2],
      ['陈**', false, '我们之前申请过一次，处理得挺快的。', 30],
    ],
  ],
  [
    '高**',
    '铝箔的厚度公差是多少？',
    '8011 铝箔 0.02 mm。',
    300,
    [['平台客服', true, '0.02 mm 铝箔厚度公差为 ±5%，详见商品详情。', 4]],
  ],
  ['罗**', '有没有 1 系的花纹板？', '', 330, []],
  [
    '梁**',
    '可以按实际重量结算吗？',
    '',
    360,
    [['平台客服', true, '按仓库过磅重量结算，多退少补。', 2]],
  ],
  [
    '宋**',
    '预存款可以提现吗？',
    '',
    400,
    [['平台客服', true, '可以，在“资金管理”中申请提现，1–2 个工作日到账。', 3]],
  ],
  [
    '谢**',
    '如何查看物流进度？',
    '',
    450,
    [['平台客服', true, '在“待收货”订单中点击“查看物流”。', 1]],
  ],
  [
    '韩**',
    '能否提供样品？',
    '需要 3003 铝板样品两块。',
    500,
    [['平台客服', true, '部分规格提供免费样品，请联系客服登记。', 5]],
  ],
  [
    '唐**',
    '平台的铝价多久更新一次？',
    '',
    560,
    [['平台客服', true, 'A00 现货价格每个交易日更新，数据中心可查看历史走势。', 2]],
  ],
  [
    '冯**',
    '员工账号可以下单吗？',
    '',
    620,
    [['平台客服', true, '已认证企业的员工账号可以下单，部分管理功能仅管理员可用。', 2]],
  ],
  ['董**', '发票抬头可以改吗？', '', 700, []],
];

/** Sets the source and the reads of the articles that have none yet (the home page's seed). */
const enrichArticles = async (tx: Tx) => {
  const random = createRandom(SEED);
  const rows = await tx
    .select({ id: infos.id, typeId: infos.typeId })
    .from(infos)
    .where(eq(infos.viewCount, 0))
    .orderBy(asc(infos.id));
  for (const { id, typeId } of rows) {
    const sources = SOURCES[typeId as ArticleTypeId] ?? SOURCES[1];
    await tx
      .update(infos)
      .set({ source: random.pick(sources), viewCount: random.int(120, 5_000) })
      .where(eq(infos.id, id));
  }
};

const seedArticles = async (tx: Tx, now: Date) => {
  await tx.insert(infos).values(
    RICH_ARTICLES.map(({ hoursAgo, ...rest }, index) => ({
      ...rest,
      publishTime: hoursBefore(now, hoursAgo),
      viewCount: 300 + index * 137,
    })),
  );
};

const seedPromotions = async (tx: Tx, now: Date) => {
  const today = Date.parse(`${chinaDate(now)}T00:00:00Z`);
  const day = (offset: number) => new Date(today + offset * DAY_MS).toISOString().slice(0, 10);
  await tx.insert(promotions).values(
    PROMOTIONS.map(([title, subtitle, keyword, color, start, end]) => ({
      title,
      subtitle,
      keyword,
      color,
      image: null,
      startDate: day(start),
      endDate: day(end),
    })),
  );
};

const seedPages = async (tx: Tx, now: Date) => {
  const updatedAt = hoursBefore(now, 24 * 12);
  await tx.insert(contentPages).values([
    ...HELP_TOPICS.map(({ type, title }) => ({
      kind: 'help' as const,
      type,
      title,
      content: HELP_CONTENT[type],
      attachments: (HELP_ATTACHMENTS[type] ?? []).map(({ label, path }) => ({
        label,
        path,
        fileName: DOWNLOADS[path]?.defaultName ?? label,
      })),
      updatedAt,
    })),
    ...ABOUT_TOPICS.map(({ type, title }) => ({
      kind: 'about' as const,
      type,
      title,
      content: ABOUT_CONTENT[type],
      updatedAt,
    })),
    ...PROTOCOLS.map(({ usePage, title }) => ({
      kind: 'protocol' as const,
      type: usePage,
      title,
      content: PROTOCOL_CONTENT[usePage],
      version: 'V2.1',
      updatedAt: hoursBefore(now, 24 * 40),
    })),
  ]);
  await tx.insert(faqs).values(
    FAQS.map(([question, answer], index) => ({
      id: index + 1,
      question,
      answer: `<p>${answer}</p>`,
      sort: index + 1,
      updatedAt,
    })),
  );
};

const seedQuestions = async (tx: Tx, now: Date) => {
  for (const [askerName, title, content, hoursAgo, replies] of QUESTIONS) {
    const askedAt = hoursBefore(now, hoursAgo);
    const [row] = await tx
      .insert(questions)
      .values({ askerName, title, content, askedAt })
      .returning({ id: questions.id });
    if (!row || replies.length === 0) continue;
    await tx.insert(answers).values(
      replies.map(([answererName, official, text, hoursAfter]) => ({
        questionId: row.id,
        answererName,
        official,
        content: text,
        answeredAt: new Date(askedAt.getTime() + hoursAfter * HOUR_MS),
      })),
    );
  }
};

/**
 * The content pages' data: promotions, help, 关于我们 and protocol pages, the FAQ, questions
 * with answers, sources and reads of the articles, and further articles with tables, charts and
 * one hostile body. Added once (when there are no promotions), after the home page's articles,
 * so that older databases get it too; the same `now` always gives the same data.
 */
export const seedContent = async (db: SandboxDb, now: Date): Promise<void> => {
  if ((await db.$count(promotions)) > 0) return;
  await db.transaction(async (tx) => {
    await enrichArticles(tx);
    await seedArticles(tx, now);
    await seedPromotions(tx, now);
    await seedPages(tx, now);
    await seedQuestions(tx, now);
  });
};
