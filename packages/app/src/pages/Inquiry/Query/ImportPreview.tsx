import { observer } from 'mobx-react-lite';
import type { InquiryFormStore } from '@mall/domain';
import { ASKED_FIELDS, IMPORT_FIELDS, IMPORT_FIELD_LABELS, linesLeftOutText } from '@mall/domain';
import { specText } from '@mall/domain/contract/inquiry';
import { WorkbookPreview } from '@mall/ui';

const FIELD_OPTIONS = IMPORT_FIELDS.map((field) => ({
  value: field,
  label: IMPORT_FIELD_LABELS[field],
}));

/** Good rows listed in the preview; the others are imported all the same. */
const LISTED_LINES = 20;

const ASK_PLACEHOLDERS = { deliveryCity: '如 佛山', wantedDate: 'YYYY-MM-DD' } as const;

const importField = (value: string) => IMPORT_FIELDS.find((field) => field === value) ?? null;
const askedField = (value: string) => ASKED_FIELDS.find((field) => field === value);

/** The preview of the picked workbook (导入 Excel), over the form store's `workbook`. */
export const ImportPreview = observer(function ImportPreview({
  store,
}: {
  store: InquiryFormStore;
}) {
  const { workbook } = store;
  if (!workbook) return null;
  const ready = workbook.status === 'ready';
  const read = ready ? workbook.read : null;
  const { taken, left } = store.importFits;
  const errors = workbook.askedErrors;
  return (
    <WorkbookPreview
      open
      fileName={workbook.fileName}
      status={workbook.status}
      failure={workbook.failure}
      headerRow={workbook.headerRow}
      columns={workbook.columns.map(({ index, header, field }) => ({
        index,
        header,
        field: field ?? '',
      }))}
      fieldOptions={FIELD_OPTIONS}
      lineCount={taken}
      lines={(read?.lines ?? []).slice(0, Math.min(taken, LISTED_LINES)).map(({ row, line }) => ({
        row,
        spec: specText(line),
        quantity: `${line.quantity} ${line.unit}`,
        deliveryCity: line.deliveryCity,
        wantedDate: line.wantedDate,
        remark: line.remark,
      }))}
      errors={read?.errors ?? []}
      skipped={read?.skipped ?? 0}
      asks={(read?.asks ?? []).map((field) => ({
        field,
        label: IMPORT_FIELD_LABELS[field],
        value: workbook.asked[field],
        placeholder: ASK_PLACEHOLDERS[field],
        error: errors[field],
      }))}
      importCount={taken}
      leftOutNote={left > 0 ? linesLeftOutText(left) : undefined}
      onFieldChange={(index, value) => workbook.setField(index, importField(value))}
      onAskedChange={(name, value) => {
        const field = askedField(name);
        if (field) workbook.setAsked(field, value);
      }}
      onConfirm={store.confirmImport}
      onClose={store.closeImport}
    />
  );
});
