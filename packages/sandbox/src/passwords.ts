import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: ScryptOptions,
) => Promise<Buffer>;

const KEY_LENGTH = 32;

/**
 * The sandbox's scrypt cost: N = 4096 (r = 8, p = 1), a real key derivation that takes about
 * 13 ms instead of Node's default N = 16384 (about 50 ms, which alone made a login miss the
 * sandbox's 50 ms target). The sandbox keeps demo logins, not real ones; a production server
 * chooses its own cost.
 */
export const SCRYPT_COST = 4096;
/** The cost of a hash stored without one: Node's default, that older databases used. */
const LEGACY_COST = 16384;

/**
 * `scrypt:<salt hex>:<key hex>:<N>` (a hash without `:<N>` is of N = 16384). The caller gives
 * the salt: the seed takes it from its seeded random source so that its data is repeatable.
 */
export const hashPassword = async (password: string, salt: Buffer): Promise<string> => {
  const key = await scryptAsync(password, salt, KEY_LENGTH, { N: SCRYPT_COST });
  return `scrypt:${salt.toString('hex')}:${key.toString('hex')}:${SCRYPT_COST}`;
};

/** The hash of a password a user sets, with a fresh random salt. */
export const hashNewPassword = (password: string): Promise<string> =>
  hashPassword(password, randomBytes(16));

export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, saltHex, keyHex, cost] = stored.split(':');
  if (scheme !== 'scrypt' || !saltHex || !keyHex) return false;
  const N = cost === undefined ? LEGACY_COST : Number(cost);
  if (!Number.isInteger(N) || N < 2) return false;
  const expected = Buffer.from(keyHex, 'hex');
  const actual = await scryptAsync(password, Buffer.from(saltHex, 'hex'), expected.length, { N });
  return timingSafeEqual(actual, expected);
};
