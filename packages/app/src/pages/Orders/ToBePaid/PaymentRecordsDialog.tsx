import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { formatMoney, type Resource } from '@mall/domain';
import { PAY_TYPE_LABELS } from '@mall/domain/contract/orders';
import { StateTag } from '../../shared/StateTag.tsx';
import type { PaymentRecord } from '@mall/domain/contract/orders';
import { Currency, Empty, Modal, Table } from '@mall/ui';
import { listStateOf } from '../shared/resourceState.ts';

export interface PaymentRecordsDialogProps {
  /** The order's number, in the title. */
  orderNo: string;
  /** Its deposit payment records (first/pay/{id}); loaded when the dialog opens. */
  records: Resource<PaymentRecord[]>;
  /** Called when the dialog closes. */
  onClose: () => void;
}

const columns = [
  { key: 'createdAt', title: '付款时间' },
  {
    key: 'payType',
    title: '支付方式',
    render: (record: PaymentRecord) => PAY_TYPE_LABELS[record.payType],
  },
  {
    key: 'amount',
    title: '金额(元)',
    align: 'right' as const,
    render: (record: PaymentRecord) => <Currency>{formatMoney(record.amount)}</Currency>,
  },
  {
    key: 'status',
    title: '状态',
    render: (record: PaymentRecord) => <StateTag subject="payment" state={record.status} />,
  },
  {
    key: 'voucherNo',
    title: '转账流水号',
    render: (record: PaymentRecord) => record.voucherNo ?? '—',
  },
];

/** 支付记录 of an order's deposit, in a dialog. */
export const PaymentRecordsDialog = observer(function PaymentRecordsDialog({
  orderNo,
  records,
  onClose,
}: PaymentRecordsDialogProps) {
  useEffect(() => {
    void records.load();
  }, [records]);
  return (
    <Modal
      title={`支付记录 ${orderNo}`}
      size="lg"
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Table
        label="支付记录"
        columns={columns}
        rows={records.data ?? []}
        rowKey={(record) => record.payId}
        {...listStateOf(records, () => void records.load())}
        empty={<Empty description="暂无支付记录" />}
      />
    </Modal>
  );
});
