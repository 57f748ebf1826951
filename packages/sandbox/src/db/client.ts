import { createHash, randomUUID } from 'node:crypto';
import { access, mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { openPostgres } from './postgres.ts';
import * as schema from './schema.ts';

/** What `db.execute` answers, with either driver (PGlite's results and node-postgres's both have `rows`). */
export interface SandboxQueryResultHKT extends PgQueryResultHKT {
  type: SandboxRows<this['row']>;
}
type SandboxRows<Row> = { rows: Row[] };

/**
 * The sandbox's database, whichever the driver: PGlite embedded (the default) or a PostgreSQL
 * server through node-postgres (`DATABASE_URL`). The routes see only drizzle's common type.
 */
export type SandboxDb = PgDatabase<SandboxQueryResultHKT, typeof schema>;
/** A transaction of the sandbox database. */
export type SandboxTx = Parameters<Parameters<SandboxDb['transaction']>[0]>[0];

/**
 * Pass this as the data directory for a throw-away database: in memory with PGlite, a database
 * of its own (dropped on close) on a PostgreSQL server.
 */
export const IN_MEMORY = ':memory:';

/** `<repo root>/.data/sandbox`: the repo root is two levels above packages/sandbox. */
export const DEFAULT_DATA_DIR = fileURLToPath(
  new URL('../../../../.data/sandbox', import.meta.url),
);

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
const cacheFolder = fileURLToPath(new URL('../../node_modules/.cache/sandbox', import.meta.url));

/** A hash of the files under `folder` whose names `keep` accepts, with their names. */
const digestOf = async (folder: string, keep: (name: string) => boolean): Promise<string> => {
  const hash = createHash('sha256');
  const files = (await readdir(folder, { recursive: true })).filter(keep).sort();
  for (const file of files) hash.update(file).update(await readFile(join(folder, file)));
  return hash.digest('hex');
};

/**
 * What every cache file is named by: the PGlite build (its resolved path carries the version)
 * and the migrations. Worked out once per process, as the sources below: a worker opens many
 * sandboxes.
 */
let clusterDigest: Promise<string> | undefined;
const clusterKey = () =>
  (clusterDigest ??= digestOf(
    migrationsFolder,
    (name) => name.endsWith('.sql') || name === join('meta', '_journal.json'),
  ).then(
    (migrations) =>
      `${createRequire(import.meta.url).resolve('@electric-sql/pglite')}:${migrations}`,
  ));

/** Whatever the seed could read: the sandbox's and the domain's sources, tests aside. */
const sourceFolders = ['..', '../../../domain/src'].map((folder) =>
  fileURLToPath(new URL(folder, import.meta.url)),
);
let sourcesDigest: Promise<string> | undefined;
const sourcesKey = () =>
  (sourcesDigest ??= Promise.all(
    sourceFolders.map((folder) =>
      digestOf(folder, (name) => /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name)),
    ),
  ).then((digests) => digests.join(':')));

/** The cache file of `prefix` named by the cluster's key plus `extra`. */
const cacheFile = async (prefix: string, extra = ''): Promise<string> =>
  join(cacheFolder, `${prefix}-${await cacheName(extra)}.tar.gz`);

/** The cluster's key plus `extra`, hashed to 16 hex digits. */
const cacheName = async (extra: string): Promise<string> =>
  createHash('sha256')
    .update(await clusterKey())
    .update(extra)
    .digest('hex')
    .slice(0, 16);

/** PGlite's options: the trigram extension the goods search's index uses (migration 0022). */
const EXTENSIONS = { extensions: { pg_trgm } };

/** A cluster loaded from a cached dump, or undefined when there is none or it is unreadable. */
const loadCluster = async (dataDir: string | undefined, file: string) => {
  const dump = await readFile(file).catch(() => undefined);
  if (!dump) return undefined;
  return PGlite.create(dataDir, { ...EXTENSIONS, loadDataDir: new Blob([dump]) }).catch(
    () => undefined,
  );
};

/**
 * Dumps a cluster to a cache file, written aside under a name of its own and renamed, so that
 * parallel workers and sandboxes never read half a file. A cache that cannot be written is only
 * a slower next start, not a failure.
 */
const saveCluster = async (client: PGlite, file: string): Promise<void> => {
  const partial = `${file}.${randomUUID()}.partial`;
  try {
    const dump = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
    await mkdir(dirname(file), { recursive: true });
    await writeFile(partial, dump);
    await rename(partial, file);
  } catch {
    await rm(partial, { force: true });
  }
};

/**
 * A new cluster in memory or in an empty directory. initdb is most of a PGlite start, so the
 * first one dumps its migrated, still empty cluster to a cache file and later ones load that.
 */
const createCluster = async (dataDir: string | undefined): Promise<PGlite> => {
  const file = await cacheFile('pglite-template');
  const cached = await loadCluster(dataDir, file);
  if (cached) return cached;
  const client = await PGlite.create(dataDir, EXTENSIONS);
  await migrate(drizzle({ client }), { migrationsFolder });
  await saveCluster(client, file);
  return client;
};

/**
 * Run after seeding: the planner's statistics of the tables as seeded (PGlite has no autovacuum
 * to gather them), without which it takes thousands of rows for a handful and joins by loops.
 */
export const ANALYZE = sql`analyze`;

/** How a database is seeded once it is open. */
export interface Seeding {
  seed(db: SandboxDb): Promise<void>;
  /**
   * Set by tests whose clock is fixed: the seeded cluster in memory is cached under this key
   * (with the migrations and the sources of the sandbox and the domain), so that every test
   * file after the first loads in about a second what took three to seed.
   */
  cacheKey?: string;
}

const open = (client: PGlite) => drizzle({ client, schema });

/** A driver's database as the routes see it. */
const sandboxDb = (db: ReturnType<typeof open>): SandboxDb => db;

/** An open database and how to close it. */
export type OpenDatabase = { db: SandboxDb; close: () => Promise<void> };

/**
 * Opens the sandbox's database, applies the drizzle migrations and seeds it: on the PostgreSQL
 * server of `databaseUrl` when one is given (see `openPostgres`), else PGlite, in memory or in
 * the directory `dataDir`.
 */
export const openDatabase = (
  dataDir: string,
  seeding: Seeding,
  databaseUrl = process.env.DATABASE_URL || undefined,
): Promise<OpenDatabase> =>
  databaseUrl ? openOnServer(databaseUrl, dataDir, seeding) : openPglite(dataDir, seeding);

/**
 * Opens the database on a PostgreSQL server. A throw-away one seeded for a fixed clock is copied
 * from a template database named by the same key as PGlite's cached cluster.
 */
const openOnServer = async (databaseUrl: string, dataDir: string, seeding: Seeding) => {
  const throwAway = dataDir === IN_MEMORY;
  const template =
    throwAway && seeding.cacheKey !== undefined
      ? `sandbox_seeded_${await cacheName(`${seeding.cacheKey}:${await sourcesKey()}`)}`
      : undefined;
  return openPostgres(databaseUrl, throwAway, seeding, migrationsFolder, template);
};

/** Opens PGlite (in memory or in a directory), applies the drizzle migrations and seeds it. */
const openPglite = async (dataDir: string, { seed, cacheKey }: Seeding): Promise<OpenDatabase> => {
  const seededFile =
    dataDir === IN_MEMORY && cacheKey !== undefined
      ? await cacheFile('pglite-seeded', `${cacheKey}:${await sourcesKey()}`)
      : undefined;
  const seeded = seededFile && (await loadCluster(undefined, seededFile));
  if (seeded) return { db: sandboxDb(open(seeded)), close: () => seeded.close() };

  let client: PGlite;
  if (dataDir === IN_MEMORY) {
    client = await createCluster(undefined);
  } else {
    await mkdir(dataDir, { recursive: true });
    const exists = await access(join(dataDir, 'PG_VERSION')).then(
      () => true,
      () => false,
    );
    client = exists ? await PGlite.create(dataDir, EXTENSIONS) : await createCluster(dataDir);
  }
  const db = open(client);
  try {
    await migrate(db, { migrationsFolder });
    await seed(db);
    await db.execute(ANALYZE);
    if (seededFile) await saveCluster(client, seededFile);
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db: sandboxDb(db), close: () => client.close() };
};

/** The one row of an aggregate query. */
export const onlyRow = <T>(rows: readonly T[]): T => {
  const [row] = rows;
  if (row === undefined) throw new Error('expected one row');
  return row;
};
