import { createHash } from 'node:crypto';
import { access, mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import * as schema from './schema.ts';

export type SandboxDb = PgliteDatabase<typeof schema>;
/** A transaction of the sandbox database. */
export type SandboxTx = Parameters<Parameters<SandboxDb['transaction']>[0]>[0];

/** Pass this as the data directory for a throw-away database in memory. */
const IN_MEMORY = ':memory:';

/** `<repo root>/.data/sandbox`: the repo root is two levels above packages/sandbox. */
export const DEFAULT_DATA_DIR = fileURLToPath(
  new URL('../../../../.data/sandbox', import.meta.url),
);

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
const cacheFolder = fileURLToPath(new URL('../../node_modules/.cache/sandbox', import.meta.url));

/**
 * The cached template's file, named by a hash of the PGlite build (its resolved path carries
 * the version) and of the migrations, so that a change to either makes a new template.
 */
const templateFile = async (): Promise<string> => {
  const hash = createHash('sha256').update(
    createRequire(import.meta.url).resolve('@electric-sql/pglite'),
  );
  const journal = join('meta', '_journal.json');
  const files = (await readdir(migrationsFolder)).filter((name) => name.endsWith('.sql')).sort();
  for (const file of [journal, ...files]) hash.update(await readFile(join(migrationsFolder, file)));
  return join(cacheFolder, `pglite-template-${hash.digest('hex').slice(0, 16)}.tar.gz`);
};

/**
 * A new cluster in memory or in an empty directory. initdb is most of a PGlite start, so the
 * first one dumps its migrated, still empty cluster to a cache file and later ones load that.
 */
const createCluster = async (dataDir: string | undefined): Promise<PGlite> => {
  const file = await templateFile();
  const template = await readFile(file).catch(() => undefined);
  if (template) {
    try {
      return await PGlite.create(dataDir, { loadDataDir: new Blob([template]) });
    } catch {
      // An unreadable template is rebuilt below.
    }
  }
  const client = await PGlite.create(dataDir);
  await migrate(drizzle({ client }), { migrationsFolder });
  const dump = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
  await mkdir(dirname(file), { recursive: true });
  // Written aside and renamed, so that parallel test workers never read half a file.
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, dump);
  await rename(partial, file);
  return client;
};

/** Opens PGlite (in memory or in a directory) and applies the drizzle migrations. */
export const openDatabase = async (
  dataDir: string,
): Promise<{ db: SandboxDb; close: () => Promise<void> }> => {
  let client: PGlite;
  if (dataDir === IN_MEMORY) {
    client = await createCluster(undefined);
  } else {
    await mkdir(dataDir, { recursive: true });
    const exists = await access(join(dataDir, 'PG_VERSION')).then(
      () => true,
      () => false,
    );
    client = exists ? await PGlite.create(dataDir) : await createCluster(dataDir);
  }
  const db = drizzle({ client, schema });
  try {
    await migrate(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db, close: () => client.close() };
};

/** The one row of an aggregate query. */
export const onlyRow = <T>(rows: readonly T[]): T => {
  const [row] = rows;
  if (row === undefined) throw new Error('expected one row');
  return row;
};
