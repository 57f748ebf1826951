import { observer } from 'mobx-react-lite';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { createPasswordChangeStore } from '@mall/domain';
import { changePasswordForm, type ChangePasswordForm } from '@mall/domain/contract/password';
import { Button, FormLayout, InlineNote, PasswordField, Panel } from '@mall/ui';
import { useFeature } from '../../../stores/StoresContext.tsx';
import { NewPasswordFields } from '../../Gateway/shared/fields.tsx';

const LABEL_WIDTH = '96px';

/**
 * userUpdatePassword (修改密码): the old password, the new one twice under the registration
 * form's rule, each message at its field; 原密码不正确 from the mall stands at the old password.
 * Once changed, every session of the account has ended: the buyer is sent to log in again.
 */
export const UpdatePasswordPage = observer(function UpdatePasswordPage() {
  const store = useFeature(createPasswordChangeStore);
  const { register, handleSubmit, formState, setError } = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordForm),
    mode: 'onTouched',
    defaultValues: { oldPassword: '', password: '', confirmPassword: '' },
  });
  const { errors } = formState;
  return (
    <Panel title="修改密码">
      <FormLayout
        label="修改密码"
        $labelWidth={LABEL_WIDTH}
        onSubmit={handleSubmit(async ({ oldPassword, password }) => {
          const refusal = await store.change({ oldPassword, password });
          if (refusal) setError(refusal.field, { message: refusal.message }, { shouldFocus: true });
        })}
        actions={
          <Button type="submit" variant="primary" loading={store.pending}>
            确认修改
          </Button>
        }
      >
        <InlineNote>修改成功后需使用新密码重新登录。</InlineNote>
        <PasswordField
          label="原密码"
          required
          $labelWidth={LABEL_WIDTH}
          autoComplete="current-password"
          placeholder="请输入原密码"
          error={errors.oldPassword?.message}
          {...register('oldPassword')}
        />
        <NewPasswordFields
          password={{
            label: '新密码',
            $labelWidth: LABEL_WIDTH,
            error: errors.password?.message,
            ...register('password'),
          }}
          confirm={{
            $labelWidth: LABEL_WIDTH,
            placeholder: '请再次输入新密码',
            error: errors.confirmPassword?.message,
            ...register('confirmPassword'),
          }}
        />
        {store.error && <InlineNote role="alert">{store.error}</InlineNote>}
      </FormLayout>
    </Panel>
  );
});
