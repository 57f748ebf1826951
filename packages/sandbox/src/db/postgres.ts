/**
 * The sandbox on a PostgreSQL server (`DATABASE_URL`), through node-postgres and the same drizzle
 * schema and migrations as PGlite. Several sandboxes may share the database: the first to start
 * migrates and seeds it under an advisory lock, the others wait for the lock and then find it
 * seeded (the seed fills an empty database only). A throw-away sandbox (a test's, the bench's)
 * gets a database of its own instead, created on the server and dropped when it closes.
 */
import { randomUUID } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { OpenDatabase, SandboxDb, Seeding } from './client.ts';
import * as schema from './schema.ts';

/** The advisory lock that one sandbox at a time holds while it migrates and seeds. */
const SEED_LOCK = 20_260_318;
/** PostgreSQL's type id of bigint (count(*)): read as a number, as PGlite does. */
const INT8 = 20;

/**
 * A pool on `url` whose sessions behave as PGlite's: UTC, and bigint read as a number (every
 * count the sandbox reads is far below 2^53).
 */
const poolOf = (url: string) =>
  new pg.Pool({
    connectionString: url,
    options: '-c TimeZone=UTC',
    types: {
      getTypeParser: ((id: number, format?: 'text' | 'binary') =>
        id === INT8 ? Number : pg.types.getTypeParser(id, format)) as typeof pg.types.getTypeParser,
    },
  });

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

/** Opens the database of `url` (or, `throwAway`, a new one beside it), migrated and seeded. */
export const openPostgres = async (
  url: string,
  throwAway: boolean,
  { seed }: Seeding,
  migrationsFolder: string,
): Promise<OpenDatabase> => {
  let dropDatabase = async () => {};
  let databaseUrl = url;
  if (throwAway) {
    const name = `sandbox_${randomUUID().replaceAll('-', '')}`;
    const server = new pg.Client({ connectionString: url });
    await server.connect();
    try {
      await server.query(`create database "${name}"`);
    } finally {
      await server.end();
    }
    databaseUrl = withDatabase(url, name);
    dropDatabase = async () => {
      const again = new pg.Client({ connectionString: url });
      await again.connect();
      try {
        await again.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await again.end();
      }
    };
  }
  const pool = poolOf(databaseUrl);
  const nodeDb = drizzle({ client: pool, schema });
  const db: SandboxDb = nodeDb;
  const close = async () => {
    await pool.end();
    await dropDatabase();
  };
  try {
    await underSeedLock(pool, async () => {
      await migrate(nodeDb, { migrationsFolder });
      await seed(db);
    });
  } catch (error) {
    await close();
    throw error;
  }
  return { db, close };
};
