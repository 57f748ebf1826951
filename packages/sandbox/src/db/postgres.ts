/**
 * The sandbox on a PostgreSQL server (`DATABASE_URL`), through node-postgres and the same drizzle
 * schema and migrations as PGlite. Several sandboxes may share the database: the first to start
 * migrates and seeds it under an advisory lock, the others wait for the lock and then find it
 * seeded (the seed fills an empty database only). A throw-away sandbox (a test's, the bench's)
 * gets a database of its own instead, created on the server and dropped when it closes.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { OpenDatabase, SandboxDb, Seeding } from './client.ts';
import * as schema from './schema.ts';

/** Run after seeding, as on PGlite (see client.ts): a copy of a template keeps its statistics. */
const ANALYZE = sql`analyze`;
/** The advisory lock that one sandbox at a time holds while it migrates and seeds. */
const SEED_LOCK = 20_260_318;
/** PostgreSQL's type id of bigint (count(*)): read as a number, as PGlite does. */
const INT8 = 20;

/**
 * A pool on `url` whose sessions behave as PGlite's: UTC, and bigint read as a number (every
 * count the sandbox reads is far below 2^53).
 */
const poolOf = (url: string) => {
  const pool = new pg.Pool({
    connectionString: url,
    options: '-c TimeZone=UTC',
    types: {
      getTypeParser: ((id: number, format?: 'text' | 'binary') =>
        id === INT8 ? Number : pg.types.getTypeParser(id, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle connection the server ended (a restart, the database dropped): the pool replaces
  // it; a query in flight still fails with the error.
  pool.on('error', (error) => console.error('sandbox: database connection lost:', error.message));
  return pool;
};

/** Runs `work` while holding the seed lock on a connection of `pool`. */
const underSeedLock = async (pool: pg.Pool, work: () => Promise<void>) => {
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [SEED_LOCK]);
    try {
      await work();
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [SEED_LOCK]);
    }
  } finally {
    lock.release();
  }
};

/** `url` with another database name. */
const withDatabase = (url: string, database: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

/** A connection to the server of `url` for the duration of `work`. */
const onServer = async <T>(url: string, work: (server: pg.Client) => Promise<T>): Promise<T> => {
  const server = new pg.Client({ connectionString: url });
  await server.connect();
  try {
    return await work(server);
  } finally {
    await server.end();
  }
};

/** Migrates and seeds the database of `url`, then closes its pool. */
const migrateAndSeed = async (url: string, seed: Seeding['seed'], migrationsFolder: string) => {
  const pool = poolOf(url);
  try {
    const db = drizzle({ client: pool, schema });
    await migrate(db, { migrationsFolder });
    await seed(db);
    await db.execute(ANALYZE);
  } finally {
    await pool.end();
  }
};

/**
 * Opens the database of `url`, migrated and seeded; or, `throwAway`, a new database beside it,
 * dropped on close. A throw-away database with a `template` name (tests with a fixed clock: see
 * `Seeding.cacheKey`) is copied from that database, which the first such sandbox seeds, so
 * that every test file after the first starts in a fraction of a second.
 */
export const openPostgres = async (
  url: string,
  throwAway: boolean,
  { seed }: Seeding,
  migrationsFolder: string,
  template?: string,
): Promise<OpenDatabase> => {
  let dropDatabase = async () => {};
  let databaseUrl = url;
  let seeded = false;
  if (throwAway) {
    const name = `sandbox_${randomUUID().replaceAll('-', '')}`;
    await onServer(url, async (server) => {
      if (template === undefined) {
        await server.query(`create database "${name}"`);
        return;
      }
      await server.query('select pg_advisory_lock($1)', [SEED_LOCK]);
      try {
        const { rowCount } = await server.query('select 1 from pg_database where datname = $1', [
          template,
        ]);
        if (rowCount === 0) {
          await server.query(`create database "${template}"`);
          await migrateAndSeed(withDatabase(url, template), seed, migrationsFolder).catch(
            async (error: unknown) => {
              await server.query(`drop database "${template}" with (force)`);
              throw error;
            },
          );
        }
        await server.query(`create database "${name}" template "${template}"`);
        seeded = true;
      } finally {
        await server.query('select pg_advisory_unlock($1)', [SEED_LOCK]);
      }
    });
    databaseUrl = withDatabase(url, name);
    dropDatabase = () =>
      onServer(url, async (server) => {
        await server.query(`drop database if exists "${name}" with (force)`);
      });
  }
  const pool = poolOf(databaseUrl);
  const nodeDb = drizzle({ client: pool, schema });
  const db: SandboxDb = nodeDb;
  const close = async () => {
    await pool.end();
    await dropDatabase();
  };
  try {
    if (!seeded) {
      await underSeedLock(pool, async () => {
        await migrate(nodeDb, { migrationsFolder });
        await seed(db);
        await db.execute(ANALYZE);
      });
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { db, close };
};
