import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import { createAccountStore, type AccountStore } from '@mall/domain';
import { SMS_TYPE, THIRD_PARTY, type ThirdPartyType } from '@mall/domain/contract';
import {
  bindPhoneForm,
  realnameUpdate,
  type AccountInfo,
  type BindPhoneForm,
  type RealnameUpdate,
} from '@mall/domain/contract/account';
import { userFileUrl } from '@mall/domain/contract/session';
import {
  Avatar,
  Button,
  ConfirmDialog,
  DeliveryFacts,
  ErrorState,
  FileField,
  FormLayout,
  InlineNote,
  Input,
  Panel,
  Skeleton,
  Stack,
} from '@mall/ui';
import { useFeature } from '../../../stores/StoresContext.tsx';
import { MobileSmsCodeField } from '../MobileSmsCodeField.tsx';
import { dropProviderParams, thirdPartyAuthorizeUrl } from '../../Gateway/shared/thirdParty.ts';
import { IMAGE_UPLOAD_ACCEPT, IMAGE_UPLOAD_MAX_BYTES } from '@mall/domain/contract/userCentre';

const LABEL_WIDTH = '112px';

const PROVIDERS: readonly { type: ThirdPartyType; name: string }[] = [
  { type: THIRD_PARTY.wechat, name: '微信' },
  { type: THIRD_PARTY.qq, name: 'QQ' },
];

/**
 * The provider's page sends the buyer back here with `?code=&type=` (before the hash, as real
 * providers do, or inside it): read once, then kept out of the address bar (the code is single-use).
 */
function useProviderReturn(): { code: string; type: ThirdPartyType } | null {
  const [params] = useSearchParams();
  const [returned] = useState(() => {
    const outer = new URLSearchParams(window.location.search);
    const code = params.get('code') ?? outer.get('code') ?? '';
    const type = Number(params.get('type') ?? outer.get('type'));
    return code && (type === THIRD_PARTY.wechat || type === THIRD_PARTY.qq)
      ? { code, type: type as ThirdPartyType }
      : null;
  });
  useEffect(dropProviderParams, []);
  return returned;
}

/**
 * userInfo/companyAccount (账号信息): the login mobile and the real name (editable), a new mobile
 * bound with the SMS code sent to it, WeChat and QQ bound through their authorisation pages (the
 * ones third-party login uses) and unbound after a confirm, and the avatar (JPG or PNG, at most
 * 5 MB).
 */
export const CompanyAccountPage = observer(function CompanyAccountPage() {
  const store = useFeature(createAccountStore);
  const returned = useProviderReturn();
  useEffect(() => {
    void store.load();
    if (returned) void store.bindThirdParty(returned.type, returned.code);
  }, [store, returned]);
  const { info, change } = store;
  const body =
    info.status === 'error' ? (
      <ErrorState message={info.error} onRetry={() => void store.load()} />
    ) : info.data === null ? (
      <Skeleton />
    ) : (
      <Stack $gap={5}>
        <AccountFacts store={store} account={info.data} />
        <BindPhone store={store} />
        <ThirdParties store={store} account={info.data} />
        <AvatarField store={store} account={info.data} />
        {change.error && <InlineNote role="alert">{change.error}</InlineNote>}
      </Stack>
    );
  return <Panel title="账号信息">{body}</Panel>;
});

const AccountFacts = observer(function AccountFacts({
  store,
  account,
}: {
  store: AccountStore;
  account: AccountInfo;
}) {
  return (
    <section aria-label="基本信息">
      <DeliveryFacts
        facts={[
          { label: '登录手机号', value: account.username },
          {
            label: '真实姓名',
            value: (
              <>
                {account.realname}{' '}
                {!store.renaming && (
                  <Button size="sm" variant="text" onClick={store.startRenaming}>
                    修改姓名
                  </Button>
                )}
              </>
            ),
          },
          { label: '所属企业', value: account.companyName ?? '未认证' },
        ]}
      />
      {store.renaming && <RenameForm store={store} realname={account.realname} />}
    </section>
  );
});

const RenameForm = observer(function RenameForm({
  store,
  realname,
}: {
  store: AccountStore;
  realname: string;
}) {
  const { register, handleSubmit, formState } = useForm<RealnameUpdate>({
    resolver: zodResolver(realnameUpdate),
    mode: 'onTouched',
    defaultValues: { realname },
  });
  return (
    <FormLayout
      label="修改姓名"
      $labelWidth={LABEL_WIDTH}
      onSubmit={handleSubmit(({ realname: name }) => store.rename(name))}
      actions={
        <>
          <Button type="submit" variant="primary" loading={store.change.pending}>
            保存
          </Button>
          <Button onClick={store.stopRenaming}>取消</Button>
        </>
      }
    >
      <Input
        label="真实姓名"
        required
        $labelWidth={LABEL_WIDTH}
        maxLength={40}
        error={formState.errors.realname?.message}
        {...register('realname')}
      />
    </FormLayout>
  );
});

const BindPhone = observer(function BindPhone({ store }: { store: AccountStore }) {
  const { register, handleSubmit, formState, trigger, getValues, reset } = useForm<BindPhoneForm>({
    resolver: zodResolver(bindPhoneForm),
    mode: 'onTouched',
    defaultValues: { username: '', smsCode: '' },
  });
  const { errors } = formState;
  return (
    <FormLayout
      label="绑定新手机号"
      $labelWidth={LABEL_WIDTH}
      onSubmit={handleSubmit(async (form) => {
        if (await store.bindPhone(form)) reset();
      })}
      actions={
        <Button type="submit" variant="primary" loading={store.change.pending}>
          绑定新手机号
        </Button>
      }
    >
      <InlineNote>绑定后新手机号即为登录账号，原手机号不能再登录。</InlineNote>
      <Input
        label="新手机号"
        required
        $labelWidth={LABEL_WIDTH}
        inputMode="numeric"
        maxLength={11}
        placeholder="请输入新手机号"
        error={errors.username?.message}
        {...register('username')}
      />
      <MobileSmsCodeField
        $labelWidth={LABEL_WIDTH}
        smsType={SMS_TYPE.bind}
        mobile={() =>
          trigger('username').then((valid) => (valid ? getValues('username').trim() : null))
        }
        error={errors.smsCode?.message}
        {...register('smsCode')}
      />
    </FormLayout>
  );
});

const ThirdParties = observer(function ThirdParties({
  store,
  account,
}: {
  store: AccountStore;
  account: AccountInfo;
}) {
  const nicknames: Record<ThirdPartyType, string | null> = {
    [THIRD_PARTY.wechat]: account.wechatNickname,
    [THIRD_PARTY.qq]: account.qqNickname,
  };
  return (
    <section aria-label="第三方账号">
      <DeliveryFacts
        facts={PROVIDERS.map(({ type, name }) => {
          const nickname = nicknames[type];
          return {
            label: name,
            value: nickname ? (
              <>
                已绑定（{nickname}）{' '}
                {/* Our question: the spec gives no text for the unbind confirm. */}
                <ConfirmDialog
                  title={`解绑${name}`}
                  content={`确定解绑${name}吗？`}
                  onConfirm={() => store.unbindThirdParty(type)}
                  trigger={
                    <Button size="sm" disabled={store.change.pending}>
                      解绑{name}
                    </Button>
                  }
                />
              </>
            ) : (
              <>
                未绑定{' '}
                <Button
                  size="sm"
                  variant="primary"
                  onClick={() =>
                    window.location.assign(thirdPartyAuthorizeUrl(type, 'companyAccount'))
                  }
                >
                  绑定{name}
                </Button>
              </>
            ),
          };
        })}
      />
    </section>
  );
});

const AvatarField = observer(function AvatarField({
  store,
  account,
}: {
  store: AccountStore;
  account: AccountInfo;
}) {
  const { avatar } = store;
  return (
    <section aria-label="头像">
      <DeliveryFacts
        facts={[
          {
            label: '当前头像',
            value: (
              <Avatar
                name={account.realname}
                src={account.headpic && userFileUrl(account.headpic)}
                label={account.headpic ? '当前头像' : undefined}
                size="large"
              />
            ),
          },
        ]}
      />
      <FileField
        label="头像"
        $labelWidth={LABEL_WIDTH}
        accept={IMAGE_UPLOAD_ACCEPT}
        typeNames="JPG、PNG"
        maxBytes={IMAGE_UPLOAD_MAX_BYTES}
        fileName={avatar.fileName}
        uploading={avatar.uploading}
        hint={account.headpic ? '已设置头像' : '尚未设置头像'}
        error={avatar.error}
        onFileChange={(file) => void store.chooseAvatar(file)}
      />
    </section>
  );
});
