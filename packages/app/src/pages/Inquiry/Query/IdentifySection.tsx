import { observer } from 'mobx-react-lite';
import type { IdentifiedItem, InquiryFormStore } from '@mall/domain';
import { IDENTIFIED_FIELDS } from '@mall/domain';
import { Button, DialogActions, InlineNote, InquiryLineTable, Modal, TextArea } from '@mall/ui';
import { COLUMNS, FIELD_TITLES, fieldOf } from './columns.ts';

const STATUS_TEXT = {
  idle: '',
  pending: '正在识别，请稍候…',
  succeeded: '识别完成，请核对每行读到的内容，可直接修改后添加到询价明细',
  failed: '未能识别出询价明细，请检查文字后重试',
  error: '识别失败，请稍后重试',
} as const;

/** The columns of an identified line: what describes the product and how much of it. */
const IDENTIFIED_COLUMNS = COLUMNS.filter(({ field }) =>
  (IDENTIFIED_FIELDS as readonly string[]).includes(field),
);

/** The fields' names, e.g. '厚度、宽度'. */
const titlesOf = (fields: readonly string[]): string =>
  fields
    .map((name) => {
      const field = fieldOf(name);
      return field ? FIELD_TITLES[field] : name;
    })
    .join('、');

/** What the reading says of one item: complete, or the fields it lacks; and its notes. */
const itemSummary = (item: IdentifiedItem): string =>
  [
    item.missing.length === 0 ? '已识别' : `缺少${titlesOf(item.missing)}`,
    item.guessed.length > 0 && `推测了${titlesOf(item.guessed)}`,
    ...item.notes,
  ]
    .filter(Boolean)
    .join('；');

/**
 * 智能识别: the buyer pastes text (a list, a chat), the mall reads it asynchronously, and each
 * item read comes back as a line whose fields show what was read: those the reading assumed
 * are marked 推测，请核对, those the line's form needs and the text lacks 未识别，请填写. The
 * buyer corrects the lines here, then 添加到询价明细 puts them in the table.
 */
export const IdentifySection = observer(function IdentifySection({
  store,
}: {
  store: InquiryFormStore;
}) {
  const { identifyStatus, identifiedItems } = store;
  const readable = identifiedItems.flatMap((item) =>
    item.line ? [{ ...item, line: item.line }] : [],
  );
  const unread = identifiedItems.filter((item) => !item.line);
  return (
    <Modal
      title="智能识别"
      size="lg"
      open={store.identifyOpen}
      onOpenChange={store.setIdentifyOpen}
      trigger={<Button>智能识别</Button>}
      footer={
        <DialogActions onCancel={() => store.setIdentifyOpen(false)}>
          {readable.length > 0 && identifyStatus !== 'pending' ? (
            <>
              <Button onClick={() => store.clearIdentified()}>重新识别</Button>
              <Button variant="primary" onClick={() => store.acceptIdentified()}>
                添加到询价明细
              </Button>
            </>
          ) : (
            <Button
              variant="primary"
              loading={identifyStatus === 'pending'}
              disabled={store.identifyText.trim() === ''}
              onClick={() => void store.identify()}
            >
              开始识别
            </Button>
          )}
        </DialogActions>
      }
    >
      {readable.length === 0 && (
        <TextArea
          label="识别文字"
          rows={6}
          placeholder={
            '每行一条，例如：\n6063-T5 2.0*1250*2500 氧化 10吨\nA00 铝锭 30吨；铝棒 6061-T6 Φ50*3000 20支'
          }
          value={store.identifyText}
          onChange={(event) => store.setIdentifyText(event.target.value)}
        />
      )}
      <p role="status">{STATUS_TEXT[identifyStatus]}</p>
      {readable.length > 0 && (
        <>
          <ol aria-label="识别结果">
            {readable.map((item, index) => (
              <li key={item.line.key}>
                第 {index + 1} 行「{item.text}」：{itemSummary(item)}
              </li>
            ))}
          </ol>
          <InquiryLineTable
            columns={IDENTIFIED_COLUMNS}
            rows={readable.map((item) => store.identifiedView(item))}
            onChange={(key, name, value) => {
              const field = fieldOf(name);
              if (field) store.setIdentifiedField(key, field, value);
            }}
            onBlur={() => undefined}
            onAddLine={() => null}
            onRemove={store.removeIdentified}
          />
        </>
      )}
      {unread.length > 0 && (
        <ul aria-label="未能识别">
          {unread.map((item) => (
            <li key={item.text}>
              「{item.text}」：{item.reason}
            </li>
          ))}
        </ul>
      )}
      <InlineNote>交货城市和期望交期沿用表格中的填写，添加后仍可在表格中修改。</InlineNote>
    </Modal>
  );
});
