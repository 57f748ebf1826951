/**
 * The sandbox's audit: the rules the order, after-sales, funds, company, message, inquiry, cart and
 * goods contracts state (their `…_INVARIANTS`), each a named check over the whole database.
 */
import type { SandboxAudit } from '@mall/domain/contract';
import type { SandboxDb } from '../db/client.ts';
import { afterSaleChecks } from './afterSales.ts';
import { cartChecks } from './cart.ts';
import { companyChecks } from './company.ts';
import { fundsChecks } from './funds.ts';
import { goodsChecks } from './goods.ts';
import { inquiryChecks } from './inquiry.ts';
import { messageChecks } from './messages.ts';
import { orderChecks } from './orders.ts';

const CHECKS = {
  ...orderChecks,
  ...afterSaleChecks,
  ...fundsChecks,
  ...companyChecks,
  ...messageChecks,
  ...inquiryChecks,
  ...cartChecks,
  ...goodsChecks,
};

/** Runs every check, one after the other; answers their names and every violation. */
export const audit = async (db: SandboxDb): Promise<SandboxAudit> => {
  const violations = [];
  for (const check of Object.values(CHECKS)) violations.push(...(await check(db)));
  return { checks: Object.keys(CHECKS), violations };
};
