import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { formatMoney, formatTonnes } from '@mall/domain';
import { useEffect } from 'react';
import { createAfterSaleApplyStore } from '@mall/domain';
import type { AfterSaleApplyStore, ApplyTarget } from '@mall/domain';
import {
  AFTER_SALE_KIND_LABELS,
  AFTER_SALE_KINDS,
  DESCRIPTION_MAX,
  PHOTO_MAX,
  PHOTO_MAX_BYTES,
} from '@mall/domain/contract/afterSales';
import { IMAGE_UPLOAD_ACCEPT } from '@mall/domain/contract/userCentre';
import type { ClaimableLine, Measured } from '@mall/domain/contract/afterSales';
import {
  Button,
  Checkbox,
  DeviationTable,
  ErrorState,
  FormField,
  FormLayout,
  InlineNote,
  Input,
  RadioGroup,
  Select,
  Skeleton,
  Stack,
  TextArea,
  UploadItem,
  UploadList,
  UploadZone,
  fieldControlProps,
} from '@mall/ui';
import { useFeature } from '../../../stores/StoresContext.tsx';
import { deviationRows } from './deviation.ts';
import { Facts } from './layout.tsx';

const MEASURED_FIELDS: readonly [keyof Measured, string][] = [
  ['thickness', '实测厚度(mm)'],
  ['width', '实测宽度(mm)'],
  ['length', '实测长度(mm)'],
  ['temper', '实测状态'],
  ['surfaceDefect', '表面缺陷'],
];

/** A product problem's measured values, with the deviation from the order shown as typed. */
const MeasuredFields = observer(function MeasuredFields({
  store,
  line,
}: {
  store: AfterSaleApplyStore;
  line: ClaimableLine;
}) {
  const measured = store.form.lines[line.detailId]?.measured;
  if (!measured) return null;
  return (
    <Stack $gap={2}>
      {MEASURED_FIELDS.map(([key, label]) => (
        <Input
          key={key}
          label={label}
          value={measured[key]}
          maxLength={key === 'surfaceDefect' ? 100 : 20}
          onChange={(event) => store.setMeasured(line.detailId, key, event.target.value)}
        />
      ))}
      {store.errors[`measured:${line.detailId}`] && (
        <InlineNote role="alert">{store.errors[`measured:${line.detailId}`]}</InlineNote>
      )}
      <DeviationTable label={`${line.productName} 实测值`} rows={deviationRows(line, measured)} />
    </Stack>
  );
});

/** One claimable line: chosen by its box, then pieces (→ weight) or tonnes. */
const LineField = observer(function LineField({
  store,
  line,
}: {
  store: AfterSaleApplyStore;
  line: ClaimableLine;
}) {
  const typed = store.form.lines[line.detailId];
  const id = useId();
  const limit =
    line.claimablePieces === null
      ? `可申请 ${formatTonnes(line.claimableWeight)} 吨`
      : `可申请 ${line.claimablePieces} 件（${formatTonnes(line.claimableWeight)} 吨）`;
  return (
    <Stack $gap={2}>
      <span>
        <Checkbox
          id={id}
          checked={typed?.selected ?? false}
          disabled={Number(line.claimableWeight) === 0}
          onCheckedChange={(checked) => store.selectLine(line.detailId, checked === true)}
        />{' '}
        <label htmlFor={id}>
          {line.productName} {line.spec} · 单价 {formatMoney(line.unitPrice)}/吨 · {limit}
        </label>
      </span>
      {typed?.selected &&
        (line.pieceWeight === null ? (
          <Input
            label={`${line.productName} 吨数`}
            suffix="吨"
            inputMode="decimal"
            value={typed.weight}
            error={store.errors[`weight:${line.detailId}`]}
            onChange={(event) => store.setWeight(line.detailId, event.target.value)}
          />
        ) : (
          <>
            <Input
              label={`${line.productName} 件数`}
              suffix="件"
              inputMode="numeric"
              value={typed.pieces}
              error={store.errors[`pieces:${line.detailId}`]}
              onChange={(event) => void store.setPieces(line.detailId, event.target.value)}
            />
            <span>重量：{typed.weight ? `${formatTonnes(typed.weight)} 吨` : '-'}</span>
          </>
        ))}
      {typed?.selected && store.form.kind === 'product' && (
        <MeasuredFields store={store} line={line} />
      )}
    </Stack>
  );
});

/** 上传照片: JPEG or PNG, at most 9, each at most 5 MB, each refusal at the field. */
const Photos = observer(function Photos({ store }: { store: AfterSaleApplyStore }) {
  const id = useId();
  const error = store.errors.pics;
  return (
    <FormField
      controlId={id}
      label="照片"
      required={store.photosRequired}
      error={error}
      $labelWidth="96px"
    >
      <Stack $gap={2}>
        <UploadZone
          {...fieldControlProps(id, { error, required: store.photosRequired })}
          multiple
          accept={IMAGE_UPLOAD_ACCEPT}
          typeNames="JPG、PNG"
          maxBytes={PHOTO_MAX_BYTES}
          // The store refuses each photo by its content, with its own reason.
          checked={false}
          note={`${store.photosRequired ? '该售后原因需上传照片作为凭证，' : ''}最多 ${PHOTO_MAX} 张（已上传 ${store.pics.length} 张${
            store.uploading > 0 ? `，上传中 ${store.uploading} 张` : ''
          }）`}
          disabled={store.pics.length >= PHOTO_MAX}
          onFiles={(files) => void store.addPhotos(files)}
        />
        {store.pics.length > 0 && (
          <UploadList aria-label="已上传照片">
            {store.pics.map((pic) => (
              <li key={pic.picId}>
                <UploadItem
                  fileName={pic.fileName}
                  thumbnail={pic.url}
                  onRemove={() => store.removePhoto(pic.picId)}
                />
              </li>
            ))}
          </UploadList>
        )}
      </Stack>
    </FormField>
  );
});

/**
 * The application form of 新建售后 and 修改售后 over the apply store: the order, the kind and its
 * reason, the lines, the amount, photos, the description and the contact; each refusal at its
 * field, a failed send (or a lost answer) above the button, nothing typed lost.
 */
const ApplyForm = observer(function ApplyForm({ store }: { store: AfterSaleApplyStore }) {
  const { info, form, errors } = store;
  if (info.status === 'error' && !info.data) {
    return <ErrorState message={info.error} onRetry={() => void info.load()} />;
  }
  if (!info.data) return <Skeleton lines={6} />;
  const exchange = form.kind === 'exchange';
  return (
    <FormLayout
      label={store.editing ? '修改售后申请' : '售后申请'}
      onSubmit={(event) => {
        event.preventDefault();
        void store.submit();
      }}
      actions={
        <Button
          type="submit"
          variant="primary"
          loading={store.submitting.pending}
          disabled={store.submitting.pending || store.uploading > 0}
        >
          {store.editing ? '保存修改' : '提交申请'}
        </Button>
      }
    >
      <Facts
        items={[
          ['订单编号', info.data.orderNo],
          ...(store.editing ? ([['售后单号', store.editing.afterSaleNo]] as const) : ([] as const)),
        ]}
      />
      {store.editing?.editNote && <InlineNote>商城修改意见：{store.editing.editNote}</InlineNote>}
      <RadioGroup
        label="售后类型"
        required
        inline
        options={AFTER_SALE_KINDS.map((kind) => ({
          value: kind,
          label: AFTER_SALE_KIND_LABELS[kind],
        }))}
        value={form.kind ?? ''}
        error={errors.kind}
        onValueChange={(value) => {
          const kind = AFTER_SALE_KINDS.find((one) => one === value);
          if (kind) store.setKind(kind);
        }}
      />
      <Select
        label="售后原因"
        required
        placeholder={form.kind ? '请选择售后原因' : '请先选择售后类型'}
        options={store.kindReasons.map(({ reasonId, reason }) => ({
          value: reasonId,
          label: reason,
        }))}
        value={form.reasonId ?? ''}
        error={errors.reasonId}
        onValueChange={(value) => store.setField('reasonId', value)}
      />
      <FormField controlId="after-sale-lines" label="售后商品" required error={errors.lines}>
        <Stack $gap={3} id="after-sale-lines">
          {info.data.lines.map((line) => (
            <LineField key={line.detailId} store={store} line={line} />
          ))}
        </Stack>
      </FormField>
      {exchange ? (
        <InlineNote>换货不申请金额</InlineNote>
      ) : (
        <Input
          label="申请金额"
          required
          prefix="¥"
          inputMode="decimal"
          value={form.amount}
          error={errors.amount}
          placeholder={`最多 ${formatMoney(store.maxAmount)}`}
          onChange={(event) => store.setField('amount', event.target.value)}
        />
      )}
      <Photos store={store} />
      <TextArea
        label="问题描述"
        required
        maxLength={DESCRIPTION_MAX}
        value={form.description}
        error={errors.description}
        onChange={(event) => store.setField('description', event.target.value)}
      />
      <Input
        label="联系人"
        required
        value={form.contactName}
        error={errors.contactName}
        onChange={(event) => store.setField('contactName', event.target.value)}
      />
      <Input
        label="联系电话"
        required
        inputMode="tel"
        value={form.contactPhone}
        error={errors.contactPhone}
        onChange={(event) => store.setField('contactPhone', event.target.value)}
      />
      {store.submitting.error && <InlineNote role="alert">{store.submitting.error}</InlineNote>}
    </FormLayout>
  );
});

/** The form for an order (新建售后) or an application (修改售后), started on mount. */
export const ApplyScreen = observer(function ApplyScreen({ target }: { target: ApplyTarget }) {
  const store = useFeature(createAfterSaleApplyStore);
  const key = JSON.stringify(target);
  useEffect(() => {
    void store.start(JSON.parse(key) as ApplyTarget);
  }, [store, key]);
  return <ApplyForm store={store} />;
});
