import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { choose } from '#.storybook/choose';
import preview from '#.storybook/preview';
import type { WorkbookPreviewLine, WorkbookPreviewProps } from './WorkbookPreview.tsx';
import { WorkbookPreview } from './WorkbookPreview.tsx';

const FIELDS = [
  ['alloy', '牌号'],
  ['temper', '状态'],
  ['spec', '规格（厚*宽*长）'],
  ['quantity', '数量'],
  ['unit', '单位'],
  ['deliveryCity', '交货城市'],
  ['wantedDate', '期望交期'],
  ['remark', '备注'],
].map(([value = '', label = '']) => ({ value, label }));

const COLUMNS = [
  { index: 0, header: '序号', field: '' },
  { index: 1, header: '材质', field: 'alloy' },
  { index: 2, header: '规格', field: 'spec' },
  { index: 3, header: '重量', field: 'quantity' },
  { index: 4, header: '单位', field: 'unit' },
  { index: 5, header: '客户要求', field: '' },
];

const line = (row: number, spec: string, quantity: string, remark = ''): WorkbookPreviewLine => ({
  row,
  spec,
  quantity,
  deliveryCity: '佛山',
  wantedDate: '2027-05-01',
  remark,
});

const LINES = [
  line(3, '6063-T5 2×1250×2500', '10 吨', '加急'),
  line(4, '5052-H32 1.5×1220×2440', '0.5 吨'),
  line(7, '3003-H24 0.8×1000(卷)', '5 吨', '卷材'),
];

const body = () => within(document.body);

const meta = preview.meta({
  title: 'Components/WorkbookPreview',
  component: WorkbookPreview,
  args: {
    open: true,
    fileName: '某某铝业询价单.xlsx',
    status: 'ready' as const,
    headerRow: 2,
    columns: COLUMNS,
    fieldOptions: FIELDS,
    lines: LINES,
    lineCount: 3,
    errors: [],
    skipped: 2,
    asks: [],
    importCount: 3,
    onFieldChange: fn(),
    onAskedChange: fn(),
    onConfirm: fn(),
    onClose: fn(),
  },
});

/** The file is being read (the reader loads with the first file). */
export const Reading = meta.story({
  args: { status: 'reading', columns: [], lines: [], lineCount: 0, importCount: 0 },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: '导入预览：某某铝业询价单.xlsx' });
    await expect(within(dialog).getByRole('status')).toHaveTextContent('正在读取表格…');
    await expect(within(dialog).queryByRole('button', { name: /导入/ })).toBeNull();
  },
});

/** Every row good: how each column was read, the rows, 导入 3 行. */
export const AllGood = meta.story({
  play: async ({ args, userEvent }) => {
    const dialog = within(await body().findByRole('dialog'));
    await expect(dialog.getByText('列的识别（表头在第 2 行）')).toBeVisible();
    await expect(dialog.getByLabelText('B 列「材质」')).toHaveTextContent('牌号');
    await expect(dialog.getByLabelText('A 列「序号」')).toHaveTextContent('不导入');
    await expect(
      dialog.getByText('可导入 3 行，已跳过 2 行（空行、标题、说明或合计）'),
    ).toBeVisible();
    await expect(dialog.getByRole('table', { name: '可导入的行' })).toHaveTextContent('0.5 吨');
    await userEvent.click(dialog.getByRole('button', { name: '导入 3 行' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
});

/** Some rows refused: each with its sheet row number and reason; the date asked once. */
export const SomeBad = meta.story({
  args: {
    lines: LINES.slice(0, 2),
    lineCount: 2,
    importCount: 2,
    errors: [
      { row: 5, reason: '牌号格式不正确，如 6063' },
      { row: 6, reason: '请输入厚度' },
      { row: 9, reason: '数量应为数字，最多 3 位小数' },
    ],
    asks: [
      { field: 'deliveryCity', label: '交货城市', value: '佛山', placeholder: '如 佛山' },
      {
        field: 'wantedDate',
        label: '期望交期',
        value: '',
        placeholder: 'YYYY-MM-DD',
        error: '请选择期望交期（YYYY-MM-DD）',
      },
    ],
  },
  play: async ({ args, userEvent }) => {
    const dialog = within(await body().findByRole('dialog'));
    const bad = dialog.getByRole('list', { name: '未导入 3 行' });
    await expect(bad).toHaveTextContent('第 5 行：牌号格式不正确，如 6063');
    await expect(bad).toHaveTextContent('第 9 行：数量应为数字，最多 3 位小数');
    const date = dialog.getByRole('textbox', { name: '期望交期' });
    await expect(date).toHaveAccessibleDescription('请选择期望交期（YYYY-MM-DD）');
    await userEvent.type(date, '2');
    await expect(args.onAskedChange).toHaveBeenCalledWith('wantedDate', '2');
  },
});

/** No header among the first rows: the reason, and 取消. */
export const NoHeader = meta.story({
  args: {
    status: 'failed',
    failure: '未找到表头：请确认前 10 行中有一行列名，如 牌号、厚度（或 规格）、数量',
    columns: [],
    lines: [],
    lineCount: 0,
    importCount: 0,
  },
  play: async ({ args, userEvent }) => {
    const opened = await body().findByRole('dialog');
    // Radix lets a modal dialog take the pointer a render after it mounts (its layer joins the
    // stack in an effect): a click before that met `pointer-events: none` on a loaded machine.
    await waitFor(() => expect(opened).toHaveStyle({ pointerEvents: 'auto' }));
    const dialog = within(opened);
    await expect(dialog.getByRole('alert')).toHaveTextContent('未找到表头');
    await userEvent.click(dialog.getByRole('button', { name: '取消' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
});

/** A file that is not a sheet. */
export const WrongFileType = meta.story({
  args: {
    fileName: '报价单.pdf',
    status: 'failed',
    failure: '仅支持 .xlsx、.xls 或 .csv 格式的表格文件',
    columns: [],
    lines: [],
    lineCount: 0,
    importCount: 0,
  },
  play: async () => {
    const dialog = within(await body().findByRole('dialog', { name: '导入预览：报价单.pdf' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      '仅支持 .xlsx、.xls 或 .csv 格式的表格文件',
    );
  },
});

/**
 * More good rows than the form has room for: the first 20 listed, 导入 takes the 200 that fit
 * and says what is left out.
 */
export const TooManyRows = meta.story({
  args: {
    lines: Array.from({ length: 20 }, (_, index) =>
      line(index + 3, `6063-T5 2×1250×${2001 + index}`, `${index + 1} 吨`),
    ),
    lineCount: 200,
    importCount: 200,
    leftOutNote: '询价明细最多 200 行，其余 300 行未加入',
  },
  play: async () => {
    const dialog = within(await body().findByRole('dialog'));
    await expect(dialog.getByText('询价明细最多 200 行，其余 300 行未加入')).toBeVisible();
    await expect(dialog.getByText('仅列出前 20 行，其余 180 行一并导入')).toBeVisible();
    await expect(dialog.getByRole('button', { name: '导入 200 行' })).toBeEnabled();
  },
});

/** A sheet longer than the import reads. */
export const TooLongSheet = meta.story({
  args: {
    status: 'failed',
    failure: '表格超过 1000 行，请分成几个文件导入',
    columns: [],
    lines: [],
    lineCount: 0,
    importCount: 0,
  },
  play: async () => {
    await expect(await body().findByRole('alert')).toHaveTextContent('表格超过 1000 行');
  },
});

/** A column read as another field: the choice is handed back and the rows follow. */
export const MappingChanged = meta.story({
  render: function Render(args: WorkbookPreviewProps) {
    const [columns, setColumns] = useState(args.columns);
    const remark = columns.find(({ index }) => index === 5)?.field === 'remark';
    return (
      <WorkbookPreview
        {...args}
        columns={columns}
        lines={args.lines.map((one, index) =>
          index === 0 && remark ? { ...one, remark: '含运费' } : one,
        )}
        onFieldChange={(index, field) => {
          args.onFieldChange(index, field);
          setColumns((all) => all.map((one) => (one.index === index ? { ...one, field } : one)));
        }}
      />
    );
  },
  play: async ({ args, userEvent }) => {
    const dialog = within(await body().findByRole('dialog'));
    await choose(userEvent, dialog.getByLabelText('F 列「客户要求」'), '备注');
    await expect(args.onFieldChange).toHaveBeenCalledWith(5, 'remark');
    await expect(dialog.getByLabelText('F 列「客户要求」')).toHaveTextContent('备注');
    await expect(dialog.getByRole('table', { name: '可导入的行' })).toHaveTextContent('含运费');
  },
});
