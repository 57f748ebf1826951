import { useEffect, useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import type { InquiryFormMode, InquiryFormStore, LineField } from '@mall/domain';
import { LINES_FULL_TEXT, LINE_FIELDS, createInquiryFormStore } from '@mall/domain';
import { INQUIRY_UNITS, specText } from '@mall/domain/contract/inquiry';
import type { LineColumn } from '@mall/ui';
import {
  ActionBar,
  Button,
  ErrorState,
  FileField,
  Input,
  InlineNote,
  InquiryLineTable,
  Panel,
  Skeleton,
} from '@mall/ui';
import { useFeature } from '../../../stores/StoresContext.tsx';
import { InquiryGate } from '../shared/InquiryGate.tsx';
import { FrequentSection } from './FrequentSection.tsx';
import { IdentifySection } from './IdentifySection.tsx';
import { ImportPreview } from './ImportPreview.tsx';

const COLUMNS: readonly (LineColumn & { field: LineField })[] = [
  { field: 'alloy', title: '牌号', width: 72, placeholder: '6063', required: true },
  { field: 'temper', title: '状态', width: 60, placeholder: 'T5' },
  { field: 'thickness', title: '厚度(mm)', width: 76, required: true },
  { field: 'width', title: '宽度(mm)', width: 76, required: true },
  { field: 'length', title: '长度(mm)', width: 76 },
  { field: 'surface', title: '表面', width: 64, placeholder: '氧化' },
  { field: 'filmThickness', title: '膜厚(μm)', width: 64 },
  { field: 'quantity', title: '数量', width: 68, required: true },
  { field: 'unit', title: '单位', width: 64, options: INQUIRY_UNITS },
  { field: 'deliveryCity', title: '交货城市', width: 76, required: true },
  { field: 'wantedDate', title: '期望交期', width: 104, placeholder: 'YYYY-MM-DD', required: true },
  { field: 'remark', title: '备注', width: 96 },
];

/** The line field a table column names, or undefined. */
const fieldOf = (name: string): LineField | undefined =>
  LINE_FIELDS.find((field) => field === name);

const TITLES: Readonly<Record<InquiryFormMode, string>> = {
  new: '发布询价',
  draft: '新增询价',
  copy: '复制询价',
  edit: '编辑询价',
};

/**
 * The lines: the table, and 添加一行 (refused, with the reason tied to it, once the form holds
 * its limit of lines). Its own observer, over each line's view: a keystroke renders this
 * section and the line typed in, not the rest of the form nor the other lines.
 */
const LineSection = observer(function LineSection({ store }: { store: InquiryFormStore }) {
  const fullId = useId();
  return (
    <>
      <InquiryLineTable
        columns={COLUMNS}
        rows={store.draft.lines.map((line) => store.lineView(line))}
        onChange={(key, name, value) => {
          const field = fieldOf(name);
          if (field) store.setField(key, field, value);
        }}
        onBlur={(key, field) => store.touch(`${key}.${field}`)}
        onAddLine={store.addLine}
        onRemove={store.removeLine}
        suggest={{
          field: 'alloy',
          openFor: store.suggestFor,
          items: store.suggestions.map((item) => ({
            label: specText(item),
            hint: item.inventoryCode,
          })),
          onInput: store.searchSpec,
          onPick: store.pickSuggestion,
          onClose: store.closeSuggestions,
        }}
      />
      <Button
        onClick={() => store.addLine()}
        disabled={store.linesFull}
        aria-describedby={store.linesFull ? fullId : undefined}
      >
        添加一行
      </Button>
      {store.linesFull && <InlineNote id={fullId}>{LINES_FULL_TEXT}</InlineNote>}
    </>
  );
});

const InquiryForm = observer(function InquiryForm({ mode }: { mode: InquiryFormMode }) {
  const store = useFeature(createInquiryFormStore);
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const batchIds = (params.get('batchIds') ?? '').split(',').map(Number).filter(Boolean);
  const batchKey = batchIds.join(',');

  useEffect(() => {
    void store.open(mode, {
      ...(id !== undefined && { id }),
      batchIds: batchKey ? batchKey.split(',').map(Number) : [],
    });
    return () => store.reset();
  }, [store, mode, id, batchKey]);

  if (store.status === 'error') {
    return (
      <ErrorState
        message="询价单加载失败"
        onRetry={() => void store.open(mode, { ...(id !== undefined && { id }) })}
      />
    );
  }
  if (store.status !== 'ready') return <Skeleton aria-label="正在加载询价单" />;

  const { draft } = store;

  return (
    <form
      noValidate
      aria-label={TITLES[mode]}
      onSubmit={(event) => {
        event.preventDefault();
        void store.submit();
      }}
    >
      <Panel title="联系信息">
        <Input
          label="联系人"
          required
          value={draft.contactName}
          error={store.contactError('contactName')}
          onChange={(event) => store.setContact('contactName', event.target.value)}
          onBlur={() => store.touch('contactName')}
        />
        <Input
          label="联系电话"
          required
          inputMode="numeric"
          value={draft.contactPhone}
          error={store.contactError('contactPhone')}
          onChange={(event) => store.setContact('contactPhone', event.target.value)}
          onBlur={() => store.touch('contactPhone')}
        />
        <Input
          label="备注"
          value={draft.remark}
          error={store.contactError('remark')}
          onChange={(event) => store.setContact('remark', event.target.value)}
          onBlur={() => store.touch('remark')}
        />
      </Panel>
      <Panel
        title="询价明细"
        extra={
          <>
            <IdentifySection store={store} />
            <FrequentSection store={store} />
            <Button onClick={() => void store.downloadTemplate()}>下载模板</Button>
          </>
        }
      >
        <LineSection store={store} />
        <FileField
          label="导入 Excel"
          accept=".xlsx,.xls,.csv"
          typeNames="Excel（.xlsx、.xls）或 CSV"
          fileName=""
          hint="按列名识别，导入前可预览"
          onFileChange={(file) => {
            if (file) void store.importFile(file);
          }}
        />
        <ImportPreview store={store} />
      </Panel>
      {store.sending.error && <InlineNote role="alert">{store.sending.error}</InlineNote>}
      <ActionBar label="提交询价" summary={`共 ${store.filledCount} 行询价明细`}>
        <InlineNote>草稿已自动保存在本机，刷新或离开页面不会丢失。</InlineNote>
        <Button type="submit" variant="primary" loading={store.submitting}>
          提交询价
        </Button>
      </ActionBar>
    </form>
  );
});

/** 询价 (query): a new inquiry, from the kept draft, spot goods (?batchIds=) or typing. */
export const QueryPage = () => (
  <InquiryGate>
    <InquiryForm mode="new" />
  </InquiryGate>
);

/** 新增询价 (queryShadowAdd): the same form resumed from the kept draft. */
export const QueryShadowAddPage = () => (
  <InquiryGate>
    <InquiryForm mode="draft" />
  </InquiryGate>
);

/** 复制询价 (queryCopy?id=): a new inquiry from a copy of another's lines (shadowInquiryNew). */
export const QueryCopyPage = () => (
  <InquiryGate>
    <InquiryForm mode="copy" />
  </InquiryGate>
);

/** 编辑询价 (queryEditShadowAdd?id=): a waiting inquiry's lines replaced (modifyCsrPcInquiryNew). */
export const QueryEditShadowAddPage = () => (
  <InquiryGate>
    <InquiryForm mode="edit" />
  </InquiryGate>
);
