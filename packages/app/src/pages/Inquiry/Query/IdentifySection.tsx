import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { InquiryFormStore } from '@mall/domain';
import { Button, DialogActions, InlineNote, Modal, TextArea } from '@mall/ui';

const STATUS_TEXT = {
  idle: '',
  pending: '正在识别，请稍候…',
  succeeded: '识别完成，请核对后添加到询价明细',
  failed: '未能识别出询价明细，请检查文字后重试',
  error: '识别失败，请稍后重试',
} as const;

/**
 * 智能识别: the buyer pastes text (a list, a chat), the mall reads it asynchronously, and the
 * rows read come back with what could not be read named; 添加到询价明细 puts them in the
 * table, where they are checked like typed lines.
 */
export const IdentifySection = observer(function IdentifySection({
  store,
}: {
  store: InquiryFormStore;
}) {
  const { identified, identifyStatus } = store;
  const [open, setOpen] = useState(false);
  return (
    <Modal
      title="智能识别"
      size="lg"
      open={open}
      onOpenChange={setOpen}
      trigger={<Button>智能识别</Button>}
      footer={
        <DialogActions onCancel={() => setOpen(false)}>
          identified && identifyStatus === 'succeeded' ? (
          <Button
            variant="primary"
            onClick={() => {
              store.acceptIdentified();
              setOpen(false);
            }}
          >
            添加到询价明细
          </Button>
          ) : (
          <Button
            variant="primary"
            loading={identifyStatus === 'pending'}
            disabled={store.identifyText.trim() === ''}
            onClick={() => void store.identify()}
          >
            开始识别
          </Button>
          )
        </DialogActions>
      }
    >
      <TextArea
        label="识别文字"
        rows={6}
        placeholder={'每行一条，例如：\n6063-T5 2.0*1250*2500 氧化 10吨'}
        value={store.identifyText}
        onChange={(event) => store.setIdentifyText(event.target.value)}
      />
      <p role="status">{STATUS_TEXT[identifyStatus]}</p>
      {identified && (
        <ol aria-label="识别结果">
          {identified.rows.map((row) => (
            <li key={row.row}>
              第 {row.row} 行「{row.text}」：{row.reason ?? '已识别'}
            </li>
          ))}
        </ol>
      )}
      <InlineNote>识别结果添加后可在表格中修改。</InlineNote>
    </Modal>
  );
});
