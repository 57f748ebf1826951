import type { SandboxDb } from './db/client.ts';
import { qrLogins, smsCodes, thirdAuthCodes, thirdIdentities } from './db/schema.ts';
import type { Random } from './random.ts';
import { createRandom, seedFromString } from './random.ts';

/** `length` decimal digits, e.g. an SMS code. */
export const drawDigits = (random: Random, length: number): string =>
  Array.from({ length }, () => random.int(0, 9)).join('');

/** `length` lowercase hex digits, e.g. a QR or authorisation code. */
export const drawHex = (random: Random, length: number): string =>
  Array.from({ length }, () => random.int(0, 15).toString(16)).join('');

const MAX_DRAWS = 20;

/**
 * The row that `insert` makes with freshly drawn values, drawing again in the unlikely case
 * that a drawn key is taken. `insert` draws its values and answers no row on a conflict.
 */
export const insertFresh = async <T>(insert: () => Promise<readonly T[]>): Promise<T> => {
  for (let draw = 0; draw < MAX_DRAWS; draw += 1) {
    const [row] = await insert();
    if (row) return row;
  }
  throw new Error(`no free code after ${MAX_DRAWS} draws`);
};

/**
 * The seeded source of the codes. Its seed is the number of codes the database already holds,
 * so a fresh sandbox hands out the same codes every run, and a reopened one new ones.
 */
export const openCodeSource = async (db: SandboxDb): Promise<Random> => {
  const held = await Promise.all(
    [smsCodes, qrLogins, thirdIdentities, thirdAuthCodes].map((table) => db.$count(table)),
  );
  const total = held.reduce((sum, count) => sum + count, 0);
  return createRandom(seedFromString(`codes:${total}`));
};
