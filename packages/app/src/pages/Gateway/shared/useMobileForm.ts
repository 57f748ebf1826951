import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { $ZodType } from 'zod/v4/core';
import type { SmsType } from '@mall/domain/contract';
import { useVerifiedMobile, type MobileRule } from './useVerifiedMobile.ts';

/**
 * A gateway form around a verified mobile number: validated by `schema` when each field is
 * left, its number checked by `rule` and sent the SMS code of `smsType` (useVerifiedMobile).
 */
export function useMobileForm<F extends FieldValues & { username: string; smsCode: string }>(
  schema: $ZodType<F, F>,
  defaultValues: DefaultValues<F>,
  rule: MobileRule,
  smsType: SmsType,
) {
  const form = useForm<F>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues });
  const mobile = useVerifiedMobile(form, rule, smsType);
  return {
    mobile,
    register: form.register,
    control: form.control,
    handleSubmit: form.handleSubmit,
    setError: form.setError,
    errors: form.formState.errors,
  };
}
