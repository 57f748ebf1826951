import { count, desc } from 'drizzle-orm';
import { Hono } from 'hono';
import type { HotSearchKeys, SandboxHealth } from '@mall/domain/contract';
import { paths, sandboxPaths } from '@mall/domain/contract';
import type { Deps } from '../context.ts';
import { searchLog } from '../db/schema.ts';
import { fail, ok } from '../envelope.ts';
import { chinaDate, todayPrice } from '../prices.ts';

const HOT_KEY_COUNT = 10;

/** Calls that work without a login. */
export const commonRoutes = ({ db, now }: Deps) =>
  new Hono()
    .get(sandboxPaths.health, () => ok<SandboxHealth>({ status: 'ok' }))
    .get(paths.common.todayLvPrice, async () => {
      const price = await todayPrice(db, chinaDate(now()));
      return price ? ok(price) : fail(404, '暂无铝价数据');
    })
    .get(paths.common.hotSearchKey, async () => {
      const searches = count();
      const rows = await db
        .select({ keyword: searchLog.keyword, searches })
        .from(searchLog)
        .groupBy(searchLog.keyword)
        .orderBy(desc(searches), searchLog.keyword)
        .limit(HOT_KEY_COUNT);
      return ok<HotSearchKeys>(rows.map(({ keyword }) => keyword));
    });
