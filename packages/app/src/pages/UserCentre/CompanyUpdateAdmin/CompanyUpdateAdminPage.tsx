import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { createAdminChangeStore, type AdminChangeStore } from '@mall/domain';
import { SMS_TYPE } from '@mall/domain/contract';
import { ADMIN_CHANGE_STATUS_LABELS, adminChangeDraft } from '@mall/domain/contract/staff';
import type { AdminChange, AdminChangeDraft } from '@mall/domain/contract/staff';
import {
  Button,
  DeliveryFacts,
  ErrorState,
  FileField,
  FormLayout,
  InlineNote,
  Input,
  Skeleton,
  Stack,
} from '@mall/ui';
import { useFeature } from '../../../stores/StoresContext.tsx';
import { CertifiedPanel } from '../CertifiedPanel.tsx';
import { MobileSmsCodeField } from '../MobileSmsCodeField.tsx';
import { IMAGE_UPLOAD_ACCEPT, IMAGE_UPLOAD_MAX_BYTES } from '@mall/domain/contract/userCentre';

const LABEL_WIDTH = '112px';

/**
 * userInfo/companyUpdateAdmin (变更管理员), the company administrator's: the latest request and
 * its state (审核中, 已通过, 已驳回 with the reason); a new request names an employee's mobile,
 * proved by the SMS code sent to it, with the authorisation letter (JPG or PNG, at most 5 MB).
 * The back office decides; on approval the roles swap after reminder 006 / 007 refreshes the user.
 */
export const CompanyUpdateAdminPage = () => (
  <CertifiedPanel title="变更管理员" what="变更管理员">
    {(isAdmin) =>
      isAdmin ? (
        <AdminChangeScreen />
      ) : (
        <InlineNote>变更管理员仅限企业管理员操作，如需变更，请联系企业管理员。</InlineNote>
      )
    }
  </CertifiedPanel>
);

const AdminChangeScreen = observer(function AdminChangeScreen() {
  const store = useFeature(createAdminChangeStore);
  useEffect(() => {
    void store.load();
  }, [store]);
  const { latest } = store;
  if (latest.status === 'error') {
    return <ErrorState message={latest.error} onRetry={() => void store.load()} />;
  }
  if (latest.status !== 'ready') return <Skeleton />;
  return (
    <Stack $gap={4}>
      {latest.data && <RequestState store={store} request={latest.data} />}
      {store.formShown && <RequestForm store={store} />}
    </Stack>
  );
});

const RequestState = observer(function RequestState({
  store,
  request,
}: {
  store: AdminChangeStore;
  request: AdminChange;
}) {
  const label = ADMIN_CHANGE_STATUS_LABELS[request.status];
  return (
    <section aria-label="变更申请">
      <InlineNote role="status" aria-label={`变更申请${label}`}>
        {request.status === 'pending' && '变更申请审核中，审核通过后新管理员即生效。'}
        {request.status === 'approved' && '变更申请已通过。'}
        {request.status === 'rejected' &&
          `变更申请已驳回。驳回原因：${request.rejectReason ?? '-'}`}
      </InlineNote>
      <DeliveryFacts
        facts={[
          { label: '申请状态', value: label },
          { label: '新管理员', value: `${request.realname}（${request.mobile}）` },
          { label: '授权书', value: request.letterFileName },
          { label: '提交时间', value: request.submittedAt },
          { label: '审核时间', value: request.decidedAt ?? '-' },
        ]}
      />
      {request.status !== 'pending' && !store.asking && (
        <Button variant="primary" onClick={store.askAgain}>
          重新申请
        </Button>
      )}
    </section>
  );
});

const RequestForm = observer(function RequestForm({ store }: { store: AdminChangeStore }) {
  const { register, handleSubmit, formState, trigger, getValues } = useForm<AdminChangeDraft>({
    resolver: zodResolver(adminChangeDraft),
    mode: 'onTouched',
    defaultValues: { mobile: '', smsCode: '' },
  });
  const { errors } = formState;
  const { letter, submit } = store;
  return (
    <FormLayout
      label="变更管理员申请"
      $labelWidth={LABEL_WIDTH}
      onSubmit={(event) => {
        store.checkLetter();
        void handleSubmit((draft) => store.send(draft))(event);
      }}
      actions={
        <Button type="submit" variant="primary" loading={submit.pending}>
          提交申请
        </Button>
      }
    >
      <InlineNote>
        新管理员须为本企业在职员工；提交后由平台审核，通过后原管理员变为企业员工。
      </InlineNote>
      <Input
        label="新管理员手机号"
        required
        $labelWidth={LABEL_WIDTH}
        inputMode="numeric"
        placeholder="本企业员工的手机号"
        error={errors.mobile?.message}
        {...register('mobile')}
      />
      <MobileSmsCodeField
        $labelWidth={LABEL_WIDTH}
        smsType={SMS_TYPE.bind}
        mobile={() =>
          trigger('mobile').then((valid) => (valid ? getValues('mobile').trim() : null))
        }
        error={errors.smsCode?.message}
        {...register('smsCode')}
      />
      <FileField
        label="授权书"
        required
        $labelWidth={LABEL_WIDTH}
        accept={IMAGE_UPLOAD_ACCEPT}
        typeNames="JPG、PNG"
        maxBytes={IMAGE_UPLOAD_MAX_BYTES}
        fileName={letter.fileName}
        uploading={letter.uploading}
        hint="加盖企业公章的授权书"
        error={letter.error}
        onFileChange={(file) => void store.chooseLetter(file)}
      />
      {submit.error && <InlineNote role="alert">{submit.error}</InlineNote>}
    </FormLayout>
  );
});
