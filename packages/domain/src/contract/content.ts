import * as z from 'zod/mini';
import { isoDate } from './common.ts';
import { page } from './envelope.ts';
import { infoSummary, pageSize } from './goods.ts';
import { dateTime } from './messages.ts';
import { mobileNumber } from './validation.ts';

/**
 * The content pages of issue 4 (spec section 2's home routes): promotions, information
 * articles, help, 关于我们 with its FAQ and protocols, questions and answers, the data centre,
 * feedback and file downloads. The spec shows only the paths of feedback, protocols,
 * checkAboutUs and the file download; every other path and every shape is chosen here.
 */

/** Query of the paged lists without filters (promotions, questions): the spec's page sizes. */
export const pageQuery = z.object({ pageNum: z.int().check(z.positive()), pageSize });
export type PageQuery = z.infer<typeof pageQuery>;

/**
 * Chosen: the information categories, in tab order: the sandbox's `info_types`, which the home
 * page's GET /info/type/getInfos also lists.
 */
export const ARTICLE_TYPES = [
  { typeId: 1, typeName: '行业资讯' },
  { typeId: 2, typeName: '市场行情' },
  { typeId: 3, typeName: '平台公告' },
  { typeId: 4, typeName: '政策法规' },
] as const;
export const articleTypeId = z.literal(ARTICLE_TYPES.map((type) => type.typeId));
export type ArticleTypeId = z.infer<typeof articleTypeId>;

/** An article as the list shows it: the home page's heading plus its category, source and reads. */
export const articleSummary = z.extend(infoSummary, {
  typeId: articleTypeId,
  typeName: z.string(),
  /** Who wrote it, e.g. 上海有色网 or 平台运营部. */
  source: z.string(),
  viewCount: z.int().check(z.nonnegative()),
});
export type ArticleSummary = z.infer<typeof articleSummary>;
export const articlePage = page(articleSummary);

/** One article (GET /info/info/detail?id=); reading it counts a view. */
export const article = z.extend(articleSummary, {
  /** Server HTML: sanitise before rendering. */
  content: z.string(),
});
export type Article = z.infer<typeof article>;

/** Query of GET /info/info/list; without typeId, every category. */
export const articleListQuery = z.extend(pageQuery, { typeId: z.optional(articleTypeId) });
export type ArticleListQuery = z.infer<typeof articleListQuery>;

/** Where a promotion stands, by its dates in China time (the server decides). */
export const PROMOTION_STATUS = { upcoming: 0, ongoing: 1, ended: 2 } as const;
const promotionStatus = z.literal(Object.values(PROMOTION_STATUS));
export type PromotionStatus = z.infer<typeof promotionStatus>;
/** Chosen labels of the promotion states. */
export const PROMOTION_STATUS_TEXT: Readonly<Record<PromotionStatus, string>> = {
  0: '未开始',
  1: '进行中',
  2: '已结束',
};

/** A banner colour: '#RRGGBB' only, since it reaches CSS. */
const hexColor = z.string().check(z.regex(/^#[0-9A-Fa-f]{6}$/, '颜色格式应为 #RRGGBB'));
/** An image: a same-site path or an http(s) URL, never a script URL. */
const imageUrl = z.string().check(z.regex(/^(https?:\/\/|\/(?!\/))/, '图片地址格式不正确'));

/**
 * A promotion of GET /pc/mall/promotion/list (chosen path; paged, ongoing first, then upcoming,
 * then ended, each newest first). Its banner is `image`, or `color` behind the title when there
 * is none; it leads to the goods search for `keyword`.
 */
const promotion = z.object({
  id: z.int(),
  title: z.string(),
  subtitle: z.string(),
  keyword: z.string().check(z.minLength(1)),
  color: hexColor,
  image: z.nullable(imageUrl),
  startDate: isoDate,
  endDate: isoDate,
  status: promotionStatus,
});
export type Promotion = z.infer<typeof promotion>;
export const promotionPage = page(promotion);

/** Chosen: the topics of the help centre (modelHelp/:type), in menu order. */
export const HELP_TOPICS = [
  { type: 'guide', title: '新手引导' },
  { type: 'register', title: '注册与认证' },
  { type: 'trade', title: '交易流程' },
  { type: 'payment', title: '支付与结算' },
  { type: 'delivery', title: '提货与物流' },
  { type: 'invoice', title: '发票说明' },
] as const;

/** Chosen: the sections of 关于我们 (aboutUs/:type) served as pages, in menu order. */
export const ABOUT_TOPICS = [
  { type: 'company', title: '公司介绍' },
  { type: 'contact', title: '联系我们' },
  { type: 'join', title: '加入我们' },
  { type: 'legal', title: '法律声明' },
] as const;

/**
 * The protocols of GET /base/protocol/use/page, by `usePage`. Chosen: they are shown as
 * aboutUs/agreement and aboutUs/privacy (the footer's 用户协议 and 隐私政策).
 */
export const PROTOCOLS = [
  { usePage: 'agreement', title: '用户协议' },
  { usePage: 'privacy', title: '隐私政策' },
] as const;
export type ProtocolPage = (typeof PROTOCOLS)[number]['usePage'];

/** A file a page offers for download through GET /file/download/fileName1. */
export const attachment = z.object({
  /** The link text, e.g. 开票资料模板. */
  label: z.string(),
  /** The name the file is saved under, e.g. 开票资料模板.csv. */
  fileName: z.string().check(z.minLength(1)),
  /** The server's path of the file, e.g. /template/invoice-info.csv. */
  path: z.string().check(z.startsWith('/')),
});
export type Attachment = z.infer<typeof attachment>;

/**
 * A help or 关于我们 page (GET /info/help/detail?type= and GET /info/aboutUs/detail?type=,
 * chosen paths): its title, server HTML and the files it offers.
 */
export const contentPage = z.object({
  type: z.string(),
  title: z.string(),
  /** Server HTML: sanitise before rendering. */
  content: z.string(),
  updateTime: dateTime,
  attachments: z.array(attachment),
});
export type ContentPage = z.infer<typeof contentPage>;

/** GET /base/protocol/use/page?usePage=: the protocol in force (chosen shape). */
export const protocol = z.object({
  usePage: z.string(),
  title: z.string(),
  /** Server HTML: sanitise before rendering. */
  content: z.string(),
  /** e.g. V2.1. */
  version: z.string(),
  updateTime: dateTime,
});
export type Protocol = z.infer<typeof protocol>;

/** A question of 关于我们's FAQ (GET /info/aboutUs/faq/list, chosen; in display order). */
const faqSummary = z.object({ id: z.int(), question: z.string() });
export type FaqSummary = z.infer<typeof faqSummary>;
export const faqList = z.array(faqSummary);

/** One FAQ entry (GET /info/aboutUs/faq/detail?id=, chosen); `viewCount` counts checkAboutUs. */
export const faq = z.extend(faqSummary, {
  /** Server HTML: sanitise before rendering. */
  answer: z.string(),
  updateTime: dateTime,
  viewCount: z.int().check(z.nonnegative()),
});
export type Faq = z.infer<typeof faq>;

/** Body of POST /bi/userActionRecord/checkAboutUs (chosen): the FAQ entry that was opened. */
export const checkAboutUsRequest = z.object({ id: z.int().check(z.positive()) });

/** A question of 问答 (GET /info/askAbout/list, chosen; paged, newest first). */
const questionSummary = z.object({
  id: z.int(),
  title: z.string(),
  /** Masked by the server, e.g. 陈**. */
  askerName: z.string(),
  askTime: dateTime,
  answerCount: z.int().check(z.nonnegative()),
});
export type QuestionSummary = z.infer<typeof questionSummary>;
export const questionPage = page(questionSummary);

/** An answer; `official` marks the platform's customer service. Plain text, not HTML. */
const answer = z.object({
  id: z.int(),
  answererName: z.string(),
  official: z.boolean(),
  content: z.string(),
  answerTime: dateTime,
});

/** One question with its answers, oldest first (GET /info/askAbout/detail?id=, chosen). */
export const question = z.extend(questionSummary, {
  /** Plain text, not HTML; '' when the asker gave only a title. */
  content: z.string(),
  answers: z.array(answer),
});
export type Question = z.infer<typeof question>;

/** Limits of a question (chosen). */
const QUESTION_TITLE_MIN = 5;
export const QUESTION_TITLE_MAX = 50;
export const QUESTION_CONTENT_MAX = 500;

/** Body of POST /info/askAbout/ask (chosen path; needs a login), and its form. */
export const askRequest = z.object({
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, '请输入问题'),
      z.minLength(QUESTION_TITLE_MIN, `问题至少 ${QUESTION_TITLE_MIN} 个字`),
      z.maxLength(QUESTION_TITLE_MAX, `问题不能超过 ${QUESTION_TITLE_MAX} 个字`),
    ),
  content: z
    .string()
    .check(
      z.trim(),
      z.maxLength(QUESTION_CONTENT_MAX, `问题描述不能超过 ${QUESTION_CONTENT_MAX} 个字`),
    ),
});
export type AskRequest = z.infer<typeof askRequest>;
/** The new question's id. */
export const askResult = z.object({ id: z.int() });
export type AskResult = z.infer<typeof askResult>;

/** Chosen: the kinds of feedback, as `type` of POST /pc/mall/feedback. */
export const FEEDBACK_TYPES = [
  { value: 1, label: '功能建议' },
  { value: 2, label: '页面问题' },
  { value: 3, label: '商品信息' },
  { value: 4, label: '交易与售后' },
  { value: 5, label: '其他' },
] as const;
const feedbackType = z.literal(
  FEEDBACK_TYPES.map((type) => type.value),
  '请选择反馈类型',
);
export type FeedbackType = z.infer<typeof feedbackType>;

/** Limits of a feedback's text (chosen). */
const FEEDBACK_CONTENT_MIN = 10;
export const FEEDBACK_CONTENT_MAX = 500;

/**
 * Body of POST /pc/mall/feedback (chosen shape; needs a login), and its form: the kind, 10–500
 * characters, and optionally a mobile number to call back (left out when not given).
 */
export const feedbackRequest = z.object({
  type: feedbackType,
  content: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, '请输入反馈内容'),
      z.minLength(FEEDBACK_CONTENT_MIN, `反馈内容至少 ${FEEDBACK_CONTENT_MIN} 个字`),
      z.maxLength(FEEDBACK_CONTENT_MAX, `反馈内容不能超过 ${FEEDBACK_CONTENT_MAX} 个字`),
    ),
  mobile: z.optional(mobileNumber),
});
export type FeedbackRequest = z.infer<typeof feedbackRequest>;

/** Query of GET /file/download/fileName1 (spec section 7): the server's path and the name to save under. */
export const downloadQuery = z.object({
  path: attachment.shape.path,
  fileName: attachment.shape.fileName,
});

/** Sandbox only: the mall's editors in the back office (no login). */
export const contentAdminPaths = {
  /**
   * POST adminContentPage: replaces the HTML of a help, 关于我们 or protocol page (its update time
   * becomes now), e.g. to serve hostile HTML to the pages that show it.
   */
  setPage: '/__admin/content/page',
} as const;

/**
 * Body of `contentAdminPaths.setPage`: the page by its kind and its :type (a protocol's
 * `usePage`), and its new server HTML, stored as given.
 */
export const adminContentPage = z.object({
  kind: z.enum(['help', 'about', 'protocol']),
  type: z.string().check(z.minLength(1)),
  content: z.string(),
});
export type AdminContentPage = z.infer<typeof adminContentPage>;
