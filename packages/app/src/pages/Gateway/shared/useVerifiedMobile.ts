import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import type { SmsType } from '@mall/domain/contract';
import { useStores } from '../../../stores/StoresContext.tsx';
import { useSmsCountdown } from './useSmsCountdown.ts';

/** Registration needs a free number; recovery needs a registered one. */
export type MobileRule = 'mustBeFree' | 'mustExist';

const MESSAGES: Record<MobileRule, string> = {
  mustBeFree: '该手机号已注册，请直接登录',
  mustExist: '该手机号尚未注册',
};

/**
 * A form's `username` checked with the server (GET /user/check/user) once it is a valid
 * number, with the answer put at the field, and the SMS code of `smsType` sent to it.
 * `validNumber()` resolves to the number when it passes both checks, else null.
 */
export function useVerifiedMobile<F extends FieldValues & { username: string }>(
  form: UseFormReturn<F>,
  rule: MobileRule,
  smsType: SmsType,
) {
  const { services } = useStores();
  const countdown = useSmsCountdown();
  const field = 'username' as Path<F>;

  const validNumber = async (): Promise<string | null> => {
    if (!(await form.trigger(field))) return null;
    const username: PathValue<F, Path<F>> = form.getValues(field);
    const available = await services.auth.checkUser(String(username)).catch(() => null);
    if (available === (rule === 'mustExist')) {
      form.setError(field, { type: 'server', message: MESSAGES[rule] });
      return null;
    }
    return String(username);
  };

  const sendCode = async () => {
    const username = await validNumber();
    if (username) await countdown.send(username, smsType);
  };

  return { countdown, validNumber, sendCode };
}
