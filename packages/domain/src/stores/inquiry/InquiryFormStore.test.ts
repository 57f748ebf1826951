import { autorun } from 'mobx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inquiryPaths } from '../../contract/inquiry.ts';
import {
  defaultHandlers,
  defaultInquiryHandlers,
  httpStatus,
  inquiryExtraHandlers,
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

describe('InquiryFormStore contact', () => {
  it.each([
    ['administrator', users.certifiedAdmin, ['陈志强', '13826081234']],
    ['employee', users.certifiedStaff, ['林晓燕', '13926085678']],
  ] as const)(
    "defaults the %s's form to their own name and mobile, not the last inquiry's contact",
    async (_role, user, contact) => {
      // The company's last inquiry was the administrator's: 陈志强 / 13800000001, 佛山.
      const { root } = createTestRoot({ token: 'tok', user });
      const store = root.feature(createInquiryFormStore);
      await store.open('new');
      expect([store.draft.contactName, store.draft.contactPhone]).toEqual(contact);
      expect(store.draft.lines[0]?.deliveryCity).toBe('佛山');
    },
  );
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

/** A picked CSV file: a header, then `rows`. */
const csvFile = (header: string, rows: readonly string[], name = '客户询价.csv') =>
  new File([[header, ...rows].join('\r\n')], name, { type: 'text/csv' });

describe('InquiryFormStore import of a workbook', () => {
  it('previews the rows, asks the city and date the sheet lacks, then adds the good lines', async () => {
    const { root, env } = createTestRoot({ token: 'tok', user: users.certifiedAdmin });
    const store = root.feature(createInquiryFormStore);
    await store.open('new');
    await store.importFile(
      csvFile('序号,材质,规格,重量,客户要求', [
        '1,6063-T5,2*1250*2500,2t,加急',
        '2,铝板,2*1250*2500,1,',
      ]),
    );
    const preview = store.workbook;
    expect(preview?.status).toBe('ready');
    expect(preview?.headerRow).toBe(1);
    expect(preview?.columns.map(({ field }) => field)).toEqual([
      null,
      'alloy',
      'spec',
      'quantity',
      null,
    ]);
    expect(preview?.read.errors).toEqual([{ row: 3, reason: '牌号格式不正确，如 6063' }]);
    expect(preview?.read.asks).toEqual(['deliveryCity', 'wantedDate']);
    expect(preview?.asked).toEqual({ deliveryCity: '佛山', wantedDate: '' });
    // 客户要求 read as 备注.
    preview?.setField(4, 'remark');
    expect(preview?.read.lines[0]?.line.remark).toBe('加急');
    // The date is asked: refused while empty, at the asked field.
    store.confirmImport();
    expect(preview?.askedErrors).toEqual({ wantedDate: '请选择期望交期（YYYY-MM-DD）' });
    expect(store.workbook).toBe(preview);
    preview?.setAsked('wantedDate', '2027-01-10');
    store.confirmImport();
    expect(store.workbook).toBeNull();
    expect(
      store.draft.lines.map(({ alloy, temper, quantity, wantedDate, deliveryCity, remark }) => [
        alloy,
        temper,
        quantity,
        wantedDate,
        deliveryCity,
        remark,
      ]),
    ).toEqual([['6063', 'T5', '2', '2027-01-10', '佛山', '加急']]);
    expect(env.notifications).toEqual([{ type: 'success', message: '已导入 1 行' }]);
  });

  it('says what is wrong with a file it cannot preview', async () => {
    const store = (await open()).store;
    await store.importFile(new File(['%PDF'], '询价.pdf'));
    expect(store.workbook?.failure).toBe('仅支持 .xlsx、.xls 或 .csv 格式的表格文件');
    await store.importFile(csvFile('联系人,电话', ['王先生,13900000000']));
    expect(store.workbook?.failure).toBe(
      '未找到表头：请确认前 10 行中有一行列名，如 牌号、厚度（或 规格）、数量',
    );
    store.closeImport();
    expect(store.workbook).toBeNull();
  });

  it('keeps the first 200 rows of a 500-row file and says how many were left out', async () => {
    const { root, env } = createTestRoot({ token: 'tok', user: users.certifiedAdmin });
    const store = root.feature(createInquiryFormStore);
    await store.open('new');
    const file = csvFile(
      '牌号,厚度,宽度,长度,数量,交货城市,期望交期',
      Array.from({ length: 500 }, (_, index) => `5052,1.5,1220,2440,${index + 1},无锡,2027-01-10`),
    );
    await store.importFile(file);
    expect(store.importFits).toEqual({ taken: 200, left: 300 });
    store.confirmImport();
    expect(store.draft.lines).toHaveLength(200);
    expect(store.draft.lines.at(-1)?.quantity).toBe('200');
    expect(env.notifications).toEqual([
      { type: 'warning', message: '询价明细最多 200 行，其余 300 行未加入' },
      { type: 'success', message: '已导入 200 行' },
    ]);
    // The form is full: a further import has nothing to add.
    await store.importFile(file);
    expect(store.importFits).toEqual({ taken: 0, left: 500 });
    expect(store.draft.lines).toHaveLength(200);
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
    store.addLines([
      {
        alloy: '6063',
        temper: 'T5',
        thickness: '2.0',
        width: '1250',
        length: '2500',
        quantity: '10',
        unit: '吨',
        deliveryCity: '佛山',
        wantedDate: '2026-04-30',
      },
    ]);
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
