import { autorun } from 'mobx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inquiryPaths } from '../../contract/inquiry.ts';
import {
  defaultHandlers,
  defaultInquiryHandlers,
  httpStatus,
  importWithBadRowsFixture,
  inquiryExtraHandlers,
  ok,
  users,
} from '../../mocks/index.ts';
import { createTestRoot } from '../../test-support/root.ts';
import { recordUrls, setupTestServer } from '../../test-support/server.ts';
import { SUGGEST_DELAY_MS, createInquiryFormStore } from './InquiryFormStore.ts';

const server = setupTestServer(
  ...defaultHandlers,
  ...defaultInquiryHandlers,
  inquiryExtraHandlers.frequentByCode,
);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const open = async () => {
  const { root } = createTestRoot({ token: 'tok', user: users.certifiedAdmin });
  const store = root.feature(createInquiryFormStore);
  await store.open('new');
  const key = store.draft.lines[0]?.key ?? '';
  return { store, key };
};

const searchKeyUrls = (urls: string[]) =>
  urls.filter((url) => url.includes(inquiryPaths.searchKey));

describe('InquiryFormStore suggestions', () => {
  it('asks the search key once typing pauses, with the last text only', async () => {
    const { store, key } = await open();
    const urls = recordUrls(server);
    store.searchSpec(key, '60');
    await vi.advanceTimersByTimeAsync(SUGGEST_DELAY_MS - 1);
    store.searchSpec(key, '6061');
    await vi.advanceTimersByTimeAsync(SUGGEST_DELAY_MS);
    expect(searchKeyUrls(urls)).toEqual([
      'GET /api/csr/pc/mall/productBatch/inquiry/info/search/key?searchKey=6061',
    ]);
    expect(store.suggestFor).toBe(key);
    expect(store.suggestions.map(({ temper }) => temper)).toEqual(['T6', 'T651']);
  });

  it("fills the line's product fields with the suggestion chosen", async () => {
    const { store, key } = await open();
    store.setField(key, 'quantity', '5');
    store.searchSpec(key, '6061');
    await vi.advanceTimersByTimeAsync(SUGGEST_DELAY_MS);
    store.pickSuggestion(key, 1);
    expect(store.draft.lines[0]).toMatchObject({
      alloy: '6061',
      temper: 'T651',
      thickness: '20.000',
      width: '1250.0',
      length: '2500.0',
      quantity: '5',
      batchId: 1311,
    });
    expect([store.suggestFor, store.suggestions]).toEqual([null, []]);
  });

  it('closes the suggestions when the text is cleared, dropping an answer on its way', async () => {
    const { store, key } = await open();
    store.searchSpec(key, '6061');
    await vi.advanceTimersByTimeAsync(SUGGEST_DELAY_MS - 1);
    store.searchSpec(key, ' ');
    await vi.advanceTimersByTimeAsync(SUGGEST_DELAY_MS);
    expect(store.suggestFor).toBeNull();
  });

  it('finds frequent products by inventory code once typing pauses', async () => {
    const { store } = await open();
    store.searchByCode(' 6063 ');
    await vi.advanceTimersByTimeAsync(SUGGEST_DELAY_MS - 1);
    expect(store.byCode).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(store.byCode?.map(({ inventoryCode }) => inventoryCode)).toEqual([
      '6063-T5-2.0*1250*2500',
    ]);
    store.searchByCode('');
    expect(store.byCode).toBeNull();
  });

  it('asks the inventory code once for quick typing, and a cleared box drops the answer', async () => {
    const { store } = await open();
    const asked = vi.spyOn(store.service, 'frequentByCode');
    for (const text of ['6', '60', '606', '6063']) {
      store.searchByCode(text);
      await vi.advanceTimersByTimeAsync(SUGGEST_DELAY_MS / 3);
    }
    await vi.advanceTimersByTimeAsync(SUGGEST_DELAY_MS);
    expect(asked.mock.calls).toEqual([['6063']]);

    store.searchByCode('6061');
    await vi.advanceTimersByTimeAsync(SUGGEST_DELAY_MS - 1);
    store.searchByCode(' ');
    await vi.advanceTimersByTimeAsync(SUGGEST_DELAY_MS);
    expect(store.byCode).toBeNull();
    expect(asked).toHaveBeenCalledTimes(1);
  });
});

describe('InquiryFormStore from spot batches', () => {
  it('makes a line of each batch with a specification, and says how many had none', async () => {
    const { root, env } = createTestRoot({ token: 'tok', user: users.certifiedAdmin });
    const store = root.feature(createInquiryFormStore);
    // The mock answers batch 1207's line only: 1590 stands for an ingot, which has no sizes.
    await store.open('new', { batchIds: [1207, 1590] });
    expect(store.draft.lines.map(({ alloy, batchId }) => [alloy, batchId])).toEqual([
      ['5052', 1207],
    ]);
    expect(env.notifications).toEqual([
      { type: 'warning', message: '1 件现货已下架或不存在，未带入询价' },
    ]);
  });

  it('says nothing when every batch became a line', async () => {
    const { root, env } = createTestRoot({ token: 'tok', user: users.certifiedAdmin });
    await root.feature(createInquiryFormStore).open('new', { batchIds: [1207] });
    expect(env.notifications).toEqual([]);
  });
});

describe('InquiryFormStore import beyond the limit of lines', () => {
  it('keeps the first 200 rows of a 500-row file and says how many were left out', async () => {
    const { root, env } = createTestRoot({ token: 'tok', user: users.certifiedAdmin });
    const store = root.feature(createInquiryFormStore);
    await store.open('new');
    const [row] = importWithBadRowsFixture.lines;
    if (!row) throw new Error('fixture changed');
    const lines = Array.from({ length: 500 }, (_, index) => ({ ...row, quantity: `${index + 1}` }));
    server.use(ok(inquiryPaths.importData, { lines, errors: [] }));
    await store.importFile(new Blob(['xlsx']));
    expect(store.draft.lines).toHaveLength(200);
    expect(store.draft.lines.at(-1)?.quantity).toBe('200');
    expect(store.importLeftOut).toBe(300);
    expect(env.notifications).toEqual([
      { type: 'warning', message: '询价明细最多 200 行，其余 300 行未加入' },
    ]);
    // The form is full: a further import adds nothing and says so.
    await store.importFile(new Blob(['xlsx']));
    expect(store.draft.lines).toHaveLength(200);
    expect(store.importLeftOut).toBe(500);
    // 添加一行 (and Enter in the last line) adds nothing either; a line removed makes room.
    expect(store.linesFull).toBe(true);
    expect(store.addLine()).toBeNull();
    expect(store.draft.lines).toHaveLength(200);
    store.removeLine(store.draft.lines[0]?.key ?? '');
    expect(store.linesFull).toBe(false);
    expect(store.addLine()).toEqual(expect.any(String));
    expect(store.draft.lines).toHaveLength(200);
  });
});

describe('InquiryFormStore line views', () => {
  it('gives a new view of the line changed only, as long as the table observes them', async () => {
    const { store, key } = await open();
    const second = store.addLine() ?? '';
    let views = store.draft.lines.map((line) => store.lineView(line));
    const stop = autorun(() => {
      views = store.draft.lines.map((line) => store.lineView(line));
    });
    const [first, other] = views;

    store.setField(key, 'quantity', '5x');
    expect(views[0]).not.toBe(first);
    expect(views[0]?.values.quantity).toBe('5x');
    expect(views[0]?.errors).toEqual({});
    expect(views[1]).toBe(other);

    // A field left shows its problem, in its own line's view only.
    const typed = views[0];
    store.touch(`${key}.quantity`);
    expect(views[0]).not.toBe(typed);
    expect(views[0]?.errors.quantity).toBe('数量应为数字，最多 3 位小数');
    expect(views[1]).toBe(other);

    // The other line typed in: the first line's view stays.
    const touched = views[0];
    store.setField(second, 'alloy', '6063');
    expect(views[0]).toBe(touched);
    expect(views[1]).not.toBe(other);
    expect(views[1]?.values.alloy).toBe('6063');
    stop();
  });
});

describe('InquiryFormStore submit', () => {
  it('sends once with an Idempotency-Key that the retry after a lost answer reuses', async () => {
    const { root, env } = createTestRoot({ token: 'tok', user: users.certifiedAdmin });
    const store = root.feature(createInquiryFormStore);
    await store.open('new');
    store.addLines(importWithBadRowsFixture.lines.slice(0, 1));
    const typed = JSON.stringify(store.draft);
    const keys: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith(inquiryPaths.submit))
        keys.push(request.headers.get('Idempotency-Key'));
    });
    server.use(httpStatus(inquiryPaths.submit, 504));
    await expect(store.submit()).resolves.toBe(false);
    expect(store.sending.outcomeUnknown).toBe(true);
    expect(JSON.stringify(store.draft)).toBe(typed);
    server.resetHandlers();
    await expect(store.submit()).resolves.toBe(true);
    expect(env.opened).toEqual([{ route: 'queryList' }]);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });
});

describe('InquiryFormStore feedback', () => {
  const TITLES = {
    category: '品类',
    alloy: '牌号',
    temper: '状态',
    thickness: '厚度',
    width: '宽度',
    length: '长度',
    diameter: '直径/外径',
    wall: '壁厚',
    surface: '表面',
    filmThickness: '膜厚',
    quantity: '数量',
    unit: '单位',
    deliveryCity: '交货城市',
    wantedDate: '期望交期',
    remark: '备注',
  };

  it('names what an empty submit lacks, and sends nothing', async () => {
    const { store } = await open();
    expect(store.submitProblems(TITLES)).toEqual([]);
    expect(await store.submit()).toBe(false);
    expect(store.submitProblems(TITLES)).toEqual([
      '请至少填写一行询价明细',
      '第 1 行：牌号、厚度、宽度、数量、期望交期',
    ]);
  });

  it("reads a search's words into items to check, and adds them as corrected", async () => {
    const { store } = await open();
    store.identifyHere('铝棒 Φ50*3000 20支；A00 铝锭 30吨');
    expect(store.identifyOpen).toBe(true);
    const [bar, ingot] = store.identifiedItems;
    expect(bar?.missing).toEqual(['alloy']);
    const barLine = bar?.line;
    if (!barLine || !bar) throw new Error('no bar read');
    expect(store.identifiedView({ ...bar, line: barLine }).errors.alloy).toBe('未识别，请填写');
    store.setIdentifiedField(barLine.key, 'alloy', '6061');
    expect(store.identifiedView({ ...bar, line: barLine }).errors.alloy).toBeUndefined();
    expect(ingot?.line?.category).toBe('铝锭');
    store.acceptIdentified();
    expect(store.draft.lines.map(({ category, alloy }) => [category, alloy])).toEqual([
      ['铝棒', '6061'],
      ['铝锭', 'A00'],
    ]);
    expect(store.identifyOpen).toBe(false);
  });
});
