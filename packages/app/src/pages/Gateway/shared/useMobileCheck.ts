import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { useStores } from '../../../stores/StoresContext.tsx';

/** Registration needs a free number; recovery and SMS login need a registered one. */
export type MobileRule = 'mustBeFree' | 'mustExist';

const MESSAGES: Record<MobileRule, string> = {
  mustBeFree: '该手机号已注册，请直接登录',
  mustExist: '该手机号尚未注册',
};

/**
 * Checks a form's `username` with the server (GET /user/check/user) once it is a valid
 * number, and puts the answer at the field. `validNumber()` resolves to the number when it
 * passes both checks, else null.
 */
export function useMobileCheck<F extends FieldValues & { username: string }>(
  form: UseFormReturn<F>,
  rule: MobileRule,
) {
  const { services } = useStores();
  const field = 'username' as Path<F>;
  return {
    async validNumber(): Promise<string | null> {
      if (!(await form.trigger(field))) return null;
      const username: PathValue<F, Path<F>> = form.getValues(field);
      const available = await services.auth.checkUser(String(username)).catch(() => null);
      if (available === null) return String(username);
      if (available === (rule === 'mustExist')) {
        form.setError(field, { type: 'server', message: MESSAGES[rule] });
        return null;
      }
      return String(username);
    },
  };
}
