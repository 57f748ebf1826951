import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { SmsType } from '@mall/domain/contract';
import { useStores } from '../../../stores/StoresContext.tsx';
import { useSmsCountdown } from './useSmsCountdown.ts';

/**
 * Registration needs a free number; recovery needs a registered one; binding a third-party
 * identity takes either (a free number also gets a new account).
 */
export type MobileRule = 'mustBeFree' | 'mustExist' | 'either';

const MESSAGES: Record<Exclude<MobileRule, 'either'>, string> = {
  mustBeFree: '该手机号已注册，请直接登录',
  mustExist: '该手机号尚未注册',
};

/**
 * A form's `username` checked with the server (GET /user/check/user) once it is a valid
 * number, with the answer put at the field, and the SMS code of `smsType` sent to it.
 * `validNumber()` resolves to the number when it passes both checks, else null; `available`
 * is the server's last answer (null before one), `isFree()` waits for one. `mobileProps` and `codeProps` wire the
 * form's MobileInput and SmsInput (registered, checked when left, errors at the field).
 */
export function useVerifiedMobile<F extends FieldValues & { username: string; smsCode: string }>(
  form: UseFormReturn<F>,
  rule: MobileRule,
  smsType: SmsType,
) {
  const { services } = useStores();
  const countdown = useSmsCountdown();
  const field = 'username' as Path<F>;
  const [available, setAvailable] = useState<boolean | null>(null);

  /** The server's answer for the number in the field, kept as `available`; null when it can't tell. */
  const askFree = async (username: string): Promise<boolean | null> => {
    const free = await services.auth.checkUser(username).catch(() => null);
    if (free !== null) setAvailable(free);
    return free;
  };

  const validNumber = async (): Promise<string | null> => {
    if (!(await form.trigger(field))) return null;
    const username = String(form.getValues(field));
    const free = await askFree(username);
    if (rule !== 'either' && free === (rule === 'mustExist')) {
      form.setError(field, { type: 'server', message: MESSAGES[rule] });
      return null;
    }
    return username;
  };

  /**
   * Whether the number is free: the last answer, or the server's when none has come yet (a
   * press can come before the check sent when the field was left has answered); null when the
   * server could not tell.
   */
  const isFree = async (): Promise<boolean | null> => {
    return available ?? (await askFree(String(form.getValues(field))));
  };

  const sendCode = async () => {
    const username = await validNumber();
    if (username) await countdown.send(username, smsType);
  };

  const errorOf = (name: Path<F>) => form.getFieldState(name, form.formState).error?.message;
  const code = 'smsCode' as Path<F>;
  const mobileProps = {
    ...form.register(field, { onBlur: () => void validNumber() }),
    error: errorOf(field),
  };
  const codeProps = {
    ...form.register(code),
    countdown,
    onSend: () => void sendCode(),
    error: errorOf(code),
  };

  return { countdown, available, isFree, validNumber, sendCode, mobileProps, codeProps };
}
