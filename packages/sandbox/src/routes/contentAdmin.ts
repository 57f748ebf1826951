import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { adminContentPage, contentAdminPaths } from '@mall/domain/contract';
import type { Deps } from '../context.ts';
import { contentPages } from '../db/schema.ts';
import { fail, ok } from '../envelope.ts';
import { validateJson } from '../validation.ts';

/** Sandbox only: the mall's editors replace a help, 关于我们 or protocol page's HTML (no login). */
export const contentAdminRoutes = ({ db, now }: Deps) =>
  new Hono().post(contentAdminPaths.setPage, async (c) => {
    const body = await validateJson(c, adminContentPage);
    if (!body.ok) return body.response;
    const { kind, type, content } = body.data;
    const [row] = await db
      .update(contentPages)
      .set({ content, updatedAt: now() })
      .where(and(eq(contentPages.kind, kind), eq(contentPages.type, type)))
      .returning({ type: contentPages.type });
    return row ? ok(null) : fail(404, '页面不存在');
  });
