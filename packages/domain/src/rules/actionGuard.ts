import { COMPANY_CREATE_PATH, loginPathFor } from './routes.ts';

/** Whether a guarded action (add to cart, inquire, buy…) may run, or where the user must go first. */
export type ActionGuardDecision = 'allow' | 'login' | 'certify';
export type ActionGuardRefusal = Exclude<ActionGuardDecision, 'allow'>;

/**
 * What a guarded action needs: a certified company (buying, inquiring: spec section 5), or
 * only a login (chosen for asking a question and sending feedback, which involve no prices).
 */
export type ActionGuardNeed = 'certified' | 'login';

/** Visitors must log in; logged-in users of an uncertified company must certify (spec section 5). */
export function actionGuardDecision(
  {
    isLoggedIn,
    isCertified,
  }: {
    isLoggedIn: boolean;
    isCertified: boolean;
  },
  need: ActionGuardNeed = 'certified',
): ActionGuardDecision {
  if (!isLoggedIn) return 'login';
  return isCertified || need === 'login' ? 'allow' : 'certify';
}

/** The confirm dialog of a refusal. */
export interface ActionGuardPrompt {
  title: string;
  text: string;
  confirmText: string;
  cancelText: string;
  /** Where confirming goes, given the current in-app path. */
  target(currentPath: string): string;
}

/** What the action guard asks (spec section 5); cancelling aborts the action. */
export const ACTION_GUARD_PROMPTS: Readonly<Record<ActionGuardRefusal, ActionGuardPrompt>> = {
  login: {
    title: '提示',
    text: '请登录之后享受更多服务',
    confirmText: '去登录',
    cancelText: '取消',
    target: loginPathFor,
  },
  certify: {
    title: '提示',
    text: '请认证后享受更多服务',
    confirmText: '去认证',
    cancelText: '取消',
    target: () => COMPANY_CREATE_PATH,
  },
};
