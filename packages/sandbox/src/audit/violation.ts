import type { SandboxAuditViolation } from '@mall/domain/contract';
import type { SandboxDb } from '../db/client.ts';

/** One break of a rule: which rule, what breaks it (an order number…), and how. */
export type Violation = SandboxAuditViolation;

/** A named check over the whole database: its violations, none when the rule holds. */
export type Check = (db: SandboxDb) => Promise<Violation[]>;

/** The violation of `invariant` by `subject`, or nothing when `holds`. */
export const unless = (
  holds: boolean,
  invariant: string,
  subject: string,
  detail: string,
): Violation[] => (holds ? [] : [{ invariant, subject, detail }]);

/** The violations of one invariant: `rule(holds, subject, detail)`. */
export const ruleOf =
  (invariant: string) =>
  (holds: boolean, subject: string, detail: string): Violation[] =>
    unless(holds, invariant, subject, detail);
