import { useEffect, type Key } from 'react';
import { observer } from 'mobx-react-lite';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { createAddressBookStore } from '@mall/domain';
import type { AddressBookStore } from '@mall/domain';
import { ADDRESS_MAX, addressDraft, addressLine } from '@mall/domain/contract/address';
import type { AddressDraft, Region } from '@mall/domain/contract/address';
import {
  ActionBar,
  AddressTable,
  Button,
  ConfirmDialog,
  Empty,
  FormLayout,
  InlineNote,
  Input,
  Modal,
  Select,
  Stack,
  Switch,
} from '@mall/ui';
import { useFeature } from '../../../stores/StoresContext.tsx';
import { idSelect } from '../../shared/idSelect.ts';
import { CertifiedPanel } from '../CertifiedPanel.tsx';

/**
 * userInfo/companyAddress (收货地址): the company's delivery addresses, the default first. The
 * administrator adds and edits them in a dialog (province → city → district, detail, contact and
 * mobile, checked at the fields), deletes one after a confirm and sets the default; an employee
 * reads them and is told why they cannot change them. The delivery application starts from the
 * default address.
 */
export const CompanyAddressPage = observer(function CompanyAddressPage() {
  return (
    <CertifiedPanel title="收货地址" what="管理收货地址">
      {(isAdmin) => <AddressBook canWrite={isAdmin} />}
    </CertifiedPanel>
  );
});

const AddressBook = observer(function AddressBook({ canWrite }: { canWrite: boolean }) {
  const store = useFeature(createAddressBookStore);
  const { addresses } = store;
  const rows = addresses.data ?? [];

  useEffect(() => {
    void store.load();
  }, [store]);

  /** The address of a row's key. */
  const byKey = (key: Key) => rows.find(({ id }) => id === key);

  return (
    <Stack $gap={4}>
      {canWrite ? (
        <ActionBar
          label="收货地址操作"
          summary={`已保存 ${rows.length} 个，最多 ${ADDRESS_MAX} 个`}
        >
          <Button
            variant="primary"
            disabled={rows.length >= ADDRESS_MAX || addresses.status !== 'ready'}
            onClick={() => store.open({ kind: 'add' })}
          >
            新增收货地址
          </Button>
        </ActionBar>
      ) : (
        <InlineNote>收货地址仅限企业管理员新增、修改和删除</InlineNote>
      )}
      <AddressTable
        rows={rows.map((row) => ({
          key: row.id,
          contactName: row.contactName,
          contactPhone: row.contactPhone,
          address: addressLine(row),
          isDefault: row.isDefault,
        }))}
        editable={canWrite}
        busy={store.saving}
        onEdit={(key) => {
          const address = byKey(key);
          if (address) store.open({ kind: 'edit', address });
        }}
        onSetDefault={(key) => {
          const address = byKey(key);
          if (address) void store.makeDefault(address);
        }}
        onDelete={(key) => store.askDelete(byKey(key) ?? null)}
        loading={addresses.status === 'loading' || addresses.status === 'idle'}
        error={addresses.status === 'error' ? addresses.error : undefined}
        onRetry={() => void store.load()}
        empty={<Empty description="暂无收货地址" />}
      />
      {store.editing && (
        <AddressDialog
          key={store.editing.kind === 'edit' ? store.editing.address.id : 'add'}
          store={store}
        />
      )}
      <ConfirmDialog
        title="删除收货地址"
        content={store.deleting ? `确定删除收货地址「${addressLine(store.deleting)}」吗？` : ''}
        confirmText="删除"
        danger
        open={store.deleting !== null}
        onOpenChange={(open) => {
          if (!open) store.askDelete(null);
        }}
        onConfirm={() => store.confirmDelete()}
      />
    </Stack>
  );
});

const LABEL_WIDTH = '96px';

const regionOptions = (regions: readonly Region[]) =>
  regions.map(({ id, name }) => ({ value: id, label: name }));

const AddressDialog = observer(function AddressDialog({ store }: { store: AddressBookStore }) {
  const editing = store.editing;
  const { register, handleSubmit, formState, control, setValue } = useForm<AddressDraft>({
    resolver: zodResolver(addressDraft),
    mode: 'onTouched',
    defaultValues: store.draft,
  });
  const { errors } = formState;
  // Read here, where the observer tracks them (a Controller's render is not tracked).
  const provinces = regionOptions(store.provinces.data ?? []);
  const cities = regionOptions(store.cities);
  const districts = regionOptions(store.districts);
  const title = editing?.kind === 'edit' ? '编辑收货地址' : '新增收货地址';
  const wasDefault = editing?.kind === 'edit' ? editing.address.isDefault : store.isEmpty;

  return (
    <Modal
      title={title}
      size="md"
      open
      onOpenChange={(open) => {
        if (!open && !store.saving) store.close();
      }}
    >
      <FormLayout
        label={title}
        $labelWidth={LABEL_WIDTH}
        onSubmit={(event) => void handleSubmit((draft) => store.save(draft))(event)}
        actions={
          <Button type="submit" variant="primary" loading={store.saving}>
            保存
          </Button>
        }
      >
        <Controller
          control={control}
          name="provinceId"
          render={({ field }) => (
            <Select
              label="省份"
              required
              $labelWidth={LABEL_WIDTH}
              placeholder="选择省份"
              options={provinces}
              error={errors.provinceId?.message}
              {...idSelect(field, (id) => {
                setValue('cityId', 0);
                setValue('districtId', 0);
                void store.pickProvince(id);
              })}
            />
          )}
        />
        <Controller
          control={control}
          name="cityId"
          render={({ field }) => (
            <Select
              label="城市"
              required
              $labelWidth={LABEL_WIDTH}
              placeholder="选择城市"
              options={cities}
              error={errors.cityId?.message}
              {...idSelect(field, (id) => {
                setValue('districtId', 0);
                void store.pickCity(id);
              })}
            />
          )}
        />
        <Controller
          control={control}
          name="districtId"
          render={({ field }) => (
            <Select
              label="区县"
              required
              $labelWidth={LABEL_WIDTH}
              placeholder="选择区县"
              options={districts}
              error={errors.districtId?.message}
              {...idSelect(field)}
            />
          )}
        />
        <Input
          label="详细地址"
          required
          $labelWidth={LABEL_WIDTH}
          maxLength={100}
          placeholder="街道、门牌号、仓库等"
          error={errors.detail?.message}
          {...register('detail')}
        />
        <Input
          label="收货人"
          required
          $labelWidth={LABEL_WIDTH}
          placeholder="收货人姓名"
          error={errors.contactName?.message}
          {...register('contactName')}
        />
        <Input
          label="联系电话"
          required
          $labelWidth={LABEL_WIDTH}
          inputMode="numeric"
          placeholder="收货人手机号"
          error={errors.contactPhone?.message}
          {...register('contactPhone')}
        />
        <Controller
          control={control}
          name="isDefault"
          render={({ field }) => (
            <Switch
              label="设为默认地址"
              checked={field.value}
              disabled={wasDefault}
              onCheckedChange={field.onChange}
            />
          )}
        />
      </FormLayout>
    </Modal>
  );
});
