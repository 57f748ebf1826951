import { useEffect, useState, type FormEventHandler, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { createFundsStore, formatMoney, statusOf } from '@mall/domain';
import type { FundsStore } from '@mall/domain';
import {
  HELD_KIND_LABELS,
  WITHDRAW_SMS_TYPE,
  canDeleteRecord,
  rechargeDraft,
  withdrawRequest,
} from '@mall/domain/contract/funds';
import { SMS_CODE_REFUSED } from '@mall/domain/contract/gateway';
import type { RechargeDraft, WithdrawRequest } from '@mall/domain/contract/funds';
import { CAPITAL_KINDS, CAPITAL_KIND_LABELS } from '@mall/domain/contract/userCentre';
import type { CapitalRecord } from '@mall/domain/contract/userCentre';
import {
  Button,
  DialogActions,
  CapitalFilterBar,
  CapitalRecordTable,
  ConfirmDialog,
  Empty,
  ErrorState,
  FileField,
  FormLayout,
  FundSummary,
  HeldDepositTable,
  InlineNote,
  Input,
  Modal,
  RowActions,
  Select,
  Skeleton,
  SmsCodeField,
  Stack,
  Tabs,
  type CapitalRecordRow,
} from '@mall/ui';
import { useFeature, useStores } from '../../../stores/StoresContext.tsx';
import { CertifiedPanel } from '../CertifiedPanel.tsx';
import { ListPager, listEmpty, listState } from '../../shared/pagedList.tsx';
import { useSmsCountdown } from '../../Gateway/shared/useSmsCountdown.ts';
import { idSelect } from '../../shared/idSelect.ts';
import { IMAGE_UPLOAD_ACCEPT, IMAGE_UPLOAD_MAX_BYTES } from '@mall/domain/contract/userCentre';

/**
 * userFundManage (资金管理): the company's available, frozen and total money and the deposits its
 * orders hold; the capital record (by kind and dates, paged; a recharge's voucher viewable, a
 * rejected one with finance's reason, one finance has not confirmed may be deleted) and what the
 * frozen money is held for; a recharge by offline transfer with its voucher image and, for the
 * administrator, a withdrawal with an SMS code, each confirmed before it is sent once.
 */
export const FundManagePage = () => (
  <CertifiedPanel title="资金管理" what="管理资金">
    {() => <Funds />}
  </CertifiedPanel>
);

const Funds = observer(function Funds() {
  const store = useFeature(createFundsStore);
  const [tab, setTab] = useState('records');

  useEffect(() => {
    void store.load();
  }, [store]);

  return (
    <Stack $gap={4}>
      <Summary store={store} />
      <Tabs
        label="资金明细"
        items={[
          { value: 'records', label: '资金记录' },
          { value: 'deposits', label: '保证金明细' },
        ]}
        value={tab}
        onValueChange={setTab}
      >
        {tab === 'records' ? <Records store={store} /> : <Deposits store={store} />}
      </Tabs>
      <RechargeDialog store={store} />
      <WithdrawDialog store={store} />
      <ConfirmAction store={store} />
      <VoucherDialog store={store} />
    </Stack>
  );
});

const Summary = observer(function Summary({ store }: { store: FundsStore }) {
  const { session } = useStores();
  const { info } = store;
  if (info.status === 'error') {
    return <ErrorState message={info.error} onRetry={() => void store.load()} />;
  }
  if (!info.data) return <Skeleton />;
  const { available, frozen, balance, depositsHeld } = info.data;
  return (
    <FundSummary
      figures={[
        { label: '可用余额', value: formatMoney(available) },
        { label: '冻结金额', value: formatMoney(frozen), hint: '竞拍保证金、待打款的提现' },
        { label: '账户总额', value: formatMoney(balance), hint: '可用余额 + 冻结金额' },
        { label: '订单定金', value: formatMoney(depositsHeld), hint: '已支付、订单未结清' },
      ]}
      actions={
        <>
          <Button variant="primary" onClick={() => void store.openRecharge()}>
            充值
          </Button>
          {session.isAdmin ? (
            <Button onClick={store.openWithdraw}>提现</Button>
          ) : (
            <InlineNote>提现仅限企业管理员操作</InlineNote>
          )}
        </>
      }
    />
  );
});

/** A record's amount, signed by how it moved the money. */
const signedAmount = ({ direction, amount }: CapitalRecord): string => {
  const money = formatMoney(amount);
  if (direction === 'in') return `+${money}`;
  if (direction === 'out') return `-${money}`;
  return `${direction === 'freeze' ? '冻结' : '解冻'} ${money}`;
};

/** What a record was, with its reference and, when finance rejected it, the reason. */
const reasonOf = ({ reason, refNo, rejectReason }: CapitalRecord): string => {
  const what = refNo ? `${reason}（${refNo}）` : reason;
  return rejectReason ? `${what}。驳回原因：${rejectReason}` : what;
};

/** A record's actions (it has one): view its voucher, delete it while finance has not confirmed it. */
const RecordActions = observer(function RecordActions({
  store,
  record,
}: {
  store: FundsStore;
  record: CapitalRecord;
}) {
  const name = record.refNo ?? String(record.id);
  return (
    <RowActions label={`资金记录 ${name}`}>
      {record.voucherName && (
        <Button
          variant="text"
          size="sm"
          aria-label={`查看转账凭证 ${name}`}
          loading={store.voucherFetch.pending === record.id}
          onClick={() => void store.showVoucher(record)}
        >
          凭证
        </Button>
      )}
      {canDeleteRecord(record) && (
        <ConfirmDialog
          title="删除资金记录"
          content={`确定删除这条待确认的充值记录（${formatMoney(record.amount)}）吗？`}
          confirmText="删除"
          danger
          onConfirm={() => store.deleteRecord(record.id)}
          trigger={
            <Button variant="text" size="sm" aria-label={`删除充值记录 ${name}`}>
              删除
            </Button>
          }
        />
      )}
    </RowActions>
  );
});

const Records = observer(function Records({ store }: { store: FundsStore }) {
  const { records } = store;
  const toRow = (record: CapitalRecord): CapitalRecordRow => ({
    key: record.id,
    time: record.time,
    kind: CAPITAL_KIND_LABELS[record.kind],
    amount: signedAmount(record),
    incoming: record.direction === 'in' || record.direction === 'release',
    availableAfter: formatMoney(record.availableAfter),
    frozenAfter: formatMoney(record.frozenAfter),
    reason: reasonOf(record),
    status: statusOf('capital', record.status),
    action:
      record.voucherName || canDeleteRecord(record) ? (
        <RecordActions store={store} record={record} />
      ) : undefined,
  });
  return (
    <Stack $gap={3}>
      <CapitalFilterBar
        // A new filter from outside (清空筛选) shows in the fields: the bar starts again from it.
        key={JSON.stringify(records.filter)}
        value={{
          kind: records.filter.kind ?? '',
          from: records.filter.from ?? '',
          to: records.filter.to ?? '',
        }}
        kinds={CAPITAL_KINDS.map((kind) => ({ value: kind, label: CAPITAL_KIND_LABELS[kind] }))}
        onSearch={({ kind, from, to }) => {
          const chosen = CAPITAL_KINDS.find((option) => option === kind);
          void records.setFilter({
            ...(chosen && { kind: chosen }),
            ...(from && { from }),
            ...(to && { to }),
          });
        }}
        onReset={() => void records.setFilter({})}
      />
      <CapitalRecordTable
        rows={records.rows.map(toRow)}
        {...listState(records)}
        empty={listEmpty({
          filter: records.filter,
          what: '资金记录',
          empty: <Empty description="暂无资金记录" />,
          onClear: () => void records.setFilter({}),
        })}
      />
      <ListPager list={records} />
    </Stack>
  );
});

const Deposits = observer(function Deposits({ store }: { store: FundsStore }) {
  const { deposits } = store;
  return (
    <HeldDepositTable
      rows={(deposits.data ?? []).map((held, index) => ({
        key: `${held.kind}-${held.refNo}-${index}`,
        kind: HELD_KIND_LABELS[held.kind],
        refNo: held.refNo,
        amount: formatMoney(held.amount),
        reason: held.reason,
        time: held.time,
      }))}
      loading={deposits.status === 'loading' || deposits.status === 'idle'}
      error={deposits.status === 'error' ? deposits.error : undefined}
      onRetry={() => void deposits.load()}
      empty={<Empty description="暂无冻结的资金" />}
    />
  );
});

const LABEL_WIDTH = '96px';

const VoucherImage = styled.img`
  display: block;
  max-width: 100%;
  max-height: 60vh;
  margin: 0 auto;
`;

const FORM_DIALOGS = {
  recharge: { title: '充值', submit: '提交充值' },
  withdraw: { title: '提现', submit: '提交提现' },
} as const;

/**
 * The dialog of a money form: open while the store says so, not closable while its action is in
 * flight, with the send button and the failure under the fields.
 */
const FundsFormDialog = observer(function FundsFormDialog({
  store,
  kind,
  onSubmit,
  children,
  shownAtField,
}: {
  store: FundsStore;
  kind: 'recharge' | 'withdraw';
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
  /** A refusal already shown at its field, not repeated under the form. */
  shownAtField?: string;
}) {
  const flight = kind === 'recharge' ? store.recharge : store.withdraw;
  const { title, submit } = FORM_DIALOGS[kind];
  return (
    <Modal
      title={title}
      size="md"
      open={store.dialog === kind}
      onOpenChange={(open) => {
        if (!open && !flight.pending) store.closeDialog();
      }}
    >
      <FormLayout
        label={title}
        $labelWidth={LABEL_WIDTH}
        onSubmit={onSubmit}
        actions={
          <DialogActions cancelDisabled={flight.pending} onCancel={() => store.closeDialog()}>
            <Button type="submit" variant="primary" loading={flight.pending}>
              {submit}
            </Button>
          </DialogActions>
        }
      >
        {children}
        {flight.error && flight.error !== shownAtField && (
          <InlineNote role="alert">{flight.error}</InlineNote>
        )}
      </FormLayout>
    </Modal>
  );
});

const RechargeDialog = observer(function RechargeDialog({ store }: { store: FundsStore }) {
  const { accounts, settleStyles, companies } = store;
  const { register, handleSubmit, formState, setValue, control } = useForm<RechargeDraft>({
    resolver: zodResolver(rechargeDraft),
    mode: 'onTouched',
    defaultValues: { amount: '', collectionAccountId: 0, settleStyleId: 0, serialNo: '' },
  });
  const { errors } = formState;
  // Read here, where the observer tracks them (a Controller's render is not tracked).
  const accountOptions = (accounts.data ?? []).map(({ id, bankName, accountNo }) => ({
    value: id,
    label: `${bankName} ${accountNo}`,
  }));
  const settleOptions = (settleStyles.data ?? []).map(({ id, name }) => ({
    value: id,
    label: name,
  }));
  return (
    <FundsFormDialog
      store={store}
      kind="recharge"
      onSubmit={(event) => {
        store.checkVoucher();
        void handleSubmit(store.askRecharge)(event);
      }}
    >
      <InlineNote>
        请先通过银行线下转账至以下收款账户，再填写转账信息；财务确认到账后计入可用余额。
      </InlineNote>
      <Select
        label="收款公司"
        required
        $labelWidth={LABEL_WIDTH}
        options={(companies.data ?? []).map(({ companyName }) => ({
          value: companyName,
          label: companyName,
        }))}
        value={store.collectionCompany}
        onValueChange={(company) => {
          setValue('collectionAccountId', 0);
          void store.chooseCompany(company);
        }}
      />
      <Controller
        control={control}
        name="collectionAccountId"
        render={({ field }) => (
          <Select
            label="收款账户"
            required
            $labelWidth={LABEL_WIDTH}
            placeholder="选择收款账户"
            options={accountOptions}
            error={errors.collectionAccountId?.message}
            {...idSelect(field)}
          />
        )}
      />
      <Controller
        control={control}
        name="settleStyleId"
        render={({ field }) => (
          <Select
            label="结算方式"
            required
            $labelWidth={LABEL_WIDTH}
            placeholder="选择结算方式"
            options={settleOptions}
            error={errors.settleStyleId?.message}
            {...idSelect(field)}
          />
        )}
      />
      <Input
        label="充值金额"
        required
        $labelWidth={LABEL_WIDTH}
        inputMode="decimal"
        placeholder="转账的金额(元)"
        error={errors.amount?.message}
        {...register('amount')}
      />
      <Input
        label="转账流水号"
        required
        $labelWidth={LABEL_WIDTH}
        placeholder="银行回单上的流水号"
        error={errors.serialNo?.message}
        {...register('serialNo')}
      />
      <FileField
        label="转账凭证"
        required
        $labelWidth={LABEL_WIDTH}
        accept={IMAGE_UPLOAD_ACCEPT}
        typeNames="JPG、PNG"
        maxBytes={IMAGE_UPLOAD_MAX_BYTES}
        fileName={store.voucher.fileName}
        uploading={store.voucher.uploading}
        hint="银行回单的照片或截图"
        error={store.voucher.error}
        onFileChange={(file) => void store.chooseVoucher(file)}
      />
    </FundsFormDialog>
  );
});

/** A mobile number as shown beside its SMS code: 138****0001. */
const masked = (mobile: string) => mobile.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2');

const WithdrawDialog = observer(function WithdrawDialog({ store }: { store: FundsStore }) {
  const { info } = store;
  const mobile = useStores().session.user?.username ?? '';
  const countdown = useSmsCountdown();
  const { register, handleSubmit, formState, setError } = useForm<WithdrawRequest>({
    resolver: zodResolver(withdrawRequest),
    mode: 'onTouched',
    defaultValues: { amount: '', smsCode: '' },
  });
  const { errors } = formState;
  // The mall refused the SMS code: said at its field; the amount typed stays.
  const codeRefused = store.withdraw.error === SMS_CODE_REFUSED ? store.withdraw.error : undefined;
  const send = (request: WithdrawRequest) => {
    const problem = store.withdrawProblem(request.amount);
    if (problem) setError('amount', { message: problem }, { shouldFocus: true });
    else store.ask({ kind: 'withdraw', request });
  };
  return (
    <FundsFormDialog
      store={store}
      kind="withdraw"
      onSubmit={(event) => void handleSubmit(send)(event)}
      shownAtField={codeRefused}
    >
      <InlineNote>
        可用余额 {formatMoney(info.data?.available ?? '0')}
        。提现至企业备案的银行账户，金额先冻结，财务打款后从冻结金额中扣除。
      </InlineNote>
      <Input
        label="提现金额"
        required
        $labelWidth={LABEL_WIDTH}
        inputMode="decimal"
        placeholder="不超过可用余额(元)"
        error={errors.amount?.message}
        {...register('amount')}
      />
      <SmsCodeField
        label="短信验证码"
        required
        $labelWidth={LABEL_WIDTH}
        placeholder={`发送至 ${masked(mobile)}`}
        inputMode="numeric"
        buttonLabel={countdown.label}
        canSend={countdown.canSend}
        sending={countdown.sending}
        onSend={() => void countdown.send(mobile, WITHDRAW_SMS_TYPE)}
        error={errors.smsCode?.message ?? codeRefused}
        {...register('smsCode')}
      />
    </FundsFormDialog>
  );
});

/**
 * A recharge's voucher image, shown over the page through a data: URL (the policy's img-src
 * allows it, and nothing has to fetch a blob: URL).
 */
const VoucherDialog = observer(function VoucherDialog({ store }: { store: FundsStore }) {
  const shown = store.shownVoucher;
  const [url, setUrl] = useState('');
  useEffect(() => {
    if (!shown) return undefined;
    const reader = new FileReader();
    reader.onload = () => setUrl(typeof reader.result === 'string' ? reader.result : '');
    reader.readAsDataURL(shown.file.blob);
    return () => {
      reader.abort();
      setUrl('');
    };
  }, [shown]);
  return (
    <Modal
      title={shown?.title ?? '转账凭证'}
      size="md"
      open={shown !== null}
      onOpenChange={(open) => {
        if (!open) store.closeVoucher();
      }}
    >
      {url && <VoucherImage src={url} alt={shown?.title ?? '转账凭证'} />}
    </Modal>
  );
});

const ConfirmAction = observer(function ConfirmAction({ store }: { store: FundsStore }) {
  const asked = store.confirming;
  const recharge = asked?.kind === 'recharge';
  const amount = asked ? formatMoney(asked.request.amount) : '';
  return (
    <ConfirmDialog
      title={recharge ? '确认充值' : '确认提现'}
      content={
        recharge
          ? `确认已转账 ${amount} 并提交充值申请？财务确认到账后计入可用余额。`
          : `确认提现 ${amount}？提交后金额将被冻结，财务打款后到账。`
      }
      confirmText={recharge ? '确认充值' : '确认提现'}
      open={asked !== null}
      onOpenChange={(open) => {
        if (!open) store.cancelConfirm();
      }}
      onConfirm={() => store.confirm()}
    />
  );
});
