import { useEffect, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  chinaDate,
  createDeliveryApplicationStore,
  deliveryForm,
  formatTonnes,
  isPositive,
  toDeliveryRequest,
  type DeliveryApplicationStore,
  type DeliveryFormValues,
} from '@mall/domain';
import { addressLine } from '@mall/domain/contract/address';
import type { CustomerAddress } from '@mall/domain/contract/address';
import { DELIVERY_TYPE_LABELS, DELIVERY_TYPES } from '@mall/domain/contract/orders';
import type { DeliveryInfo, DeliveryType } from '@mall/domain/contract/orders';
import {
  Button,
  Checkbox,
  ConfirmDialog,
  DatePicker,
  DeliveryLineTable,
  Empty,
  ErrorState,
  FormLayout,
  InlineNote,
  Input,
  Panel,
  RadioGroup,
  Select,
  Skeleton,
  Stack,
} from '@mall/ui';
import { useFeature } from '../../../stores/StoresContext.tsx';
import { OrderGate } from '../shared/OrderGate.tsx';
import { hrefTo, pathTo } from '../../../routes/links.ts';

const NO_ADDRESSES: readonly CustomerAddress[] = [];

/** What an address of the book fills in: the address on one line, its contact and phone. */
const fromBook = (address: CustomerAddress) => ({
  contactName: address.contactName,
  contactPhone: address.contactPhone,
  address: addressLine(address),
});

/**
 * The form's first values: every paid line with tonnes left (not chosen), and the company's
 * default address with its contact, else the contact and address on the order.
 */
const initialValues = (
  { order, remaining }: DeliveryInfo,
  book: readonly CustomerAddress[],
): DeliveryFormValues => {
  const left = new Map(remaining.map(({ detailId, weight }) => [detailId, weight]));
  return {
    lines: order.lines
      .filter((line) => line.finalPaid && isPositive(left.get(line.detailId)))
      .map((line) => ({
        detailId: line.detailId,
        chosen: false,
        weight: formatTonnes(left.get(line.detailId)),
      })),
    deliveryType: 'logistics',
    contactName: order.contactName,
    contactPhone: order.contactPhone,
    address: order.address,
    ...(book[0] && fromBook(book[0])),
    plateNo: '',
    plannedDate: '',
  };
};

const isDeliveryType = (value: string): value is DeliveryType =>
  (DELIVERY_TYPES as readonly string[]).includes(value);

/** The application form of a loaded order. */
const ApplicationForm = observer(function ApplicationForm({
  store,
  info,
}: {
  store: DeliveryApplicationStore;
  info: DeliveryInfo;
}) {
  const navigate = useNavigate();
  const today = chinaDate(new Date());
  const { remaining } = store;
  const schema = useMemo(() => deliveryForm(remaining, today), [remaining, today]);
  const book = store.addresses.data ?? NO_ADDRESSES;
  const defaultValues = useMemo(() => initialValues(info, book), [info, book]);
  const [bookId, setBookId] = useState(book[0]?.id ?? 0);
  const {
    control,
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<DeliveryFormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues,
  });
  const [asking, setAsking] = useState<DeliveryFormValues | null>(null);
  const lines = useWatch({ control, name: 'lines' }) ?? defaultValues.lines;
  const deliveryType = useWatch({ control, name: 'deliveryType' });
  const chosenKey = lines
    .filter((line) => line.chosen)
    .map((line) => line.detailId)
    .join(',');
  const { order } = info;
  const pending = store.create.pending;

  useEffect(() => {
    if (chosenKey !== '') void store.refreshRemaining(chosenKey.split(',').map(Number));
  }, [store, chosenKey]);

  if (defaultValues.lines.length === 0) {
    return (
      <Empty
        description="该订单已没有可申请发货的吨数"
        action={<a href={hrefTo('orderToBeDelivery')}>返回待发货订单</a>}
      />
    );
  }

  const linesError = errors.lines?.message ?? errors.lines?.root?.message;
  const productOf = (detailId: number) => order.lines.find((l) => l.detailId === detailId);

  return (
    <>
      <FormLayout
        label="发货申请"
        $labelWidth="112px"
        onSubmit={handleSubmit((values) => setAsking(values))}
        actions={
          <>
            <Button type="submit" variant="primary" loading={pending}>
              提交发货申请
            </Button>
            <Button onClick={() => navigate(pathTo('orderToBeDelivery'))} disabled={pending}>
              返回
            </Button>
          </>
        }
      >
        <DeliveryLineTable
          label="发货商品"
          lines={defaultValues.lines.map((line, index) => {
            const product = productOf(line.detailId);
            const name = `${product?.productName ?? ''} ${product?.spec ?? ''}`.trim();
            return {
              key: line.detailId,
              productName: product?.productName ?? '',
              spec: product?.spec ?? '',
              remaining: formatTonnes(remaining.get(line.detailId)),
              choose: (
                <Controller
                  control={control}
                  name={`lines.${index}.chosen`}
                  render={({ field }) => (
                    <Checkbox
                      aria-label={`发货 ${name}`}
                      checked={field.value}
                      disabled={pending}
                      onCheckedChange={(checked) => field.onChange(checked === true)}
                      onBlur={field.onBlur}
                    />
                  )}
                />
              ),
              weight: (
                <Input
                  aria-label={`${name} 本次发货吨数`}
                  inputMode="decimal"
                  suffix="吨"
                  readOnly={pending || !lines[index]?.chosen}
                  error={errors.lines?.[index]?.weight?.message}
                  {...register(`lines.${index}.weight`)}
                />
              ),
            };
          })}
          error={linesError}
        />
        <Controller
          control={control}
          name="deliveryType"
          render={({ field }) => (
            <RadioGroup
              label="提货方式"
              required
              inline
              options={DELIVERY_TYPES.map((type) => ({
                value: type,
                label: DELIVERY_TYPE_LABELS[type],
              }))}
              value={field.value}
              disabled={pending}
              onValueChange={(value) => {
                if (isDeliveryType(value)) field.onChange(value);
              }}
            />
          )}
        />
        {deliveryType === 'self' ? (
          <Input
            label="车牌号"
            required
            $labelWidth="112px"
            placeholder="如 粤A12345"
            error={errors.plateNo?.message}
            {...register('plateNo')}
          />
        ) : (
          <>
            {book.length > 0 ? (
              <Select
                label="常用地址"
                $labelWidth="112px"
                options={book.map((address) => ({
                  value: address.id,
                  label: `${address.isDefault ? '[默认] ' : ''}${addressLine(address)}（${address.contactName}）`,
                }))}
                value={bookId}
                disabled={pending}
                onValueChange={(value) => {
                  const chosen = book.find(({ id }) => id === Number(value));
                  if (!chosen) return;
                  setBookId(chosen.id);
                  const filled = fromBook(chosen);
                  const check = { shouldValidate: true };
                  setValue('address', filled.address, check);
                  setValue('contactName', filled.contactName, check);
                  setValue('contactPhone', filled.contactPhone, check);
                }}
              />
            ) : (
              <InlineNote>
                企业还没有常用收货地址，可填写本次的收货地址，或先
                <a href={hrefTo('companyAddress')}>添加收货地址</a>。
              </InlineNote>
            )}
            <Input
              label="收货地址"
              required
              $labelWidth="112px"
              maxLength={100}
              error={errors.address?.message}
              {...register('address')}
            />
          </>
        )}
        <Input
          label="联系人"
          required
          $labelWidth="112px"
          maxLength={20}
          error={errors.contactName?.message}
          {...register('contactName')}
        />
        <Input
          label="联系电话"
          required
          $labelWidth="112px"
          inputMode="numeric"
          maxLength={11}
          error={errors.contactPhone?.message}
          {...register('contactPhone')}
        />
        <Controller
          control={control}
          name="plannedDate"
          render={({ field }) => (
            <DatePicker
              label="计划提货日期"
              required
              $labelWidth="112px"
              min={today}
              today={today}
              value={field.value}
              error={errors.plannedDate?.message}
              onChange={field.onChange}
            />
          )}
        />
        {store.create.error && <InlineNote role="alert">{store.create.error}</InlineNote>}
      </FormLayout>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        title="提交发货申请"
        content="确认提交发货申请？"
        confirmText="确认提交"
        cancelText="取消"
        onConfirm={async () => {
          if (!asking) return;
          await store.submit(toDeliveryRequest(order.orderId, asking));
        }}
      />
    </>
  );
});

/** The form of `orderId` once its order and remaining tonnes are loaded. */
const Application = observer(function Application({ orderId }: { orderId: number }) {
  const store = useFeature(createDeliveryApplicationStore);
  useEffect(() => {
    void store.open(orderId);
  }, [store, orderId]);
  const { info, addresses } = store;
  if (info.status === 'error') {
    return <ErrorState message={info.error} onRetry={() => void store.open(orderId)} />;
  }
  // The form starts from the default address: it waits for the address book (without it, when
  // the book fails, from the order's address).
  const bookSettled = addresses.status === 'ready' || addresses.status === 'error';
  if (info.status !== 'ready' || !info.data || store.orderId !== orderId || !bookSettled) {
    return <Skeleton lines={6} />;
  }
  return (
    <Stack $gap={4}>
      <InlineNote>
        订单号：{info.data.order.orderNo}。可分批申请发货，未申请的吨数会保留在待发货中。
      </InlineNote>
      <ApplicationForm key={orderId} store={store} info={info.data} />
    </Stack>
  );
});

/**
 * orderDelivery (?orderId=): the delivery application of an order (selectDeliveryInfoByOrderId):
 * the lines and tonnes to ship (3 decimals, at most what remains; choosing a line asks the
 * server again, PUT selectDeliveryByIds), 自提 with the car's plate or 物流配送 with the
 * address chosen among the company's (getAddressByCustomerId; the default preselected, a link to
 * 收货地址 when there is none) or typed, the contact (prefilled from the address) and the planned
 * date (today or later), checked at the fields;
 * after 确认提交发货申请？ it is sent once (createSaleDeliveryList) and the page goes back to
 * 待发货 with 发货申请已提交. Open to employees too.
 */
export const DeliveryPage = observer(function DeliveryPage() {
  const [params] = useSearchParams();
  const orderId = Number(params.get('orderId'));
  const valid = Number.isSafeInteger(orderId) && orderId > 0;
  return (
    <Panel title="申请发货">
      <OrderGate>
        {valid ? (
          <Application orderId={orderId} />
        ) : (
          <Empty
            description="请先在待发货订单中选择要发货的订单"
            action={<a href={hrefTo('orderToBeDelivery')}>返回待发货订单</a>}
          />
        )}
      </OrderGate>
    </Panel>
  );
});
