import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Navigate } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { createCertificationStore } from '@mall/domain';
import type { CertificationStore } from '@mall/domain';
import {
  CERTIFICATION_STATES,
  IMAGE_UPLOAD_ACCEPT,
  IMAGE_UPLOAD_MAX_BYTES,
  companyCertDraft,
} from '@mall/domain/contract/userCentre';
import type { CompanyCertDraft } from '@mall/domain/contract/userCentre';
import {
  Button,
  CertificationNotice,
  DeliveryFacts,
  ErrorState,
  FileField,
  FormLayout,
  Input,
  Panel,
  Skeleton,
  Stack,
} from '@mall/ui';
import { useFeature } from '../../../stores/StoresContext.tsx';
import { pathTo } from '../../../routes/links.ts';

/**
 * userInfo/companyCreate (企业认证): an uncertified user sends the company's name, its unified
 * social credit code (checked with its GB 32100 check character), the legal representative, a
 * photo of the business licence (JPG or PNG, checked by its content) and a contact; then 审核中
 * until the mall decides. A refused one comes back filled, with the reason. A certified user
 * goes to companyInfo.
 */
export const CompanyCreatePage = observer(function CompanyCreatePage() {
  const store = useFeature(createCertificationStore);
  const { certification } = store;

  useEffect(() => {
    void store.load();
  }, [store]);

  const body = () => {
    if (certification.status === 'error') {
      return <ErrorState message={certification.error} onRetry={() => void store.load()} />;
    }
    if (certification.status !== 'ready') return <Skeleton />;
    if (store.state === CERTIFICATION_STATES.verified) {
      return <Navigate replace to={pathTo('companyInfo')} />;
    }
    if (store.state === CERTIFICATION_STATES.pending) return <PendingCertification store={store} />;
    return (
      <Stack $gap={4}>
        {store.state === CERTIFICATION_STATES.rejected && (
          <CertificationNotice
            state="rejected"
            reason={certification.data?.rejectReason}
            submittedAt={certification.data?.submittedAt ?? null}
          />
        )}
        <CertificationForm key={certification.data?.submittedAt ?? 'new'} store={store} />
      </Stack>
    );
  };

  return <Panel title="企业认证">{body()}</Panel>;
});

const PendingCertification = observer(function PendingCertification({
  store,
}: {
  store: CertificationStore;
}) {
  const data = store.certification.data;
  const form = data?.form;
  return (
    <Stack $gap={4}>
      <CertificationNotice state="pending" submittedAt={data?.submittedAt ?? null} />
      {form && (
        <DeliveryFacts
          facts={[
            { label: '企业名称', value: form.companyName },
            { label: '统一社会信用代码', value: form.creditCode },
            { label: '法定代表人', value: form.legalPerson },
            { label: '营业执照', value: form.licenceFileName },
            { label: '联系人', value: form.contactName },
            { label: '联系电话', value: form.contactPhone },
          ]}
        />
      )}
    </Stack>
  );
});

const LABEL_WIDTH = '136px';

const CertificationForm = observer(function CertificationForm({
  store,
}: {
  store: CertificationStore;
}) {
  const { register, handleSubmit, formState } = useForm<CompanyCertDraft>({
    resolver: zodResolver(companyCertDraft),
    mode: 'onTouched',
    defaultValues: store.draft,
  });
  const { errors } = formState;
  const { licence } = store;
  const field = (name: keyof CompanyCertDraft, label: string, placeholder: string) => (
    <Input
      label={label}
      required
      $labelWidth={LABEL_WIDTH}
      placeholder={placeholder}
      error={errors[name]?.message}
      {...register(name)}
    />
  );

  return (
    <FormLayout
      label="企业认证"
      $labelWidth={LABEL_WIDTH}
      onSubmit={(event) => {
        // The licence's own check shows with the fields' on the first try.
        store.checkLicence();
        void handleSubmit((draft) => store.send(draft))(event);
      }}
      actions={
        <Button type="submit" variant="primary" loading={store.submit.pending}>
          提交认证
        </Button>
      }
    >
      {field('companyName', '企业名称', '与营业执照上的名称一致')}
      {field('creditCode', '统一社会信用代码', '18 位统一社会信用代码')}
      {field('legalPerson', '法定代表人', '请输入法定代表人姓名')}
      <FileField
        label="营业执照"
        required
        $labelWidth={LABEL_WIDTH}
        accept={IMAGE_UPLOAD_ACCEPT}
        typeNames="JPG、PNG"
        maxBytes={IMAGE_UPLOAD_MAX_BYTES}
        fileName={licence.fileName}
        uploading={licence.uploading}
        error={licence.error}
        onFileChange={(file) => void store.chooseLicence(file)}
      />
      {field('contactName', '联系人', '请输入联系人姓名')}
      {field('contactPhone', '联系电话', '请输入联系人手机号')}
    </FormLayout>
  );
});
