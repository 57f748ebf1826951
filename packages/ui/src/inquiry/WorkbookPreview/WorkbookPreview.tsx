import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '../../basics/Button/Button.tsx';
import { InlineNote } from '../../basics/InlineNote/InlineNote.tsx';
import { Input } from '../../basics/Input/Input.tsx';
import { Modal } from '../../basics/Modal/Modal.tsx';
import type { SelectOption } from '../../basics/Select/Select.tsx';
import { Select } from '../../basics/Select/Select.tsx';
import { Spinner } from '../../basics/Spinner/Spinner.tsx';
import type { TableColumn } from '../../basics/Table/Table.tsx';
import { Table } from '../../basics/Table/Table.tsx';
import { space } from '../../theme/index.ts';

/** A column of the sheet and the field it is read as ('' for none). */
export interface WorkbookPreviewColumn {
  /** The column's index from 0 (column A). */
  index: number;
  /** Its header text as the sheet writes it. */
  header: string;
  /** The field it is read as, one of `fieldOptions`' values, or '' (not read). */
  field: string;
}

/** A good row as the preview lists it. */
export interface WorkbookPreviewLine {
  /** Its sheet row number (from 1). */
  row: number;
  /** The specification as read, e.g. 6063-T5 2.0*1250*2500. */
  spec: string;
  /** Quantity with its unit, e.g. 10 吨. */
  quantity: string;
  deliveryCity: string;
  wantedDate: string;
  remark: string;
}

/** A value asked once for every line that leaves it empty (交货城市, 期望交期). */
export interface WorkbookPreviewAsk {
  /** The field's key, handed back to `onAskedChange`. */
  field: string;
  label: string;
  value: string;
  placeholder?: string;
  /** Its problem, in Chinese, once it should show. */
  error?: string;
}

export interface WorkbookPreviewProps {
  /** Whether the dialog shows. */
  open: boolean;
  /** The picked file's name. */
  fileName: string;
  /** reading: the file is being read; ready: the preview; failed: `failure` says why. */
  status: 'reading' | 'ready' | 'failed';
  /** What is wrong with the file, in Chinese. */
  failure?: string;
  /** The sheet's header row number. */
  headerRow?: number;
  /** The sheet's columns and how each is read. */
  columns: readonly WorkbookPreviewColumn[];
  /** The fields a column can be read as (不导入 comes first by itself). */
  fieldOptions: readonly SelectOption[];
  /** The good rows the form will take, the first of them when there are many. */
  lines: readonly WorkbookPreviewLine[];
  /** How many good rows there are in all (more than `lines` holds when only the first show). */
  lineCount: number;
  /** The refused rows with their sheet row number and reason. */
  errors: readonly { row: number; reason: string }[];
  /** Rows skipped as blank, notes or totals. */
  skipped: number;
  /** The values asked once for the sheet's lines. */
  asks: readonly WorkbookPreviewAsk[];
  /** How many lines 导入 adds (the form's room may take fewer than the good rows). */
  importCount: number;
  /** Said when good rows do not fit in the form, e.g. 询价明细最多 200 行，其余 300 行未加入. */
  leftOutNote?: string;
  /** A column is read as another field ('' for none). */
  onFieldChange: (index: number, field: string) => void;
  /** An asked value was typed. */
  onAskedChange: (field: string, value: string) => void;
  /** 导入 N 行 pressed. */
  onConfirm: () => void;
  /** The dialog closed (取消, the close button, Esc). */
  onClose: () => void;
}

/** A column's letter as the sheet names it: A, B, … Z, AA… */
const letterOf = (index: number): string =>
  index < 26
    ? String.fromCharCode(65 + index)
    : `${letterOf(Math.floor(index / 26) - 1)}${letterOf(index % 26)}`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  margin-bottom: ${space(5)};

  & > h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space(3)} ${space(5)};
`;

const Reading = styled.p`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  margin: 0;
`;

const Failure = styled(InlineNote)`
  color: ${({ theme }) => theme.color.danger};
`;

const Bad = styled.ul`
  margin: 0;
  padding-left: ${space(5)};
  color: ${({ theme }) => theme.color.danger};
`;

const LINE_COLUMNS: readonly TableColumn<WorkbookPreviewLine>[] = [
  { key: 'row', title: '行号', width: 56, render: (line) => line.row },
  { key: 'spec', title: '规格', render: (line) => line.spec },
  { key: 'quantity', title: '数量', align: 'right', render: (line) => line.quantity },
  { key: 'deliveryCity', title: '交货城市', render: (line) => line.deliveryCity },
  { key: 'wantedDate', title: '期望交期', render: (line) => line.wantedDate },
  { key: 'remark', title: '备注', render: (line) => line.remark },
];

/**
 * The preview of a buyer's workbook before its lines are added: how each column is read (a
 * select per column), the values asked once for all lines, the good rows and each refused row
 * with its sheet row number and reason; 导入 N 行 adds them.
 */
export function WorkbookPreview({
  open,
  fileName,
  status,
  failure,
  headerRow,
  columns,
  fieldOptions,
  lines,
  lineCount,
  errors,
  skipped,
  asks,
  importCount,
  leftOutNote,
  onFieldChange,
  onAskedChange,
  onConfirm,
  onClose,
}: WorkbookPreviewProps) {
  const ready = status === 'ready';
  const id = useId();
  return (
    <Modal
      title={`导入预览：${fileName}`}
      size="lg"
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      footer={
        <>
          <Button onClick={onClose}>取消</Button>
          {ready && (
            <Button variant="primary" disabled={importCount === 0} onClick={onConfirm}>
              导入 {importCount} 行
            </Button>
          )}
        </>
      }
    >
      {status === 'reading' && (
        <Reading role="status">
          <Spinner /> 正在读取表格…
        </Reading>
      )}
      {status === 'failed' && <Failure role="alert">{failure}</Failure>}
      {ready && (
        <>
          <Section aria-labelledby={`${id}-columns`}>
            <h3 id={`${id}-columns`}>列的识别（表头在第 {headerRow} 行）</h3>
            <Grid>
              {columns.map((column) => (
                <Select
                  key={column.index}
                  label={`${letterOf(column.index)} 列「${column.header || '无表头'}」`}
                  $labelWidth="140px"
                  value={column.field}
                  options={[{ value: '', label: '不导入' }, ...fieldOptions]}
                  onValueChange={(field) => onFieldChange(column.index, field)}
                />
              ))}
            </Grid>
          </Section>
          {asks.length > 0 && (
            <Section aria-labelledby={`${id}-asks`}>
              <h3 id={`${id}-asks`}>表中未填的行统一使用</h3>
              <Grid>
                {asks.map((ask) => (
                  <Input
                    key={ask.field}
                    label={ask.label}
                    required
                    value={ask.value}
                    placeholder={ask.placeholder}
                    error={ask.error}
                    onChange={(event) => onAskedChange(ask.field, event.target.value)}
                  />
                ))}
              </Grid>
            </Section>
          )}
          <Section aria-labelledby={`${id}-lines`}>
            <h3 id={`${id}-lines`}>
              可导入 {lineCount} 行
              {skipped > 0 && `，已跳过 ${skipped} 行（空行、标题、说明或合计）`}
            </h3>
            {leftOutNote && <InlineNote>{leftOutNote}</InlineNote>}
            <Table
              label="可导入的行"
              columns={LINE_COLUMNS}
              rows={lines}
              rowKey={(line) => line.row}
              empty="没有可导入的行"
            />
            {lineCount > lines.length && (
              <InlineNote>
                仅列出前 {lines.length} 行，其余 {lineCount - lines.length} 行一并导入
              </InlineNote>
            )}
          </Section>
          {errors.length > 0 && (
            <Section aria-labelledby={`${id}-errors`}>
              <h3 id={`${id}-errors`}>未导入 {errors.length} 行</h3>
              <Bad aria-labelledby={`${id}-errors`}>
                {errors.map(({ row, reason }) => (
                  <li key={row}>
                    第 {row} 行：{reason}
                  </li>
                ))}
              </Bad>
            </Section>
          )}
        </>
      )}
    </Modal>
  );
}
