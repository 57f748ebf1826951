import type {
  CollectionCompany,
  FundsAccount,
  HeldDeposit,
  SettleStyle,
} from '../../contract/funds.ts';
import type { CapitalRecord, FundManagementInfo } from '../../contract/userCentre.ts';

/** The demo company's money: available, frozen (an auction deposit and a withdrawal), in all. */
export const fundInfoFixture: FundManagementInfo = {
  balance: '1520300.50',
  frozen: '20300.00',
  available: '1500000.50',
  depositsHeld: '65598.20',
};

/** One record of every kind, newest first, with the amounts after each. */
export const capitalRecordsFixture: CapitalRecord[] = [
  {
    id: 909,
    kind: 'recharge',
    direction: 'in',
    amount: '50000.00',
    availableAfter: '1500000.50',
    frozenAfter: '20300.00',
    reason: '银行转账充值至 佛山华铝商城有限公司 中国工商银行佛山分行 2013 0000 1234',
    refNo: 'ICBC20260318001',
    status: 'pending',
    time: '2026-03-18 10:20:00',
    voucherName: '工行回单.png',
  },
  {
    id: 908,
    kind: 'withdrawal',
    direction: 'freeze',
    amount: '20000.00',
    availableAfter: '1500000.50',
    frozenAfter: '20300.00',
    reason: '提现至 中国建设银行佛山南海支行 4400 1234 5678，待财务打款',
    refNo: null,
    status: 'pending',
    time: '2026-03-18 09:40:00',
  },
  {
    id: 907,
    kind: 'auctionDeposit',
    direction: 'freeze',
    amount: '300.00',
    availableAfter: '1520000.50',
    frozenAfter: '300.00',
    reason: '竞拍保证金冻结',
    refNo: '拍品 L2026031801',
    status: 'pending',
    time: '2026-03-17 16:05:00',
  },
  {
    id: 906,
    kind: 'supplement',
    direction: 'out',
    amount: '1200.00',
    availableAfter: '1520300.50',
    frozenAfter: '0.00',
    reason: '售后补款',
    refNo: 'SH20260316001',
    status: 'done',
    time: '2026-03-16 14:00:00',
  },
  {
    id: 905,
    kind: 'refund',
    direction: 'in',
    amount: '860.20',
    availableAfter: '1521500.50',
    frozenAfter: '0.00',
    reason: '订单退款',
    refNo: 'DD20260312008001',
    status: 'done',
    time: '2026-03-15 11:30:00',
  },
  {
    id: 904,
    kind: 'final',
    direction: 'out',
    amount: '45230.70',
    availableAfter: '1520640.30',
    frozenAfter: '0.00',
    reason: '支付尾款',
    refNo: 'DD20260310003001',
    status: 'done',
    time: '2026-03-14 09:10:00',
  },
  {
    id: 903,
    kind: 'diff',
    direction: 'out',
    amount: '1520.00',
    availableAfter: '1565871.00',
    frozenAfter: '0.00',
    reason: '支付差价款',
    refNo: 'DD20260310003001',
    status: 'done',
    time: '2026-03-12 15:45:00',
  },
  {
    id: 902,
    kind: 'deposit',
    direction: 'out',
    amount: '65598.20',
    availableAfter: '1567391.00',
    frozenAfter: '0.00',
    reason: '支付定金',
    refNo: 'DD20260310003001',
    status: 'done',
    time: '2026-03-10 10:00:00',
  },
  {
    id: 901,
    kind: 'opening',
    direction: 'in',
    amount: '1632989.20',
    availableAfter: '1632989.20',
    frozenAfter: '0.00',
    reason: '期初余额',
    refNo: null,
    status: 'done',
    time: '2026-03-01 08:00:00',
  },
];

/** What the frozen money is held for. */
/** A recharge finance rejected, with its reason (added to the records by the stories that need it). */
export const rejectedRechargeFixture: CapitalRecord = {
  id: 910,
  kind: 'recharge',
  direction: 'in',
  amount: '30000.00',
  availableAfter: '1500000.50',
  frozenAfter: '20300.00',
  reason: '电汇充值至 佛山华铝商城有限公司 中国建设银行佛山分行 4400 0000 5678',
  refNo: 'CCB20260318002',
  status: 'rejected',
  time: '2026-03-18 10:40:00',
  voucherName: '建行回单.jpg',
  rejectReason: '未查询到该笔转账，请核对流水号后重新提交',
};

export const depositDetailsFixture: HeldDeposit[] = [
  {
    kind: 'withdrawal',
    refNo: '提现 908',
    amount: '20000.00',
    reason: '提现至 中国建设银行佛山南海支行 4400 1234 5678，待财务打款',
    time: '2026-03-18 09:40:00',
  },
  {
    kind: 'auctionDeposit',
    refNo: '拍品 L2026031801',
    amount: '300.00',
    reason: '竞拍保证金，未中标解冻，中标转为货款',
    time: '2026-03-17 16:05:00',
  },
  {
    kind: 'order',
    refNo: 'DD20260310003001',
    amount: '65598.20',
    reason: '订单定金，订单完成或取消后结清',
    time: '2026-03-10 10:00:00',
  },
];

export const collectionCompaniesFixture: CollectionCompany[] = [
  { companyName: '佛山华铝商城有限公司' },
];

export const fundsAccountsFixture: FundsAccount[] = [
  {
    id: 1,
    companyName: '佛山华铝商城有限公司',
    bankName: '中国工商银行佛山分行',
    accountNo: '2013 0000 1234',
  },
  {
    id: 2,
    companyName: '佛山华铝商城有限公司',
    bankName: '中国农业银行佛山南海支行',
    accountNo: '4456 0000 7788',
  },
];

export const settleStylesFixture: SettleStyle[] = [
  { id: 1, name: '银行转账' },
  { id: 2, name: '电汇' },
];
