import { makeAutoObservable, runInAction } from 'mobx';
import { PROTOCOLS } from '../../contract/index.ts';
import type {
  Article,
  ArticleSummary,
  ArticleTypeId,
  AskRequest,
  AskResult,
  Attachment,
  ContentPage,
  Faq,
  FaqSummary,
  FeedbackRequest,
  ProtocolPage,
  Promotion,
  Question,
  QuestionSummary,
} from '../../contract/index.ts';
import { succeeded } from '../../http/index.ts';
import type { ActionGuardDecision, ActionGuardNeed } from '../../rules/index.ts';
import { createContentService } from '../../services/content.ts';
import type { ContentService } from '../../services/content.ts';
import type { Environment } from '../Environment.ts';
import { FileFetch } from '../kit/FileFetch.ts';
import { PagedList } from '../kit/PagedList.ts';
import { Resource } from '../kit/Resource.ts';
import { ResourceCache } from '../kit/ResourceCache.ts';
import type { FeatureFactory } from '../RootStore.ts';
import { SingleFlight } from '../kit/SingleFlight.ts';

/** A help or 关于我们 page as shown; a protocol also has its version. */
export interface DocumentPage extends ContentPage {
  /** A protocol's version, e.g. V2.1. */
  version?: string;
}

/** Where a form of the content pages stands: sending, or (feedback only) sent. */
type SendStatus = 'idle' | 'pending' | 'sent';

/** The article list's selection: one category, or all without `typeId`. */
interface ArticleFilter {
  typeId?: ArticleTypeId;
}

interface ContentStoreDeps {
  content: ContentService;
  /** The action guard: asking and feedback need a login. */
  guard: { run(action: () => unknown, need?: ActionGuardNeed): ActionGuardDecision };
  env: Pick<Environment, 'open' | 'notify' | 'saveFile'>;
}

/** aboutUs/agreement and aboutUs/privacy show protocols (GET /base/protocol/use/page). */
const isProtocolPage = (type: string): type is ProtocolPage =>
  PROTOCOLS.some((protocol) => protocol.usePage === type);

/** Shown after a question is sent. */
const ASKED_MESSAGE = '提问成功，客服会尽快回复';

/**
 * The content pages of issue 4: promotions, articles, help and 关于我们 pages (protocols
 * included), the FAQ, questions and answers, feedback and
 * attachments. Built on first use by `createContentStore` (see `RootStore.feature`).
 */
export class ContentStore {
  readonly promotions: PagedList<Promotion>;
  readonly articles: PagedList<ArticleSummary, ArticleFilter>;
  readonly questions: PagedList<QuestionSummary>;
  /** The FAQ's questions. */
  readonly faqs: Resource<FaqSummary[]>;
  feedbackStatus: SendStatus = 'idle';
  /** The attachment being downloaded (keyed by its path), one at a time. */
  readonly attachment: FileFetch<string>;
  readonly #articles: ResourceCache<number, Article>;
  readonly #helpPages: ResourceCache<string, ContentPage>;
  readonly #aboutPages: ResourceCache<string, DocumentPage>;
  readonly #faqs: ResourceCache<number, Faq>;
  readonly #questions: ResourceCache<number, Question>;
  /** The question: the same one asked again after a failure reuses its Idempotency-Key. */
  readonly #asking: SingleFlight<AskRequest, AskResult>;
  readonly #deps: ContentStoreDeps;

  constructor(deps: ContentStoreDeps) {
    const { content } = deps;
    this.#deps = deps;
    this.#asking = new SingleFlight(content.ask);
    this.promotions = new PagedList(content.getPromotions, {});
    this.articles = new PagedList<ArticleSummary, ArticleFilter>(content.getArticles, {});
    this.questions = new PagedList(content.getQuestions, {});
    this.faqs = new Resource(content.getFaqs);
    this.#articles = new ResourceCache(content.getArticle);
    this.#helpPages = new ResourceCache(content.getHelpPage);
    this.#aboutPages = new ResourceCache(async (type) => {
      if (!isProtocolPage(type)) return content.getAboutPage(type);
      const {
        usePage,
        title,
        content: html,
        version,
        updateTime,
      } = await content.getProtocol(type);
      return { type: usePage, title, content: html, version, updateTime, attachments: [] };
    });
    this.#faqs = new ResourceCache(content.getFaq);
    this.#questions = new ResourceCache(content.getQuestion);
    this.attachment = new FileFetch(deps.env.saveFile);
    makeAutoObservable(this, { attachment: false }, { autoBind: true });
  }

  article(id: number): Resource<Article> {
    return this.#articles.get(id);
  }

  helpPage(type: string): Resource<ContentPage> {
    return this.#helpPages.get(type);
  }

  /** A page of 关于我们, or for 'agreement' and 'privacy' the protocol. */
  aboutPage(type: string): Resource<DocumentPage> {
    return this.#aboutPages.get(type);
  }

  faq(id: number): Resource<Faq> {
    return this.#faqs.get(id);
  }

  question(id: number): Resource<Question> {
    return this.#questions.get(id);
  }

  /**
   * Shows the articles of one category, or of all, from page 1; the category already shown is
   * reloaded on the page it was on (coming back from an article).
   */
  showArticleType(typeId: ArticleTypeId | undefined): Promise<void> {
    const { articles } = this;
    if (articles.status !== 'idle' && articles.filter.typeId === typeId) return articles.load();
    return articles.setFilter(typeId === undefined ? {} : { typeId });
  }

  /** Opens a FAQ entry: loads it and records the view (checkAboutUs). */
  async openFaq(id: number): Promise<void> {
    await Promise.all([this.faq(id).load(), succeeded(this.#deps.content.checkAboutUs(id))]);
  }

  /** A question is on its way. */
  get askStatus(): SendStatus {
    return this.#asking.pending ? 'pending' : 'idle';
  }

  /**
   * Asks a question once logged in (the guard asks a visitor to log in first); on success it
   * opens the new question's page. A second submit while one is in flight is ignored.
   */
  async ask(request: AskRequest): Promise<void> {
    if (this.askStatus === 'pending') return;
    let sending: Promise<void> | undefined;
    this.#deps.guard.run(() => (sending = this.#ask(request)), 'login');
    await sending;
  }

  /**
   * Sends feedback once logged in. It is sent once: a submit while one is in flight, or after
   * it was sent, is ignored until `writeMoreFeedback()`.
   */
  async sendFeedback(request: FeedbackRequest): Promise<void> {
    if (this.feedbackStatus !== 'idle') return;
    let sending: Promise<void> | undefined;
    this.#deps.guard.run(() => (sending = this.#sendFeedback(request)), 'login');
    await sending;
  }

  /** Opens the feedback form again after a sent one. */
  writeMoreFeedback(): void {
    this.feedbackStatus = 'idle';
    this.attachment.reset();
  }

  /** Fetches an attachment and saves it under the server's name; one at a time. */
  download(attachment: Attachment): Promise<void> {
    return this.attachment.save(
      attachment.path,
      () => this.#deps.content.download(attachment),
      attachment.fileName,
    );
  }

  reset(): void {
    this.promotions.reset();
    this.articles.reset();
    this.questions.reset();
    this.faqs.reset();
    this.#articles.reset();
    this.#helpPages.reset();
    this.#aboutPages.reset();
    this.#faqs.reset();
    this.#questions.reset();
    this.#asking.reset();
    this.feedbackStatus = 'idle';
    this.attachment.reset();
  }

  async #ask(request: AskRequest): Promise<void> {
    const asked = await this.#asking.run(request);
    if (!asked) return;
    this.#deps.env.notify.success(ASKED_MESSAGE);
    this.#deps.env.open({ route: 'askDetail', id: asked.id });
  }

  async #sendFeedback(request: FeedbackRequest): Promise<void> {
    this.feedbackStatus = 'pending';
    const sent = await succeeded(this.#deps.content.sendFeedback(request));
    runInAction(() => {
      this.feedbackStatus = sent ? 'sent' : 'idle';
    });
  }
}

/** Builds the content store for `RootStore.feature`; the content pages import it. */
export const createContentStore: FeatureFactory<ContentStore> = ({ http, guard, env }) =>
  new ContentStore({ content: createContentService(http), guard, env });
