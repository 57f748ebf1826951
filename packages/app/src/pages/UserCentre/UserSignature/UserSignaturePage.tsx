import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { createSealStore, maskMobile, type SealStore } from '@mall/domain';
import { SMS_TYPE } from '@mall/domain/contract';
import { sealOpenRequest, type SealOpenRequest } from '@mall/domain/contract/signature';
import {
  Button,
  Empty,
  ErrorState,
  FormLayout,
  InlineNote,
  Input,
  SealCard,
  SignatureTable,
  Skeleton,
  SmsCodeField,
  Stack,
} from '@mall/ui';
import { useFeature, useStores } from '../../../stores/StoresContext.tsx';
import { hrefTo } from '../../../routes/links.ts';
import { ListPager, listState } from '../../shared/pagedList.tsx';
import { useSmsCountdown } from '../../Gateway/shared/useSmsCountdown.ts';
import { openInNewTab } from '../../Orders/History/openInNewTab.ts';
import { RowAction } from '../../Orders/shared/RowAction.tsx';
import { CertifiedPanel } from '../CertifiedPanel.tsx';

const LABEL_WIDTH = '112px';

/**
 * center/userSignature (电子签章): whether the company's electronic seal is opened; the
 * administrator opens it (the authorised signer's name and mobile, confirmed by the SMS code sent
 * to the administrator's own mobile; the seal is drawn from the certified company name); the contracts signed with it, each
 * signed PDF viewable and downloadable. Contracts are signed from 历史合同.
 */
export const UserSignaturePage = () => (
  <CertifiedPanel title="电子签章" what="开通电子签章">
    {(isAdmin) => <SignatureScreen isAdmin={isAdmin} />}
  </CertifiedPanel>
);

const SignatureScreen = observer(function SignatureScreen({ isAdmin }: { isAdmin: boolean }) {
  const store = useFeature(createSealStore);
  useEffect(() => {
    void store.load();
  }, [store]);
  const { seal } = store;
  if (seal.status === 'error') {
    return <ErrorState message={seal.error} onRetry={() => void store.load()} />;
  }
  if (seal.status !== 'ready') return <Skeleton />;
  return (
    <Stack $gap={5}>
      {seal.data ? (
        <SealCard
          companyName={seal.data.companyName}
          sealImage={seal.data.sealImage}
          signerName={seal.data.signerName}
          signerMobile={maskMobile(seal.data.signerMobile)}
          openedAt={seal.data.openedAt}
          status="已开通"
        />
      ) : (
        <NotOpened store={store} isAdmin={isAdmin} />
      )}
      <Records store={store} />
    </Stack>
  );
});

const NotOpened = observer(function NotOpened({
  store,
  isAdmin,
}: {
  store: SealStore;
  isAdmin: boolean;
}) {
  if (!isAdmin) {
    return (
      <InlineNote role="status" aria-label="电子签章未开通">
        企业电子签章未开通。开通电子签章仅限企业管理员操作，请联系企业管理员。
      </InlineNote>
    );
  }
  if (store.opening) return <OpenForm store={store} />;
  return (
    <Stack $gap={3}>
      <InlineNote role="status" aria-label="电子签章未开通">
        企业电子签章未开通。开通后可在线签署销售合同，签章图案按企业认证名称生成。
      </InlineNote>
      <div>
        <Button variant="primary" onClick={store.startOpening}>
          开通电子签章
        </Button>
      </div>
    </Stack>
  );
});

const OpenForm = observer(function OpenForm({ store }: { store: SealStore }) {
  const countdown = useSmsCountdown();
  const adminMobile = useStores().session.user?.username ?? '';
  const { register, handleSubmit, formState } = useForm<SealOpenRequest>({
    resolver: zodResolver(sealOpenRequest),
    mode: 'onTouched',
    defaultValues: { signerName: '', signerMobile: '', smsCode: '' },
  });
  const { errors } = formState;
  const { open } = store;
  return (
    <FormLayout
      label="开通电子签章"
      $labelWidth={LABEL_WIDTH}
      onSubmit={(event) => void handleSubmit((request) => store.openSeal(request))(event)}
      actions={
        <>
          <Button type="submit" variant="primary" loading={open.pending}>
            确认开通
          </Button>
          <Button disabled={open.pending} onClick={store.cancelOpening}>
            取消
          </Button>
        </>
      }
    >
      <InlineNote>
        签章图案按企业认证名称生成；每次使用电子签章签署合同时，验证码将发送至授权签署人手机。
      </InlineNote>
      <Input
        label="签署人姓名"
        required
        $labelWidth={LABEL_WIDTH}
        placeholder="授权签署人的真实姓名"
        error={errors.signerName?.message}
        {...register('signerName')}
      />
      <Input
        label="签署人手机号"
        required
        $labelWidth={LABEL_WIDTH}
        inputMode="numeric"
        placeholder="接收签署验证码的手机号"
        error={errors.signerMobile?.message}
        {...register('signerMobile')}
      />
      <SmsCodeField
        label="短信验证码"
        required
        $labelWidth={LABEL_WIDTH}
        placeholder="6 位数字"
        inputMode="numeric"
        buttonLabel={countdown.label}
        canSend={countdown.canSend}
        sending={countdown.sending}
        onSend={() => void countdown.send(adminMobile, SMS_TYPE.bind)}
        error={errors.smsCode?.message}
        {...register('smsCode')}
      />
      <InlineNote>开通验证码将发送至企业管理员手机 {maskMobile(adminMobile)}</InlineNote>
      {open.error && <InlineNote role="alert">{open.error}</InlineNote>}
    </FormLayout>
  );
});

const Records = observer(function Records({ store }: { store: SealStore }) {
  const { records, pdf } = store;
  useEffect(() => {
    void records.load();
  }, [records]);
  return (
    <section aria-label="签署记录">
      <h3>签署记录</h3>
      <SignatureTable
        rows={records.rows.map((record) => ({
          key: record.id,
          contractNo: record.contractNo,
          orderNo: record.orderNo,
          signerName: record.signerName,
          signedAt: record.signedAt,
          actions: (
            <>
              <RowAction
                of={record.contractNo}
                disabled={pdf.pending !== null}
                onClick={() => openInNewTab(() => store.view(record))}
              >
                查看
              </RowAction>
              <RowAction
                of={record.contractNo}
                loading={pdf.pending === record.contractId}
                disabled={pdf.pending !== null}
                onClick={() => void store.download(record)}
              >
                下载
              </RowAction>
            </>
          ),
        }))}
        {...listState(records)}
        empty={
          <Empty
            description="暂无签署记录，可在历史合同中使用电子签章签署合同"
            action={<a href={hrefTo('orderHistory')}>前往历史合同</a>}
          />
        }
      />
      <ListPager list={records} />
    </section>
  );
});
