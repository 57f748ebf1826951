import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { createInvoicingStore } from '@mall/domain';
import type { InvoicingStore } from '@mall/domain';
import { INVOICING_LABELS, invoicingInfo } from '@mall/domain/contract/address';
import type { InvoicingInfo } from '@mall/domain/contract/address';
import {
  Button,
  DeliveryFacts,
  ErrorState,
  FormLayout,
  InlineNote,
  Input,
  Skeleton,
  Stack,
} from '@mall/ui';
import { useFeature } from '../../../stores/StoresContext.tsx';
import { CertifiedPanel } from '../CertifiedPanel.tsx';

/** The fields in the order they are shown, with their labels. */
const FIELDS: readonly (readonly [keyof InvoicingInfo, string, string])[] = (
  [
    ['title', '与营业执照上的企业名称一致'],
    ['taxNo', '15、18 或 20 位数字或大写字母'],
    ['bankName', '如 中国工商银行佛山南海支行'],
    ['bankAccount', '对公账户账号'],
    ['registeredAddress', '营业执照上的注册地址'],
    ['registeredPhone', '如 0757-86001234'],
  ] as const
).map(([key, hint]) => [key, INVOICING_LABELS[key], hint] as const);

/**
 * userInfo/companyInvoicing (开票信息): the company's invoicing information, which the invoice
 * application makes its invoices out to. The administrator edits it (the taxpayer number
 * checked: 15, 18 or 20 digits or capital letters); an employee reads it.
 */
export const CompanyInvoicingPage = observer(function CompanyInvoicingPage() {
  return (
    <CertifiedPanel title="开票信息" what="维护开票信息">
      {(isAdmin) => <Invoicing canWrite={isAdmin} />}
    </CertifiedPanel>
  );
});

const Invoicing = observer(function Invoicing({ canWrite }: { canWrite: boolean }) {
  const store = useFeature(createInvoicingStore);
  const { invoicing, info } = store;

  useEffect(() => {
    void store.load();
  }, [store]);

  if (invoicing.status === 'error') {
    return <ErrorState message={invoicing.error} onRetry={() => void store.load()} />;
  }
  if (invoicing.status !== 'ready') return <Skeleton />;
  if (canWrite && (store.editing || !info)) return <InvoicingForm store={store} />;
  return (
    <Stack $gap={4}>
      {!canWrite && <InlineNote>开票信息仅限企业管理员修改</InlineNote>}
      {info ? (
        <DeliveryFacts facts={FIELDS.map(([name, label]) => ({ label, value: info[name] }))} />
      ) : (
        <InlineNote>企业尚未填写开票信息，请联系企业管理员填写</InlineNote>
      )}
      {canWrite && (
        <div>
          <Button variant="primary" onClick={() => store.edit(true)}>
            修改开票信息
          </Button>
        </div>
      )}
    </Stack>
  );
});

const LABEL_WIDTH = '112px';

const InvoicingForm = observer(function InvoicingForm({ store }: { store: InvoicingStore }) {
  const { register, handleSubmit, formState } = useForm<InvoicingInfo>({
    resolver: zodResolver(invoicingInfo),
    mode: 'onTouched',
    defaultValues: store.draft,
  });
  const { errors } = formState;
  return (
    <FormLayout
      label="开票信息"
      $labelWidth={LABEL_WIDTH}
      onSubmit={(event) => void handleSubmit((info) => store.save(info))(event)}
      actions={
        <>
          <Button type="submit" variant="primary" loading={store.saving}>
            保存
          </Button>
          {store.info && (
            <Button disabled={store.saving} onClick={() => store.edit(false)}>
              取消
            </Button>
          )}
        </>
      }
    >
      {FIELDS.map(([name, label, placeholder]) => (
        <Input
          key={name}
          label={label}
          required
          $labelWidth={LABEL_WIDTH}
          placeholder={placeholder}
          error={errors[name]?.message}
          {...register(name)}
        />
      ))}
    </FormLayout>
  );
});
