import {
  article,
  articlePage,
  askResult,
  contentPage,
  faq,
  faqList,
  paths,
  promotionPage,
  protocol,
  question,
  questionPage,
} from '../contract/index.ts';
import type {
  Article,
  ArticleListQuery,
  ArticleSummary,
  AskRequest,
  AskResult,
  Attachment,
  ContentPage,
  Faq,
  FaqSummary,
  FeedbackRequest,
  Page,
  PageQuery,
  Promotion,
  Protocol,
  Question,
  QuestionSummary,
} from '../contract/index.ts';
import type { DownloadedFile, HttpClient } from '../http/index.ts';
import { anyData } from './anyData.ts';

/**
 * The content pages' calls. Not part of `createServices`: the content store builds it with its
 * pages, so that none of it weighs on the home route.
 */
export const createContentService = (http: HttpClient) => ({
  getPromotions: (query: PageQuery): Promise<Page<Promotion>> =>
    http.get(paths.content.promotionList, promotionPage, { params: { ...query } }),
  getArticles: (query: ArticleListQuery): Promise<Page<ArticleSummary>> =>
    http.get(paths.content.infoList, articlePage, { params: { ...query } }),
  getArticle: (id: number): Promise<Article> =>
    http.get(paths.content.infoDetail, article, { params: { id } }),
  getHelpPage: (type: string): Promise<ContentPage> =>
    http.get(paths.content.helpDetail, contentPage, { params: { type } }),
  getAboutPage: (type: string): Promise<ContentPage> =>
    http.get(paths.content.aboutDetail, contentPage, { params: { type } }),
  getProtocol: (usePage: string): Promise<Protocol> =>
    http.get(paths.content.protocol, protocol, { params: { usePage } }),
  getFaqs: (): Promise<FaqSummary[]> => http.get(paths.content.faqList, faqList),
  getFaq: (id: number): Promise<Faq> => http.get(paths.content.faqDetail, faq, { params: { id } }),
  /** Records that a FAQ entry was opened. */
  checkAboutUs: async (id: number): Promise<void> => {
    await http.post(paths.content.checkAboutUs, anyData, { id });
  },
  getQuestions: (query: PageQuery): Promise<Page<QuestionSummary>> =>
    http.get(paths.content.questionList, questionPage, { params: { ...query } }),
  getQuestion: (id: number): Promise<Question> =>
    http.get(paths.content.questionDetail, question, { params: { id } }),
  /** Asks a question once (Idempotency-Key). */
  ask: (request: AskRequest, idempotencyKey: string): Promise<AskResult> =>
    http.post(paths.content.ask, askResult, request, { idempotencyKey }),
  sendFeedback: async (request: FeedbackRequest): Promise<void> => {
    await http.post(paths.content.feedback, anyData, request);
  },
  /** Fetches an attachment (its name is the server's, null when it gives none). */
  download: ({ path, fileName }: Attachment): Promise<DownloadedFile> =>
    http.download(paths.content.download, { params: { path, fileName } }),
});
export type ContentService = ReturnType<typeof createContentService>;
