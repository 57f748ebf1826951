import { http, HttpResponse } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import { inquiryPaths } from '@mall/domain/contract/inquiry';
import {
  anyOrigin,
  defaultHandlers,
  defaultInquiryHandlers,
  httpStatus,
  inquiryExtraHandlers,
  inquiryHandlers,
  okJson,
} from '@mall/domain/mocks';
import { choose } from '#.storybook/choose';
import preview from '#.storybook/preview';
import { type AppLoaded, appStory, field, settled } from '@mall/app/testing';
import {
  QueryCopyPage,
  QueryEditShadowAddPage,
  QueryPage,
  QueryShadowAddPage,
} from './QueryPage.tsx';

const meta = preview.meta({
  title: '页面/询价求购/询价 — QueryPage',
  component: QueryPage,
  ...appStory,
  parameters: {
    ...appStory.parameters,
    session: 'certifiedAdmin',
    route: '/home/modelDemand/query',
  },
  beforeEach({ msw }) {
    msw.use(...defaultHandlers, ...defaultInquiryHandlers, inquiryExtraHandlers.frequentByCode);
  },
});

const body = () => within(document.body);
/** A line's field by its label (牌号 is a combobox, the others are text boxes). */
const cell = (canvas: ReturnType<typeof within>, row: number, title: string) =>
  canvas.getByLabelText(`第 ${row} 行${title}`);

/** A whole first line, by column title. */
const WHOLE_LINE: Readonly<Record<string, string>> = {
  牌号: '6063',
  状态: 'T5',
  '厚度(mm)': '2.0',
  '宽度(mm)': '1250',
  '长度(mm)': '2500',
  数量: '10',
  期望交期: '2026-04-30',
};

/** Types the first line, field by field (empty values are skipped). */
const typeLine = async (
  canvas: ReturnType<typeof within>,
  userEvent: { type: (element: Element, text: string) => Promise<void> },
  values: Readonly<Record<string, string>>,
) => {
  for (const [title, text] of Object.entries(values)) {
    if (text) await userEvent.type(cell(canvas, 1, title), text);
  }
};

/** The form `name` shows the contact fields and, in its first line, each field by column title. */
const expectPrefilled = async (
  canvas: ReturnType<typeof within>,
  name: string,
  contact: Readonly<Record<string, string>>,
  line: Readonly<Record<string, string>>,
) => {
  const form = within(await canvas.findByRole('form', { name }));
  for (const [label, value] of Object.entries(contact)) {
    await expect(form.getByRole('textbox', { name: label })).toHaveValue(value);
  }
  for (const [title, value] of Object.entries(line)) {
    await expect(cell(canvas, 1, title)).toHaveValue(value);
  }
};

/** The user's own name and mobile as contact, the last inquiry's city, one line to fill, 提交询价. */
export const Loaded = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: '询价明细' })).toBeVisible();
    await expect(field(canvas, '联系人')).toHaveValue('陈志强');
    await expect(field(canvas, '联系电话')).toHaveValue('13826081234');
    await expect(cell(canvas, 1, '交货城市')).toHaveValue('佛山');
    await expect(canvas.getByRole('group', { name: '提交询价' })).toHaveTextContent(
      '共 0 行询价明细',
    );
  },
});

/**
 * The employee's form: their own name and mobile as contact, not the contact of the company's
 * last inquiry (the administrator's, 陈志强 / 13800000001).
 */
export const EmployeeContact = meta.story({
  parameters: { session: 'certifiedStaff' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: '询价明细' })).toBeVisible();
    await expect(field(canvas, '联系人')).toHaveValue('林晓燕');
    await expect(field(canvas, '联系电话')).toHaveValue('13926085678');
  },
});

/** The form waits for the last inquiry's data. */
export const Loading = meta.story({
  beforeEach({ msw }) {
    msw.use(inquiryHandlers.lastInfoPending);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('加载中')).toBeInTheDocument();
  },
});

/** The form's first call fails: 询价单加载失败 with 重试. */
export const ServerError = meta.story({
  beforeEach({ msw }) {
    msw.use(inquiryHandlers.lastInfoError);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('询价单加载失败');
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
});

/** An uncertified buyer is sent to certification; no inquiry call is made. */
export const Uncertified = meta.story({
  parameters: { session: 'uncertified' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('完成企业认证后即可发起询价、查看报价')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '去认证' })).toBeVisible();
  },
});

/**
 * Typed from the keyboard: Enter on the last line adds one; 张 shows the theoretical weight;
 * a bad field is named in Chinese, and the draft is kept in browser storage meanwhile.
 */
export const TypedWithErrors = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    await canvas.findByRole('table', { name: '询价明细' });
    await userEvent.type(cell(canvas, 1, '牌号'), '5052');
    await userEvent.type(cell(canvas, 1, '厚度(mm)'), '2.0');
    await userEvent.type(cell(canvas, 1, '宽度(mm)'), '1250');
    await userEvent.type(cell(canvas, 1, '长度(mm)'), '2500');
    await userEvent.type(cell(canvas, 1, '数量'), '100{Enter}');
    await waitFor(() => expect(cell(canvas, 2, '品类')).toHaveFocus());
    await userEvent.click(canvas.getByRole('combobox', { name: '第 1 行单位' }));
    await userEvent.click(await body().findByRole('option', { name: '张' }));
    await expect(canvas.getByRole('table', { name: '询价明细' })).toHaveTextContent('1.694');
    await userEvent.type(cell(canvas, 2, '牌号'), '铝板');
    await userEvent.click(canvas.getByRole('button', { name: '提交询价' }));
    await expect(await canvas.findByText('牌号格式不正确，如 6063')).toBeVisible();
    await expect(canvas.getAllByText('请选择期望交期（YYYY-MM-DD）')[0]).toBeVisible();
    const kept = loaded.env.storage.getItem('mall.inquiryDraft@10001') ?? '';
    await expect(kept).toContain('"alloy":"5052"');
  },
});

/** 期望交期 from the calendar beside it: a day gone by cannot be chosen, the day picked fills it. */
export const WantedDateFromCalendar = meta.story({
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('table', { name: '询价明细' });
    await userEvent.click(canvas.getByRole('button', { name: '第 1 行期望交期：打开日历' }));
    const calendar = within(await screen.findByRole('dialog', { name: '第 1 行期望交期：日历' }));
    await expect(await calendar.findByRole('button', { name: /3月17日/ })).toBeDisabled();
    await userEvent.click(calendar.getByRole('button', { name: /3月25日/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(cell(canvas, 1, '期望交期')).toHaveValue('2026-03-25');
    await expect(cell(canvas, 1, '期望交期')).not.toHaveAccessibleDescription();
  },
});

/** A whole line sent: the request, 询价单已提交, then the inquiry list. */
export const Submitted = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    await canvas.findByRole('table', { name: '询价明细' });
    await typeLine(canvas, userEvent, WHOLE_LINE);
    await userEvent.click(canvas.getByRole('button', { name: '提交询价' }));
    await waitFor(() =>
      expect(loaded.env.notifications).toContainEqual({
        type: 'success',
        message: '询价单已提交',
      }),
    );
    await expect(loaded.env.currentPath()).toBe('/home/modelDemand/queryList');
    await expect(loaded.env.storage.getItem('mall.inquiryDraft@10001')).toBeNull();
  },
});

/** A refused submit says why above 提交询价 and keeps every line where it is. */
export const SubmitRefused = meta.story({
  beforeEach({ msw }) {
    msw.use(inquiryHandlers.submitRefused);
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('table', { name: '询价明细' });
    await typeLine(canvas, userEvent, { ...WHOLE_LINE, 状态: '', '长度(mm)': '' });
    await userEvent.click(canvas.getByRole('button', { name: '提交询价' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '第 1 行：按支或张询价时请填写长度',
    );
    await settled();
    await expect(cell(canvas, 1, '牌号')).toHaveValue('6063');
    await expect(cell(canvas, 1, '数量')).toHaveValue('10');
  },
});

/**
 * The submit's answer is lost (a gateway time-out): the form says the outcome is not known and
 * that submitting again is safe, and every line and the kept draft stay.
 */
export const SubmitAnswerLost = meta.story({
  beforeEach({ msw }) {
    msw.use(httpStatus(inquiryPaths.submit, 504));
  },
  play: async ({ canvas, userEvent, loaded }) => {
    await canvas.findByRole('table', { name: '询价明细' });
    await typeLine(canvas, userEvent, WHOLE_LINE);
    await userEvent.click(canvas.getByRole('button', { name: '提交询价' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '没有收到结果，无法确认是否已成功。再次提交不会重复付款或重复提交：系统会按第一次的结果处理。',
    );
    await expect(cell(canvas, 1, '牌号')).toHaveValue('6063');
    await expect(cell(canvas, 1, '数量')).toHaveValue('10');
    await expect(field(canvas, '联系人')).toHaveValue('陈志强');
    await expect(loaded.env.storage.getItem('mall.inquiryDraft@10001') ?? '').toContain(
      '"alloy":"6063"',
    );
    await expect(loaded.env.currentPath()).toBe('/home/modelDemand/query');
  },
});

const openIdentify = async (
  canvas: ReturnType<typeof within>,
  userEvent: {
    click: (element: Element) => Promise<void>;
    type: (e: Element, t: string) => Promise<void>;
  },
) => {
  await userEvent.click(await canvas.findByRole('button', { name: '智能识别' }));
  const dialog = await body().findByRole('dialog', { name: '智能识别' });
  await userEvent.type(
    within(dialog).getByRole('textbox', { name: '识别文字' }),
    '6063-T5 2.0*1250*2500 氧化 10吨',
  );
  await userEvent.click(within(dialog).getByRole('button', { name: '开始识别' }));
  return dialog;
};

/**
 * Identification read the text: each line's fields as read, the ones it assumed marked
 * 推测，请核对 (an old grade, a form told by the sizes) and the ones missing 未识别，请填写, in
 * the dialog, where the buyer corrects them.
 */
export const IdentifySucceeded = meta.story({
  play: async ({ canvas, userEvent }) => {
    const dialog = await openIdentify(canvas, userEvent);
    const inDialog = within(dialog);
    await expect(
      await inDialog.findByText('识别完成，请核对每行读到的内容，可直接修改后添加到询价明细'),
    ).toBeVisible();
    const result = inDialog.getByRole('list', { name: '识别结果' });
    await expect(result).toHaveTextContent(
      '第 2 行「LY12 CZ 3*1200*2500 十张」：已识别；推测了牌号、状态、品类；旧牌号 LY12 按 2A12 读；旧状态 CZ 按 T4 读',
    );
    await expect(result).toHaveTextContent('第 3 行「铝棒 Φ50*3000 20支」：缺少牌号');
    await expect(cell(inDialog, 2, '牌号')).toHaveValue('2A12');
    await expect(cell(inDialog, 2, '牌号')).toHaveAccessibleDescription('推测，请核对');
    await expect(cell(inDialog, 3, '直径/外径(mm)')).toHaveValue('50');
    await expect(cell(inDialog, 3, '厚度(mm)')).toBeDisabled();
    await expect(cell(inDialog, 3, '牌号')).toHaveAccessibleDescription('未识别，请填写');
    await expect(cell(inDialog, 4, '品类')).toHaveTextContent('铝锭');
  },
});

/** The bar's grade filled in the dialog, 添加到询价明细 puts the four lines, as corrected, in the table. */
export const IdentifyAdded = meta.story({
  play: async ({ canvas, userEvent }) => {
    const dialog = await openIdentify(canvas, userEvent);
    const inDialog = within(dialog);
    await inDialog.findByRole('list', { name: '识别结果' });
    await userEvent.type(cell(inDialog, 3, '牌号'), '6061');
    await expect(cell(inDialog, 3, '牌号')).not.toHaveAttribute('aria-invalid');
    await userEvent.click(inDialog.getByRole('button', { name: '添加到询价明细' }));
    await expect(cell(canvas, 1, '牌号')).toHaveValue('6063');
    await expect(cell(canvas, 2, '牌号')).toHaveValue('2A12');
    await expect(cell(canvas, 3, '牌号')).toHaveValue('6061');
    await expect(cell(canvas, 3, '直径/外径(mm)')).toHaveValue('50');
    await expect(cell(canvas, 4, '品类')).toHaveTextContent('铝锭');
    await expect(cell(canvas, 4, '宽度(mm)')).toBeDisabled();
  },
});

/** Identification still running: 正在识别. */
export const IdentifyPending = meta.story({
  beforeEach({ msw }) {
    msw.use(inquiryHandlers.identificationPending);
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openIdentify(canvas, userEvent);
    await expect(await within(dialog).findByText('正在识别，请稍候…')).toBeVisible();
  },
});

/** Nothing could be read: the reason per line. */
export const IdentifyFailed = meta.story({
  beforeEach({ msw }) {
    msw.use(inquiryHandlers.identificationFailed);
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openIdentify(canvas, userEvent);
    await expect(
      await within(dialog).findByText('未能识别出询价明细，请检查文字后重试'),
    ).toBeVisible();
    await expect(within(dialog).getByRole('list', { name: '未能识别' })).toHaveTextContent(
      '「你好，麻烦报个价」：未识别到询价信息',
    );
  },
});

/** A buyer's CSV file (as Excel saves "CSV UTF-8"), its rows joined. */
const csvFile = (rows: readonly string[], name = '客户询价.csv') =>
  new File([`\ufeff${rows.join('\r\n')}`], name, { type: 'text/csv' });

/** The preview dialog of the file picked. */
const importPreview = (name: string) => body().findByRole('dialog', { name: `导入预览：${name}` });

/**
 * 提交询价 with the default empty line names what is missing, above the button and under each
 * field of the first line; nothing is sent.
 */
export const EmptySubmit = meta.story({
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('table', { name: '询价明细' });
    await userEvent.click(canvas.getByRole('button', { name: '提交询价' }));
    const problems = await canvas.findByRole('alert', { name: '提交前请修改' });
    await expect(problems).toHaveTextContent('请至少填写一行询价明细');
    await expect(problems).toHaveTextContent('第 1 行：牌号、厚度、宽度、数量、期望交期');
    await expect(cell(canvas, 1, '牌号')).toHaveAccessibleDescription('请输入牌号');
    await expect(cell(canvas, 1, '厚度(mm)')).toHaveAccessibleDescription('请输入厚度');
    await expect(cell(canvas, 1, '牌号')).toHaveAttribute('placeholder', '如 6063');
  },
});

/**
 * Sizes and dates beyond what the mall takes are refused at the field, in Chinese: plate
 * thicker than 300 mm, a wanted date before today; fixed, the form can be sent.
 */
export const BeyondLimits = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    await canvas.findByRole('table', { name: '询价明细' });
    await typeLine(canvas, userEvent, { ...WHOLE_LINE, '厚度(mm)': '800', 期望交期: '2020-01-01' });
    await userEvent.click(canvas.getByRole('button', { name: '提交询价' }));
    await expect(cell(canvas, 1, '厚度(mm)')).toHaveAccessibleDescription(
      '铝板厚度应在 0.2–300 mm 之间',
    );
    await expect(cell(canvas, 1, '期望交期')).toHaveAccessibleDescription('期望交期不能早于今天');
    await expect(canvas.getByRole('alert', { name: '提交前请修改' })).toHaveTextContent(
      '第 1 行：厚度、期望交期',
    );
    await userEvent.clear(cell(canvas, 1, '厚度(mm)'));
    await userEvent.type(cell(canvas, 1, '厚度(mm)'), '8');
    await userEvent.clear(cell(canvas, 1, '期望交期'));
    await userEvent.type(cell(canvas, 1, '期望交期'), '2026-04-30');
    await userEvent.click(canvas.getByRole('button', { name: '提交询价' }));
    await waitFor(() =>
      expect(loaded.env.notifications).toContainEqual({ type: 'success', message: '询价单已提交' }),
    );
  },
});

/** An ingot line: 品类 铝锭 greys out the sizes, and A00 30 吨 is sent without them. */
export const IngotLine = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    await canvas.findByRole('table', { name: '询价明细' });
    await userEvent.click(cell(canvas, 1, '品类'));
    await userEvent.click(await body().findByRole('option', { name: '铝锭' }));
    await expect(cell(canvas, 1, '厚度(mm)')).toBeDisabled();
    await expect(cell(canvas, 1, '宽度(mm)')).toBeDisabled();
    await typeLine(canvas, userEvent, { 牌号: 'A00', 数量: '30', 期望交期: '2026-04-30' });
    await userEvent.click(canvas.getByRole('button', { name: '提交询价' }));
    await waitFor(() =>
      expect(loaded.env.notifications).toContainEqual({ type: 'success', message: '询价单已提交' }),
    );
  },
});

/**
 * 发布求购 from a goods search without result (?words=): the words are read as the
 * identification reads them, and its dialog opens with the line to check and complete.
 */
export const FromSearchWords = meta.story({
  parameters: {
    route: `/home/modelDemand/query?words=${encodeURIComponent('6061-T6 铝板 2mm 佛山')}`,
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await body().findByRole('dialog', { name: '智能识别' });
    const inDialog = within(dialog);
    await expect(inDialog.getByRole('list', { name: '识别结果' })).toHaveTextContent(
      '第 1 行「6061-T6 铝板 2mm 佛山」：缺少宽度、数量；推测了厚度',
    );
    await expect(cell(inDialog, 1, '厚度(mm)')).toHaveValue('2');
    await expect(cell(inDialog, 1, '宽度(mm)')).toHaveAccessibleDescription('未识别，请填写');
    await userEvent.type(cell(inDialog, 1, '宽度(mm)'), '1220');
    await userEvent.type(cell(inDialog, 1, '数量'), '5');
    await userEvent.click(inDialog.getByRole('button', { name: '添加到询价明细' }));
    await expect(cell(canvas, 1, '牌号')).toHaveValue('6061');
    await expect(cell(canvas, 1, '宽度(mm)')).toHaveValue('1220');
    await expect(cell(canvas, 1, '交货城市')).toHaveValue('佛山');
  },
});

/**
 * A sheet of 205 good rows: the preview offers 导入 200 行 (the form's limit of lines) and says
 * the other 5 are left out; once imported the form is full (its table scrolled to the last
 * line): 添加一行 is refused with the reason tied to it, and Enter in the last line adds none.
 */
export const ImportBeyondLimit = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    await canvas.findByRole('table', { name: '询价明细' });
    const rows = Array.from(
      { length: 205 },
      (_, index) => `5052,H32,1.5,1220,2440,${index + 1},张,无锡,2027-05-01`,
    );
    const file = csvFile(['牌号,状态,厚度,宽度,长度,数量,单位,交货城市,期望交期', ...rows]);
    await userEvent.upload(canvas.getByLabelText('导入 Excel'), file);
    const dialog = await importPreview('客户询价.csv');
    const confirm = await within(dialog).findByRole('button', { name: '导入 200 行' });
    await expect(dialog).toHaveTextContent('询价明细最多 200 行，其余 5 行未加入');
    await userEvent.click(confirm);
    // 200 lines: the table scrolls in an area of its own, holding the lines in view.
    const table = canvas.getByRole('table', { name: '询价明细' });
    await waitFor(() => expect(table).toHaveAttribute('aria-rowcount', '201'));
    await expect(cell(canvas, 1, '数量')).toHaveValue('1');
    const scroller = table.parentElement;
    if (!scroller) throw new Error('the table has no scroll area');
    await waitFor(() => {
      scroller.scrollTop = scroller.scrollHeight;
      return expect(cell(canvas, 200, '数量')).toHaveValue('200');
    });
    await expect(canvas.queryByLabelText('第 201 行数量')).toBeNull();
    await expect(loaded.env.notifications).toEqual([
      { type: 'warning', message: '询价明细最多 200 行，其余 5 行未加入' },
      { type: 'success', message: '已导入 200 行' },
    ]);
    const add = canvas.getByRole('button', { name: '添加一行' });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription('询价明细最多 200 行，已达上限');
    await expect(canvas.getByText('询价明细最多 200 行，已达上限')).toBeVisible();
    await userEvent.type(cell(canvas, 200, '数量'), '{Enter}');
    await expect(cell(canvas, 200, '数量')).toHaveFocus();
    await expect(canvas.queryByLabelText('第 201 行数量')).toBeNull();
  },
});

/** A buyer's own sheet: a title line, the header on row 2 from 序号, t and kg, bad rows, markup. */
const CUSTOMER_SHEET = [
  '某某铝业 询价单（客户自制）,,,,,',
  '序号,材质,规格,重量,单位,备注',
  '1,6063-T5,2.0*1250*2500,10,t,<b>加急</b><script>alert(1)</script>',
  '2,5052-H32,1.5×1220×2440,500,kg,',
  '3,铝板,2*1000*2000,3,吨,',
  '4,6061-T6,十二厚,2,t,',
  '合计,,,,,',
];

/**
 * A buyer's own workbook: the preview shows how each column was read, the good rows, each bad
 * row with its sheet row number and reason, and asks once the date the sheet lacks (the city
 * comes from the last inquiry); 导入 2 行 adds the lines.
 */
export const ImportPreview = meta.story({
  play: async ({ canvas, userEvent, loaded }) => {
    await canvas.findByRole('table', { name: '询价明细' });
    await userEvent.upload(canvas.getByLabelText('导入 Excel'), csvFile(CUSTOMER_SHEET));
    const dialog = await importPreview('客户询价.csv');
    const preview = within(dialog);
    await expect(await preview.findByText('列的识别（表头在第 2 行）')).toBeVisible();
    await expect(preview.getByLabelText('A 列「序号」')).toHaveTextContent('不导入');
    await expect(preview.getByLabelText('B 列「材质」')).toHaveTextContent('牌号');
    await expect(preview.getByLabelText('C 列「规格」')).toHaveTextContent('规格（厚*宽*长）');
    await expect(preview.getByLabelText('D 列「重量」')).toHaveTextContent('数量');
    const good = preview.getByRole('table', { name: '可导入的行' });
    await expect(good).toHaveTextContent('6063-T5 2×1250×2500');
    await expect(good).toHaveTextContent('加急');
    await expect(good).not.toHaveTextContent('alert');
    await expect(good).toHaveTextContent('0.5 吨');
    const bad = preview.getByRole('list', { name: '未导入 2 行' });
    await expect(bad).toHaveTextContent('第 5 行：牌号格式不正确，如 6063');
    await expect(bad).toHaveTextContent('第 6 行：规格无法识别：十二厚，应如 2.0*1250*2500');
    await expect(preview.getByRole('textbox', { name: '交货城市' })).toHaveValue('佛山');
    await userEvent.click(preview.getByRole('button', { name: '导入 2 行' }));
    await expect(preview.getByRole('textbox', { name: '期望交期' })).toHaveAccessibleDescription(
      '请选择期望交期（YYYY-MM-DD）',
    );
    await userEvent.type(preview.getByRole('textbox', { name: '期望交期' }), '2027-05-01');
    await userEvent.click(preview.getByRole('button', { name: '导入 2 行' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(cell(canvas, 1, '牌号')).toHaveValue('6063');
    await expect(cell(canvas, 2, '数量')).toHaveValue('0.5');
    await expect(cell(canvas, 2, '期望交期')).toHaveValue('2027-05-01');
    await expect(loaded.env.notifications).toEqual([{ type: 'success', message: '已导入 2 行' }]);
  },
});

/**
 * A column read as another field: 客户要求 is not a name the import knows; read as 备注 its
 * text shows in the rows; 规格 set to 不导入 leaves every row without its thickness.
 */
export const ImportMappingChanged = meta.story({
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('table', { name: '询价明细' });
    const file = csvFile(
      ['牌号,规格,数量,交货城市,期望交期,客户要求', '6063,2*1250*2500,1,佛山,2027-05-01,含运费'],
      '采购计划.csv',
    );
    await userEvent.upload(canvas.getByLabelText('导入 Excel'), file);
    const preview = within(await importPreview('采购计划.csv'));
    const requirement = await preview.findByLabelText('F 列「客户要求」');
    await expect(requirement).toHaveTextContent('不导入');
    await choose(userEvent, requirement, '备注');
    await expect(preview.getByRole('table', { name: '可导入的行' })).toHaveTextContent('含运费');
    await choose(userEvent, preview.getByLabelText('B 列「规格」'), '不导入');
    await expect(preview.getByRole('list', { name: '未导入 1 行' })).toHaveTextContent(
      '第 2 行：请输入厚度',
    );
    await expect(preview.getByRole('button', { name: '导入 0 行' })).toBeDisabled();
  },
});

/** A file that cannot be read as a sheet: the preview says so, and 取消 closes it. */
export const ImportUnreadable = meta.story({
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('table', { name: '询价明细' });
    await userEvent.upload(
      canvas.getByLabelText('导入 Excel'),
      new File(['PK\u0003\u0004 not a workbook'], '报价单.xlsx'),
    );
    const dialog = await importPreview('报价单.xlsx');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '无法读取该文件，请确认它是未加密的 .xlsx、.xls 或 .csv 表格',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
});

/** 常购产品: frequent products and history requirements, each added as a line in one step. */
export const FrequentProducts = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '常购产品' }));
    const dialog = await body().findByRole('dialog', { name: '常购产品' });
    const frequent = await within(dialog).findByRole('list', { name: '常询产品' });
    await expect(frequent).toHaveTextContent('6063-T5 2×1250×2500 氧化（询价 3 次）');
    await userEvent.click(
      within(frequent).getByRole('button', { name: '添加 5052-H32 1.5×1220×2440' }),
    );
    await userEvent.type(within(dialog).getByRole('searchbox', { name: '按存货编码查找' }), '6063');
    await waitFor(() => expect(within(frequent).getAllByRole('listitem')).toHaveLength(1));
    await userEvent.keyboard('{Escape}');
    await expect(cell(canvas, 1, '牌号')).toHaveValue('5052');
    await expect(cell(canvas, 1, '数量')).toHaveValue('200');
  },
});

/**
 * Typing a line's 牌号 opens the search key's suggestions; ↓ ↓ Enter chooses the second one,
 * which fills the line's product fields and keeps the quantity typed.
 */
export const SuggestionPicked = meta.story({
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('table', { name: '询价明细' });
    await userEvent.type(cell(canvas, 1, '数量'), '5');
    await userEvent.type(cell(canvas, 1, '牌号'), '6061');
    const list = await body().findByRole('listbox', { name: '规格建议' });
    await expect(within(list).getAllByRole('option')).toHaveLength(2);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(cell(canvas, 1, '状态')).toHaveValue('T651'));
    await expect(cell(canvas, 1, '厚度(mm)')).toHaveValue('20.000');
    await expect(cell(canvas, 1, '数量')).toHaveValue('5');
    await expect(cell(canvas, 1, '牌号')).toHaveAttribute('aria-expanded', 'false');
    await expect(body().queryByRole('listbox')).toBeNull();
  },
});

/** 发起询价 from a goods detail (?batchIds=): the batch becomes a line. */
export const FromSpotGoods = meta.story({
  parameters: { route: '/home/modelDemand/query?batchIds=1207' },
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: '询价明细' });
    await expect(cell(canvas, 1, '牌号')).toHaveValue('5052');
    await expect(cell(canvas, 1, '状态')).toHaveValue('H32');
  },
});

/**
 * 发起询价 from the cart with a batch the mall no longer has among the chosen ones: it is left
 * out, and the buyer is told.
 */
export const FromSpotGoodsWithoutSizes = meta.story({
  parameters: { route: '/home/modelDemand/query?batchIds=1207,1590' },
  play: async ({ canvas, loaded }) => {
    await canvas.findByRole('table', { name: '询价明细' });
    await expect(cell(canvas, 1, '牌号')).toHaveValue('5052');
    await waitFor(() =>
      expect(loaded.env.notifications).toContainEqual({
        type: 'warning',
        message: '1 件现货已下架或不存在，未带入询价',
      }),
    );
  },
});

/** Edit mode loads the waiting inquiry (modifyCsrPcInquiryNew) and sends it back with its id. */
export const EditMode = meta.story({
  render: () => <QueryEditShadowAddPage />,
  parameters: { route: '/home/modelDemand/queryEditShadowAdd?id=41' },
  beforeEach({ msw }) {
    msw.use(
      http.get(anyOrigin(inquiryPaths.modify), () =>
        okJson({
          id: 41,
          contactName: '李晓燕',
          contactPhone: '13800000002',
          lines: [
            {
              alloy: '6061',
              temper: 'T6',
              thickness: '3.0',
              width: '1500',
              length: '3000',
              quantity: '5',
              unit: '吨',
              deliveryCity: '佛山',
              wantedDate: '2026-04-07',
            },
          ],
        }),
      ),
      http.post(anyOrigin(inquiryPaths.submit), async ({ request }) => {
        const sent = (await request.json()) as { id?: number };
        return sent.id === 41
          ? okJson({ id: 41, inquiryNo: 'XJ202603180002' })
          : HttpResponse.error();
      }),
    );
  },
  play: async ({ canvas, userEvent, loaded }) => {
    await expect(await canvas.findByRole('form', { name: '编辑询价' })).toBeVisible();
    await expect(cell(canvas, 1, '牌号')).toHaveValue('6061');
    await userEvent.click(canvas.getByRole('button', { name: '提交询价' }));
    await waitFor(() =>
      expect(loaded.env.notifications).toContainEqual({ type: 'success', message: '询价单已提交' }),
    );
  },
});

/**
 * Copy mode (复制 / 再次询价 of inquiry 46) loads the inquiry as a new form's data
 * (shadowInquiryNew/46): its contact, remark and lines are prefilled, and it is sent as a new
 * inquiry (no id).
 */
export const CopyMode = meta.story({
  render: () => <QueryCopyPage />,
  parameters: { route: '/home/modelDemand/queryCopy?id=46' },
  beforeEach({ msw }) {
    msw.use(
      http.get(anyOrigin(`${inquiryPaths.shadow}/46`), () =>
        okJson({
          contactName: '李晓燕',
          contactPhone: '13800000002',
          remark: '按上次规格',
          lines: [
            {
              alloy: '6061',
              temper: 'T6',
              thickness: '3.0',
              width: '1500',
              length: '3000',
              surface: '原色',
              quantity: '5',
              unit: '吨',
              deliveryCity: '佛山',
              wantedDate: '2026-04-07',
            },
          ],
        }),
      ),
    );
  },
  play: async ({ canvas }) => {
    await expectPrefilled(
      canvas,
      '复制询价',
      { 联系人: '李晓燕', 联系电话: '13800000002', 备注: '按上次规格' },
      {
        牌号: '6061',
        状态: 'T6',
        '厚度(mm)': '3.0',
        '宽度(mm)': '1500',
        '长度(mm)': '3000',
        数量: '5',
        期望交期: '2026-04-07',
      },
    );
    await expect(canvas.queryByLabelText('第 2 行牌号')).toBeNull();
  },
});

/**
 * Draft mode (新增询价, queryShadowAdd) restores the draft kept in the browser: its contact
 * stays (the last inquiry's does not replace it) and its line is prefilled.
 */
export const DraftMode = meta.story({
  render: () => <QueryShadowAddPage />,
  parameters: { route: '/home/modelDemand/queryShadowAdd' },
  beforeEach({ loaded }) {
    (loaded as AppLoaded).env.storage.setItem(
      'mall.inquiryDraft@10001',
      JSON.stringify({
        contactName: '李晓燕',
        contactPhone: '13800000002',
        remark: '',
        lines: [
          {
            key: 'kept-1',
            alloy: '5052',
            temper: 'H32',
            thickness: '1.5',
            width: '1220',
            length: '2440',
            surface: '',
            filmThickness: '',
            quantity: '200',
            unit: '张',
            deliveryCity: '佛山',
            wantedDate: '2026-04-30',
            remark: '',
          },
        ],
      }),
    );
  },
  play: async ({ canvas }) => {
    await expectPrefilled(
      canvas,
      '新增询价',
      { 联系人: '李晓燕', 联系电话: '13800000002' },
      { 牌号: '5052', 状态: 'H32', '厚度(mm)': '1.5', 数量: '200', 期望交期: '2026-04-30' },
    );
  },
});
