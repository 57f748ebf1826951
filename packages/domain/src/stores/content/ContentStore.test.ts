import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  contentFixtures,
  defaultContentHandlers,
  defaultHandlers,
  fail,
  pending,
  users,
} from '../../mocks/index.ts';
import { createTestRoot } from '../../test-support/root.ts';
import { setupTestServer } from '../../test-support/server.ts';
import { createContentStore } from './ContentStore.ts';

const server = setupTestServer(...defaultHandlers, ...defaultContentHandlers);

/** 'METHOD /path?query' of every request from now on. */
function recordUrls(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const { pathname, search } = new URL(request.url);
    seen.push(`${request.method} ${decodeURIComponent(`${pathname}${search}`)}`);
  });
  return seen;
}

/** The bodies posted to `path` from now on. */
function recordBodies(path: string): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(path))
      void request
        .clone()
        .json()
        .then((body) => bodies.push(body));
  });
  return bodies;
}

const visitor = () => createTestRoot({ path: '/home/modelAskAbout/ask' });
const buyer = (user = users.certifiedAdmin) =>
  createTestRoot({ path: '/home/modelAskAbout/ask', token: 'tok', user });

describe('the content store', () => {
  it('is built once per root, on first use', () => {
    const { root } = visitor();
    expect(root.feature(createContentStore)).toBe(root.feature(createContentStore));
    expect(createTestRoot().root.feature(createContentStore)).not.toBe(
      root.feature(createContentStore),
    );
  });

  it('forgets what it loaded on logout', async () => {
    const { root } = buyer();
    const content = root.feature(createContentStore);
    await content.articles.load();
    expect(content.articles.rows).toHaveLength(10);
    root.session.logout();
    expect([content.articles.status, content.articles.rows]).toEqual(['idle', []]);
  });
});

describe('articles', () => {
  it('loads a page, filters by category from page 1, and changes the page size', async () => {
    const content = visitor().root.feature(createContentStore);
    const urls = recordUrls();
    await content.articles.load();
    expect([content.articles.status, content.articles.total]).toEqual(['ready', 42]);
    await content.articles.setPage(3);
    await content.showArticleType(3);
    await content.articles.setPage(3, 20);
    await content.showArticleType(undefined);
    expect(urls).toEqual([
      'GET /api/csr/info/info/list?pageNum=1&pageSize=10',
      'GET /api/csr/info/info/list?pageNum=3&pageSize=10',
      'GET /api/csr/info/info/list?typeId=3&pageNum=1&pageSize=10',
      'GET /api/csr/info/info/list?typeId=3&pageNum=1&pageSize=20',
      'GET /api/csr/info/info/list?pageNum=1&pageSize=20',
    ]);
  });

  it('keeps the page of the category shown when it is shown again', async () => {
    const content = visitor().root.feature(createContentStore);
    await content.showArticleType(2);
    await content.articles.setPage(3);
    const urls = recordUrls();
    await content.showArticleType(2);
    expect(urls).toEqual(['GET /api/csr/info/info/list?typeId=2&pageNum=3&pageSize=10']);
  });

  it('ignores a page size the spec does not offer', async () => {
    const content = visitor().root.feature(createContentStore);
    const urls = recordUrls();
    await content.articles.setPage(2, 15);
    expect(urls).toEqual(['GET /api/csr/info/info/list?pageNum=2&pageSize=10']);
  });

  it('keeps an article per id, with the message when it is missing', async () => {
    const { root, env } = visitor();
    const content = root.feature(createContentStore);
    const urls = recordUrls();
    await content.article(32).load();
    expect(content.article(32).data?.title).toBe('3 月第三周铝价周报：A00 现货均价与库存一览');
    server.use(fail('/info/info/detail', 404, '资讯不存在'));
    await content.article(99).load();
    expect([content.article(99).status, content.article(99).error]).toEqual([
      'error',
      '资讯不存在',
    ]);
    expect(env.notifications).toEqual([{ type: 'error', message: '资讯不存在' }]);
    expect(urls).toEqual([
      'GET /api/csr/info/info/detail?id=32',
      'GET /api/csr/info/info/detail?id=99',
    ]);
  });
});

describe('help, 关于我们 and the FAQ', () => {
  it('reads 关于我们 pages from their call and the protocols from /base/protocol/use/page', async () => {
    const content = visitor().root.feature(createContentStore);
    const urls = recordUrls();
    await content.aboutPage('company').load();
    await content.aboutPage('agreement').load();
    await content.helpPage('invoice').load();
    expect(urls).toEqual([
      'GET /api/csr/info/aboutUs/detail?type=company',
      'GET /api/csr/base/protocol/use/page?usePage=agreement',
      'GET /api/csr/info/help/detail?type=invoice',
    ]);
    expect(content.aboutPage('agreement').data).toEqual({
      type: 'agreement',
      title: '用户协议',
      content: contentFixtures.agreementProtocol.content,
      version: 'V2.1',
      updateTime: '2026-02-06 10:00:00',
      attachments: [],
    });
    expect(content.helpPage('invoice').data?.attachments).toHaveLength(1);
  });

  it('records each opening of a FAQ entry (checkAboutUs)', async () => {
    const content = visitor().root.feature(createContentStore);
    const bodies = recordBodies('/bi/userActionRecord/checkAboutUs');
    await content.openFaq(2);
    await content.openFaq(2);
    expect(content.faq(2).data?.question).toBe('价格为什么显示为“-”？');
    await expect.poll(() => bodies).toEqual([{ id: 2 }, { id: 2 }]);
  });

  it('still shows the entry when recording the view fails', async () => {
    const content = visitor().root.feature(createContentStore);
    server.use(fail('/bi/userActionRecord/checkAboutUs', 500));
    await content.openFaq(2);
    expect(content.faq(2).status).toBe('ready');
  });
});

describe('asking a question', () => {
  const question = { title: '6063 型材可以做喷涂吗？', content: '' };

  it('asks a visitor to log in first and sends nothing', async () => {
    const { root } = visitor();
    const content = root.feature(createContentStore);
    const urls = recordUrls();
    await content.ask(question);
    expect(root.guard.prompt?.text).toBe('请登录之后享受更多服务');
    expect(urls).toEqual([]);
  });

  it('lets an uncertified user ask, then opens the new question', async () => {
    const { root, env } = buyer(users.uncertified);
    const content = root.feature(createContentStore);
    const bodies = recordBodies('/info/askAbout/ask');
    await content.ask(question);
    await expect.poll(() => bodies).toEqual([question]);
    expect(env.notifications).toEqual([{ type: 'success', message: '提问成功，客服会尽快回复' }]);
    expect(env.opened).toEqual([{ route: 'askDetail', id: 25 }]);
    expect(content.askStatus).toBe('idle');
  });

  it('sends once while in flight, and stays on the form when refused', async () => {
    const { root, env } = buyer();
    const content = root.feature(createContentStore);
    server.use(pending('/info/askAbout/ask'));
    const urls = recordUrls();
    void content.ask(question);
    void content.ask(question);
    await expect.poll(() => urls).toHaveLength(1);
    expect(content.askStatus).toBe('pending');

    const second = buyer();
    const refused = second.root.feature(createContentStore);
    server.use(fail('/info/askAbout/ask', 400, '问题至少 5 个字'));
    await refused.ask(question);
    expect([refused.askStatus, second.env.opened]).toEqual(['idle', []]);
    expect(env.opened).toEqual([]);
  });
});

describe('feedback', () => {
  const feedback = { type: 1 as const, content: '希望搜索结果可以按仓库距离排序。' };

  it('is sent once, then again only after writing more', async () => {
    const content = buyer().root.feature(createContentStore);
    const urls = recordUrls();
    await content.sendFeedback(feedback);
    expect(content.feedbackStatus).toBe('sent');
    await content.sendFeedback(feedback);
    expect(urls).toEqual(['POST /api/csr/pc/mall/feedback']);
    content.writeMoreFeedback();
    await content.sendFeedback(feedback);
    expect(urls).toHaveLength(2);
  });

  it('goes back to the form when the server refuses it', async () => {
    const { root, env } = buyer();
    const content = root.feature(createContentStore);
    server.use(fail('/pc/mall/feedback', 500, '服务繁忙，请稍后再试'));
    await content.sendFeedback(feedback);
    expect(content.feedbackStatus).toBe('idle');
    expect(env.notifications).toEqual([{ type: 'error', message: '服务繁忙，请稍后再试' }]);
  });

  it('asks a visitor to log in', async () => {
    const { root } = visitor();
    const content = root.feature(createContentStore);
    await content.sendFeedback(feedback);
    expect([content.feedbackStatus, root.guard.prompt?.confirmText]).toEqual(['idle', '去登录']);
  });
});

describe('attachments', () => {
  const template = {
    label: '开票资料模板',
    fileName: 'template.csv',
    path: '/template/invoice-info.csv',
  };

  it('saves the file under the name the server gives', async () => {
    const { root, env } = visitor();
    const content = root.feature(createContentStore);
    const urls = recordUrls();
    await content.download(template);
    expect(urls).toEqual([
      'GET /api/csr/file/download/fileName1?path=/template/invoice-info.csv&fileName=template.csv',
    ]);
    expect(env.savedFiles.map((file) => file.fileName)).toEqual(['开票资料模板.csv']);
    expect(content.attachment.pending).toBeNull();
  });

  it('keeps the asked name when the server gives none, and fetches one file at a time', async () => {
    const { root, env } = visitor();
    const content = root.feature(createContentStore);
    server.use(http.get('*/api/csr/file/download/fileName1', () => new HttpResponse('a,b')));
    const first = content.download(template);
    expect(content.attachment.pending).toBe('/template/invoice-info.csv');
    await content.download(template);
    await first;
    expect(env.savedFiles.map((file) => file.fileName)).toEqual(['template.csv']);
  });

  it('saves nothing when the server answers an error', async () => {
    const { root, env } = visitor();
    const content = root.feature(createContentStore);
    server.use(fail('/file/download/fileName1', 404, '文件不存在'));
    await content.download(template);
    expect([env.savedFiles, content.attachment.pending]).toEqual([[], null]);
    expect(env.notifications).toEqual([{ type: 'error', message: '文件不存在' }]);
  });
});
