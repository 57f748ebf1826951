import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  IMAGE_UPLOAD_MAX_BYTES,
  capitalQuery,
  companyCertForm,
  imageUpload,
  imageUploadError,
  userCentrePaths,
} from '@mall/domain/contract/userCentre';
import type {
  CapitalRecord,
  Certification,
  FundManagementInfo,
  UploadedFile,
} from '@mall/domain/contract/userCentre';
import type { Page } from '@mall/domain/contract';
import { requireCertified, requireUser } from '../auth.ts';
import type { AppEnv, Deps } from '../context.ts';
import type { SandboxTx } from '../db/client.ts';
import { onlyRow } from '../db/client.ts';
import { companyApplications, userFiles, users } from '../db/schema.ts';
import { fail, ok } from '../envelope.ts';
import { capitalPageOf, fundInfoOf } from '../funds/read.ts';
import { companyOf, idempotent, inTransaction } from '../orders/guards.ts';
import { certificationOf, submitCertification } from '../userCentre/certification.ts';
import { validateJson, validateQuery } from '../validation.ts';
import { fileResponse } from './orders.ts';

export const NO_SUCH_FILE = '文件不存在';

/** The user's row as it is now (the session's may predate a change in the same call). */
const userRow = async (tx: SandboxTx, userId: number) =>
  tx.select().from(users).where(eq(users.id, userId)).then(onlyRow);

/** The user centre: certification and its uploads; the company's funds. */
export const userCentreRoutes = (deps: Deps) => {
  const { db, now } = deps;
  const auth = requireUser(deps);
  const keyed = idempotent(deps);

  return new Hono<AppEnv>()
    .get(userCentrePaths.fundInfo, auth, requireCertified, async (c) =>
      ok<FundManagementInfo>(await fundInfoOf(db, companyOf(c))),
    )
    .get(userCentrePaths.capitalList, auth, requireCertified, async (c) => {
      const query = validateQuery(c, capitalQuery);
      if (!query.ok) return query.response;
      return ok<Page<CapitalRecord>>(await capitalPageOf(db, companyOf(c), query.data));
    })
    .get(userCentrePaths.certification, auth, async (c) =>
      ok<Certification>(await certificationOf(db, c.get('user'))),
    )
    .post(userCentrePaths.certify, auth, keyed, async (c) => {
      const body = await validateJson(c, companyCertForm);
      if (!body.ok) return body.response;
      const userId = c.get('user').id;
      return inTransaction(db, async (tx) => {
        await submitCertification(tx, await userRow(tx, userId), body.data, now());
        return ok<Certification>(await certificationOf(tx, await userRow(tx, userId)));
      });
    })
    .post(userCentrePaths.upload, auth, async (c) => {
      const body = await validateJson(c, imageUpload);
      if (!body.ok) return body.response;
      const bytes = new Uint8Array(Buffer.from(body.data.content, 'base64'));
      const problem = imageUploadError(bytes, IMAGE_UPLOAD_MAX_BYTES);
      if (problem) return fail(400, problem);
      const png = bytes[0] === 0x89;
      const [file] = await db
        .insert(userFiles)
        .values({
          userId: c.get('user').id,
          fileName: body.data.fileName,
          mime: png ? 'image/png' : 'image/jpeg',
          content: bytes,
          createdAt: now(),
        })
        .returning({ fileId: userFiles.id, fileName: userFiles.fileName });
      return file ? ok<UploadedFile>(file) : fail(500);
    })
    .get(
      `${userCentrePaths.file}/:fileId{[0-9]+}`,
      requireUser(deps, { cookie: true }),
      async (c) => {
        // The user's own images, and those of their company's applications (for its members).
        const fileId = Number(c.req.param('fileId'));
        const user = c.get('user');
        const [own] = await db
          .select()
          .from(userFiles)
          .where(and(eq(userFiles.id, fileId), eq(userFiles.userId, user.id)));
        const file =
          own ??
          (user.companyId === null
            ? undefined
            : (
                await db
                  .select({ file: userFiles })
                  .from(userFiles)
                  .innerJoin(
                    companyApplications,
                    eq(companyApplications.licenceFileId, userFiles.id),
                  )
                  .innerJoin(users, eq(users.id, companyApplications.userId))
                  .where(and(eq(userFiles.id, fileId), eq(users.companyId, user.companyId)))
              )[0]?.file);
        if (!file) return fail(404, NO_SUCH_FILE);
        return fileResponse(new Uint8Array(file.content), file.mime, file.fileName, 'inline');
      },
    );
};
