import { createMiddleware } from 'hono/factory';
import { ORDER_ADMIN_CODE } from '@mall/domain/contract/orders';
import { STAFF_VIEW_ONLY_MESSAGE } from '@mall/domain/contract/staff';
import type { AppEnv, Deps } from '../context.ts';
import { fail } from '../envelope.ts';
import { permissionOf } from './members.ts';

/** After `requireUser`: refuses an employee whose permission is 仅查看 (see STAFF_PERMISSIONS). */
export const requirePurchaser = ({ db }: Pick<Deps, 'db'>) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const user = c.get('user');
    if (user.isAdministrators !== 1 && (await permissionOf(db, user)) === 'view') {
      return fail(ORDER_ADMIN_CODE, STAFF_VIEW_ONLY_MESSAGE);
    }
    await next();
  });
