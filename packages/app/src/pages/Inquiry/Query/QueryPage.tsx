import { useEffect, useId } from 'react';
import styled from 'styled-components';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import type { InquiryFormMode, InquiryFormStore } from '@mall/domain';
import { LINES_FULL_TEXT, createInquiryFormStore } from '@mall/domain';
import { specText } from '@mall/domain/contract/inquiry';
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
  space,
} from '@mall/ui';
import { useFeature } from '../../../stores/StoresContext.tsx';
import { InquiryGate } from '../shared/InquiryGate.tsx';
import { FrequentSection } from './FrequentSection.tsx';
import { IdentifySection } from './IdentifySection.tsx';
import { ImportPreview } from './ImportPreview.tsx';
import { COLUMNS, FIELD_TITLES, fieldOf } from './columns.ts';

const Problems = styled.div`
  padding: ${space(2)} ${space(4)};
  border: 1px solid ${({ theme }) => theme.color.danger};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};

  ul {
    margin: ${space(1)} 0 0;
    padding-left: ${space(5)};
  }
`;

const TITLES: Readonly<Record<InquiryFormMode, string>> = {
  new: '发布询价',
  draft: '新增询价',
  copy: '复制询价',
  edit: '编辑询价',
};

/**
 * After a submit that could not be sent, what keeps it (nothing typed, each line with the
 * fields to fix, the contact), beside the fields' own messages: 提交询价 never does nothing.
 */
const SubmitProblems = observer(function SubmitProblems({ store }: { store: InquiryFormStore }) {
  const problems = store.submitProblems(FIELD_TITLES);
  if (problems.length === 0) return null;
  return (
    <Problems role="alert" aria-label="提交前请修改">
      <strong>提交前请修改：</strong>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </Problems>
  );
});

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
        date={{ field: 'wantedDate', min: store.today }}
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
  // 发布求购 from a goods search without result: its words, read into lines to check.
  const words = params.get('words') ?? '';

  useEffect(() => {
    void store.open(mode, {
      ...(id !== undefined && { id }),
      batchIds: batchKey ? batchKey.split(',').map(Number) : [],
      words,
    });
    return () => store.reset();
  }, [store, mode, id, batchKey, words]);

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
      <SubmitProblems store={store} />
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
