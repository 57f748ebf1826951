import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { Modal } from '../Modal/Modal.tsx';
import { RadioGroup } from '../RadioGroup/RadioGroup.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { TextArea } from '../TextArea/TextArea.tsx';
import { space } from '../theme/index.ts';

/** Longest remark (the contract's REMARK_MAX). */
const REMARK_MAX = 200;

export interface CancelOrderDialogProps {
  /** Whether the dialog is open (controlled). */
  open: boolean;
  /** Called when it opens or closes (我再想想, the close button, Esc). */
  onOpenChange: (open: boolean) => void;
  /** The order being cancelled. */
  orderNo: string;
  /** The reasons to choose from (getAllCancelReason). */
  reasons: readonly { id: number; reason: string }[];
  /** Shows a placeholder while the reasons load. */
  loadingReasons?: boolean;
  /** The cancellation is in flight: 确定取消 spins and nothing can be changed. */
  pending?: boolean;
  /** The client's message when the cancellation failed; the choices stay. */
  error?: string;
  /** Called by 确定取消 once a reason is chosen. */
  onConfirm: (value: { reasonId: number; remark: string }) => void;
}

const Body = styled.div`
  display: grid;
  gap: ${space(4)};
`;

const OrderNo = styled.p`
  margin: 0;
  font-variant-numeric: tabular-nums;
`;

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
`;

/**
 * 取消订单: the order number, a required reason (请选择取消原因 at the field), an optional remark
 * of up to 200 characters, and 确定取消 / 我再想想. What was chosen stays after a failure.
 */
export function CancelOrderDialog({
  open,
  onOpenChange,
  orderNo,
  reasons,
  loadingReasons = false,
  pending = false,
  error,
  onConfirm,
}: CancelOrderDialogProps) {
  const [reasonId, setReasonId] = useState('');
  const [remark, setRemark] = useState('');
  const [missing, setMissing] = useState(false);

  const handleOpenChange = (next: boolean) => {
    if (pending) return;
    if (!next) {
      setReasonId('');
      setRemark('');
      setMissing(false);
    }
    onOpenChange(next);
  };

  const handleConfirm = () => {
    if (reasonId === '') {
      setMissing(true);
      return;
    }
    onConfirm({ reasonId: Number(reasonId), remark: remark.trim() });
  };

  return (
    <Modal
      title="取消订单"
      size="sm"
      open={open}
      onOpenChange={handleOpenChange}
      footer={
        <>
          <Button disabled={pending} onClick={() => handleOpenChange(false)}>
            我再想想
          </Button>
          <Button variant="primary" loading={pending} onClick={handleConfirm}>
            确定取消
          </Button>
        </>
      }
    >
      <Body>
        <OrderNo>订单号：{orderNo}</OrderNo>
        {loadingReasons ? (
          <Skeleton lines={3} />
        ) : (
          <RadioGroup
            label="取消原因"
            required
            options={reasons.map(({ id, reason }) => ({ value: String(id), label: reason }))}
            value={reasonId}
            onValueChange={(value) => {
              setReasonId(value);
              setMissing(false);
            }}
            error={missing ? '请选择取消原因' : undefined}
            disabled={pending}
          />
        )}
        <TextArea
          label="备注"
          $labelWidth="40px"
          maxLength={REMARK_MAX}
          rows={3}
          placeholder="选填，最多 200 个字"
          value={remark}
          disabled={pending}
          onChange={(event) => setRemark(event.target.value)}
        />
        {error && <Failure role="alert">{error}</Failure>}
      </Body>
    </Modal>
  );
}
