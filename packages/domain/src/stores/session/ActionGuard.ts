import { makeAutoObservable } from 'mobx';
import { ACTION_GUARD_PROMPTS, actionGuardDecision } from '../../rules/index.ts';
import type {
  ActionGuardDecision,
  ActionGuardNeed,
  ActionGuardPrompt,
  ActionGuardRefusal,
} from '../../rules/index.ts';
import type { Environment, SessionView } from '../Environment.ts';

interface ActionGuardDeps {
  session: SessionView;
  env: Pick<Environment, 'navigate' | 'currentPath'>;
}

/**
 * Guards actions that need a certified login (spec section 5). `run(action)` runs an allowed
 * action; otherwise it opens a prompt, which the app shows as a confirm dialog: confirming goes
 * to login (coming back here) or to company certification, cancelling drops the action.
 */
export class ActionGuard {
  /** The open prompt's reason, or null when none is open. */
  refusal: ActionGuardRefusal | null = null;
  readonly #deps: ActionGuardDeps;

  constructor(deps: ActionGuardDeps) {
    this.#deps = deps;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get decision(): ActionGuardDecision {
    return actionGuardDecision(this.#deps.session);
  }

  /** The confirm dialog to show, or null. */
  get prompt(): ActionGuardPrompt | null {
    return this.refusal === null ? null : ACTION_GUARD_PROMPTS[this.refusal];
  }

  /**
   * Runs `action` if allowed, else opens the prompt (the action is not run). Returns the
   * decision. `need` 'login' lets an uncertified user through.
   */
  run(action: () => unknown, need: ActionGuardNeed = 'certified'): ActionGuardDecision {
    const decision = actionGuardDecision(this.#deps.session, need);
    if (decision === 'allow') action();
    else this.refusal = decision;
    return decision;
  }

  /** 去登录 / 去认证: closes the prompt and goes to its target. */
  confirm(): void {
    const prompt = this.prompt;
    if (prompt === null) return;
    this.refusal = null;
    this.#deps.env.navigate(prompt.target(this.#deps.env.currentPath()));
  }

  /** 取消: closes the prompt; the action stays undone. */
  cancel(): void {
    this.refusal = null;
  }
}
