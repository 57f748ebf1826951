import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
) => Promise<Buffer>;

const KEY_LENGTH = 32;

/**
 * `scrypt:<salt hex>:<key hex>`. The caller gives the salt: the seed takes it from its seeded
 * random source so that its data is repeatable.
 */
export const hashPassword = async (password: string, salt: Buffer): Promise<string> => {
  const key = await scryptAsync(password, salt, KEY_LENGTH);
  return `scrypt:${salt.toString('hex')}:${key.toString('hex')}`;
};

/** The hash of a password a user sets, with a fresh random salt. */
export const hashNewPassword = (password: string): Promise<string> =>
  hashPassword(password, randomBytes(16));

export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, saltHex, keyHex] = stored.split(':');
  if (scheme !== 'scrypt' || !saltHex || !keyHex) return false;
  const expected = Buffer.from(keyHex, 'hex');
  const actual = await scryptAsync(password, Buffer.from(saltHex, 'hex'), expected.length);
  return timingSafeEqual(actual, expected);
};
