import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { maskMobile, type ContractSigningStore } from '@mall/domain';
import type { CompanySeal, SignConfirmForm } from '@mall/domain/contract/signature';
import { signConfirmForm } from '@mall/domain/contract/signature';
import {
  Button,
  DialogActions,
  ConfirmDialog,
  DeliveryFacts,
  ErrorState,
  InlineNote,
  Modal,
  Skeleton,
  Stack,
} from '@mall/ui';
import { SMS_TYPE } from '@mall/domain/contract';
import { hrefTo } from '../../../routes/links.ts';
import { MobileSmsCodeField } from '../MobileSmsCodeField.tsx';

/**
 * 签署 from 历史合同: the contract signed with the company's electronic seal. It says so when the
 * contract is signed already or the seal is not opened; otherwise the SMS code sent to the seal's
 * signer, a confirm step, and the signing sent once. The signed PDF is then what 查看合同 and
 * 下载合同 fetch.
 */
export const SignContractDialog = observer(function SignContractDialog({
  signing,
}: {
  signing: ContractSigningStore;
}) {
  const { contract, state, note } = signing;
  if (!contract) return null;
  const failed = signing.seal.status === 'error' || signing.signing.status === 'error';
  return (
    <Modal
      title="签署合同"
      size="md"
      open
      onOpenChange={(next) => {
        if (!next) signing.cancel();
      }}
    >
      <Stack $gap={4}>
        <p>
          合同编号：{contract.contractNo}（订单 {contract.orderNo}）
        </p>
        {failed && (
          <ErrorState
            message={signing.seal.error || signing.signing.error}
            onRetry={() => void signing.start(contract)}
          />
        )}
        {!failed && state === 'loading' && <Skeleton />}
        {note && (
          <InlineNote role="status" aria-label={note}>
            {note}
            {state === 'notOpened' && (
              <>
                ，<a href={hrefTo('userSignature')}>前往电子签章</a>
              </>
            )}
          </InlineNote>
        )}
        {state === 'signed' && signing.signing.data && (
          <DeliveryFacts
            facts={[
              { label: '签署人', value: signing.signing.data.signerName },
              { label: '签署时间', value: signing.signing.data.signedAt },
            ]}
          />
        )}
        {state === 'ready' && signing.seal.data && (
          <SignForm signing={signing} seal={signing.seal.data} />
        )}
      </Stack>
    </Modal>
  );
});

const SignForm = observer(function SignForm({
  signing,
  seal,
}: {
  signing: ContractSigningStore;
  seal: CompanySeal;
}) {
  const [confirming, setConfirming] = useState(false);
  const { register, handleSubmit, formState, getValues } = useForm<SignConfirmForm>({
    resolver: zodResolver(signConfirmForm),
    mode: 'onTouched',
    defaultValues: { smsCode: '' },
  });
  const { sign, contract } = signing;
  return (
    <form
      aria-label="签署合同"
      noValidate
      onSubmit={(event) => void handleSubmit(() => setConfirming(true))(event)}
    >
      <Stack $gap={4}>
        <DeliveryFacts
          facts={[
            { label: '签章企业', value: seal.companyName },
            { label: '授权签署人', value: seal.signerName },
          ]}
        />
        <InlineNote>验证码将发送至授权签署人手机 {maskMobile(seal.signerMobile)}</InlineNote>
        <MobileSmsCodeField
          smsType={SMS_TYPE.bind}
          mobile={() => Promise.resolve(seal.signerMobile)}
          error={formState.errors.smsCode?.message}
          {...register('smsCode')}
        />
        {sign.error && <InlineNote role="alert">{sign.error}</InlineNote>}
        <DialogActions cancelDisabled={sign.pending} onCancel={() => signing.cancel()}>
          <Button type="submit" variant="primary" loading={sign.pending}>
            签署
          </Button>
        </DialogActions>
      </Stack>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="确认签署"
        content={`确定使用企业电子签章签署合同 ${contract?.contractNo ?? ''} 吗？签署后不可撤销。`}
        confirmText="确认签署"
        cancelText="取消"
        onConfirm={() => signing.send(getValues('smsCode').trim())}
      />
    </form>
  );
});
