import { http, HttpResponse } from 'msw';
import { HOSTILE_ARTICLE, INFO_ARTICLES, WEEKLY_PRICE_REPORT } from '../contract/articles.ts';
import { ARTICLE_TYPES, paths } from '../contract/index.ts';
import type {
  Article,
  ArticleSummary,
  ArticleTypeId,
  ContentPage,
  Faq,
  FaqSummary,
  Page,
  Promotion,
  Protocol,
  Question,
  QuestionSummary,
} from '../contract/index.ts';
import { anyOrigin, ok } from './http.ts';

/** An empty page of any list. */
const emptyPage: Page<never> = { rows: [], total: 0 };

const promotion = (
  id: number,
  title: string,
  subtitle: string,
  keyword: string,
  color: string,
  [startDate, endDate]: readonly [string, string],
  status: Promotion['status'],
): Promotion => ({ id, title, subtitle, keyword, color, image: null, startDate, endDate, status });

/** GET promotion list: ongoing first, then upcoming, then ended (12 in all). */
const promotionPage: Page<Promotion> = {
  rows: [
    promotion(
      4,
      'A00 铝锭现货拼单',
      '巩义、上海仓库，5 吨起拼',
      'A00铝锭',
      '#5B3C99',
      ['2026-03-18', '2026-04-01'],
      1,
    ),
    promotion(
      2,
      '6061-T6 中厚板限时直降',
      '10–80 mm 中厚板，锯切加工免费',
      '6061铝板',
      '#0F5E4A',
      ['2026-03-16', '2026-03-23'],
      1,
    ),
    promotion(
      1,
      '5052 铝板春季特惠',
      '佛山仓现货，满 5 吨每吨立减 200 元',
      '5052铝板',
      '#1456C8',
      ['2026-03-13', '2026-03-28'],
      1,
    ),
    promotion(
      6,
      '8011 铝箔新品首发',
      '双零箔新规格上架，样品免费',
      '8011铝箔',
      '#9C2A1E',
      ['2026-03-21', '2026-04-04'],
      0,
    ),
    promotion(
      10,
      'PVDF 氟碳涂层板样品季',
      '幕墙用涂层板，色卡免费寄送',
      'PVDF涂层铝板',
      '#5B3C99',
      ['2026-03-03', '2026-03-17'],
      2,
    ),
    promotion(
      8,
      '3003 防锈铝板清仓',
      '库存尾货，按实际过磅结算',
      '3003铝板',
      '#8A3B12',
      ['2026-02-16', '2026-03-08'],
      2,
    ),
  ],
  total: 12,
};

/** What the list shows of an article beside its own figures: from the shared seed. */
type ArticleLine = Pick<ArticleSummary, 'typeId' | 'title' | 'summary' | 'source'>;

const articleSummary = (
  id: number,
  { typeId, title, summary, source }: ArticleLine,
  publishTime: string,
  viewCount: number,
): ArticleSummary => {
  const typeName = ARTICLE_TYPES.find((type) => type.typeId === typeId)?.typeName ?? '';
  return { id, typeId, typeName, title, summary, source, publishTime, viewCount };
};

/**
 * The `index`th of the home page's articles of category `typeId`, as the sandbox seeds it, with
 * the source the sandbox drew for it.
 */
const infoArticle = (typeId: ArticleTypeId, index: number, source: string): ArticleLine => {
  const lead = INFO_ARTICLES[typeId][index];
  if (!lead) throw new Error(`no article ${index} of category ${typeId}`);
  return { typeId, ...lead, source };
};

/** GET article list, page 1 of all categories (42 in all), with the sandbox's ids. */
const articlePage: Page<ArticleSummary> = {
  rows: [
    articleSummary(1, infoArticle(1, 0, '中国有色金属报'), '2026-03-18 06:00:00', 1268),
    articleSummary(9, infoArticle(2, 0, '上海有色网'), '2026-03-18 05:00:00', 3410),
    articleSummary(17, infoArticle(3, 0, '平台运营部'), '2026-03-18 04:00:00', 892),
    articleSummary(24, infoArticle(4, 0, '工业和信息化部'), '2026-03-18 03:00:00', 2077),
    articleSummary(31, HOSTILE_ARTICLE, '2026-03-17 08:00:00', 300),
    articleSummary(32, WEEKLY_PRICE_REPORT, '2026-03-17 04:00:00', 437),
    articleSummary(2, infoArticle(1, 1, '我的有色网'), '2026-03-16 07:00:00', 965),
    articleSummary(10, infoArticle(2, 1, '上海期货交易所'), '2026-03-16 06:00:00', 1583),
    articleSummary(18, infoArticle(3, 1, '平台运营部'), '2026-03-16 05:00:00', 744),
    articleSummary(25, infoArticle(4, 1, '国家发展改革委'), '2026-03-16 04:00:00', 1320),
  ],
  total: 42,
};

const weeklyChart =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="200" viewBox="0 0 640 200"><rect width="100%" height="100%" fill="#F5F7FA"/><polyline points="40,160 180,134 320,72 460,93 600,40" fill="none" stroke="#1456C8" stroke-width="3"/></svg>',
  );

/**
 * An article as GET detail answers it: a table and a described chart (a shorter body than the
 * sandbox's WEEKLY_PRICE_REPORT: three days, three columns).
 */
const marketArticle: Article = {
  ...(articlePage.rows[5] as ArticleSummary),
  viewCount: 438,
  content: [
    '<p>本周长江现货 A00 铝锭均价小幅上行，社会库存继续去化，下游型材、板带企业补库意愿回升。</p>',
    '<h2>每日均价</h2>',
    '<table><thead><tr><th>日期</th><th>A00 均价（元/吨）</th><th>涨跌（元/吨）</th></tr></thead><tbody>',
    '<tr><td>03-16</td><td>20,060</td><td>+40</td></tr>',
    '<tr><td>03-17</td><td>20,110</td><td>+50</td></tr>',
    '<tr><td>03-18</td><td>20,230</td><td>+120</td></tr>',
    '</tbody></table>',
    `<img src="${weeklyChart}" alt="近五个交易日 A00 铝锭均价走势图" width="640" height="200">`,
    '<h2>后市展望</h2>',
    '<p>消费旺季临近，库存去化有望延续，预计下周铝价以偏强震荡为主。</p>',
  ].join(''),
};

/** The seeded article whose HTML is hostile: its text must show and none of it run. */
const hostileArticle: Article = {
  ...(articlePage.rows[4] as ArticleSummary),
  viewCount: 301,
  content: HOSTILE_ARTICLE.content,
};

/** GET help page: the invoice page with its template to download. */
const invoiceHelpPage: ContentPage = {
  type: 'invoice',
  title: '发票说明',
  content:
    '<p>确认收货后，可在“待开票”中申请开具增值税专用发票。请下载开票资料模板，按要求填写后上传。</p><p>发票开具后 3 个工作日内邮寄至收票地址。</p>',
  updateTime: '2026-03-06 10:00:00',
  attachments: [
    { label: '开票资料模板', fileName: '开票资料模板.csv', path: '/template/invoice-info.csv' },
  ],
};

/** GET 关于我们 page: the company. */
const companyPage: ContentPage = {
  type: 'company',
  title: '公司介绍',
  content:
    '<p>铝材现货商城是面向铝加工与贸易企业的 B2B 交易平台，汇集铝锭、铝板、铝卷、型材与铝箔现货。</p><p>平台在佛山、无锡、巩义、上海设有合作仓库，提供在线询价、现货交易、仓储物流与供应链金融服务。</p>',
  updateTime: '2026-03-06 10:00:00',
  attachments: [],
};

/** GET /base/protocol/use/page?usePage=agreement. */
const agreementProtocol: Protocol = {
  usePage: 'agreement',
  title: '用户协议',
  content:
    '<h2>一、总则</h2><p>本协议是您与铝材现货商城之间关于使用平台服务的约定。注册即表示您已阅读并同意本协议。</p><h2>二、账号</h2><p>您应妥善保管账号与密码，通过您的账号进行的操作视为您本人的行为。</p>',
  version: 'V2.1',
  updateTime: '2026-02-06 10:00:00',
};

/** GET FAQ list. */
const faqs: FaqSummary[] = [
  { id: 1, question: '未认证企业可以下单吗？' },
  { id: 2, question: '价格为什么显示为“-”？' },
  { id: 3, question: '定金比例是多少？' },
  { id: 4, question: '可以开具增值税专用发票吗？' },
  { id: 5, question: '支持哪些付款方式？' },
];

/** GET FAQ detail. */
const faq: Faq = {
  id: 2,
  question: '价格为什么显示为“-”？',
  answer: '<p>未登录或企业尚未认证时，价格显示为“-”。请登录并完成企业认证。</p>',
  updateTime: '2026-03-06 10:00:00',
  viewCount: 128,
};

/** GET question list (24 in all). */
const questionPage: Page<QuestionSummary> = {
  rows: [
    {
      id: 24,
      title: '6061-T6 铝板可以提供材质证明书吗？',
      askerName: '陈**',
      askTime: '2026-03-18 05:00:00',
      answerCount: 0,
    },
    {
      id: 23,
      title: '佛山仓周末可以提货吗？',
      askerName: '林**',
      askTime: '2026-03-18 01:00:00',
      answerCount: 1,
    },
    {
      id: 22,
      title: '询价后多久可以收到报价？',
      askerName: '王**',
      askTime: '2026-03-17 14:00:00',
      answerCount: 1,
    },
    {
      id: 21,
      title: '铝卷可以按要求分条吗？',
      askerName: '赵**',
      askTime: '2026-03-17 04:00:00',
      answerCount: 2,
    },
    {
      id: 20,
      title: '订单可以修改收货地址吗？',
      askerName: '刘**',
      askTime: '2026-03-16 14:00:00',
      answerCount: 1,
    },
  ],
  total: 24,
};

/** GET question detail: one with an official answer and a buyer's. */
const answeredQuestion: Question = {
  ...(questionPage.rows[3] as QuestionSummary),
  content: '需要 1060 铝卷分条成 200 mm 宽。',
  answers: [
    {
      id: 31,
      answererName: '平台客服',
      official: true,
      content: '无锡仓支持分条加工，宽度 20 mm 以上均可，加工费另计。',
      answerTime: '2026-03-17 06:00:00',
    },
    {
      id: 32,
      answererName: '张**',
      official: false,
      content: '我们上个月分过，交期大概三天。',
      answerTime: '2026-03-18 00:00:00',
    },
  ],
};

/** GET question detail: not answered yet. */
const unansweredQuestion: Question = {
  ...(questionPage.rows[0] as QuestionSummary),
  content: '采购 20 吨 6061-T6 中厚板，需要随货提供质保书。',
  answers: [],
};

/** What GET /file/download/fileName1 answers for the invoice template. */
const invoiceTemplate = {
  fileName: '开票资料模板.csv',
  body: '\uFEFF单位名称,纳税人识别号,注册地址,注册电话,开户银行,银行账号\r\n',
};

/** The content pages' fixtures, typed by the contract. */
export const contentFixtures = {
  emptyPage,
  promotionPage,
  articlePage,
  marketArticle,
  hostileArticle,
  invoiceHelpPage,
  companyPage,
  agreementProtocol,
  faqs,
  faq,
  questionPage,
  answeredQuestion,
  unansweredQuestion,
  invoiceTemplate,
};

/** The content pages' calls, each answering its fixture. */
export const contentHandlers = {
  promotions: ok(paths.content.promotionList, promotionPage),
  articles: ok(paths.content.infoList, articlePage),
  article: ok(paths.content.infoDetail, marketArticle),
  helpPage: ok(paths.content.helpDetail, invoiceHelpPage),
  aboutPage: ok(paths.content.aboutDetail, companyPage),
  protocol: ok(paths.content.protocol, agreementProtocol),
  faqs: ok(paths.content.faqList, faqs),
  faq: ok(paths.content.faqDetail, faq),
  checkAboutUs: ok(paths.content.checkAboutUs, null),
  questions: ok(paths.content.questionList, questionPage),
  question: ok(paths.content.questionDetail, answeredQuestion),
  ask: ok(paths.content.ask, { id: 25 }),
  feedback: ok(paths.content.feedback, null),
  download: http.get(
    anyOrigin(paths.content.download),
    () =>
      new HttpResponse(invoiceTemplate.body, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="______.csv"; filename*=UTF-8''${encodeURIComponent(invoiceTemplate.fileName)}`,
        },
      }),
  ),
};

/** Every content call answering OK. */
export const defaultContentHandlers = Object.values(contentHandlers);

/** Other answers of the content calls, for the stories' states. */
export const contentVariants = {
  noPromotions: ok(paths.content.promotionList, emptyPage),
  noArticles: ok(paths.content.infoList, emptyPage),
  hostileArticle: ok(paths.content.infoDetail, hostileArticle),
  noFaqs: ok(paths.content.faqList, []),
  noQuestions: ok(paths.content.questionList, emptyPage),
  unansweredQuestion: ok(paths.content.questionDetail, unansweredQuestion),
};
