import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

const salt = Buffer.alloc(16, 7);

describe('passwords', () => {
  it('stores the cost with the hash and verifies it', async () => {
    const stored = await hashPassword('Mall@2026', salt);
    expect(stored).toMatch(/^scrypt:(07){16}:[0-9a-f]{64}:4096$/);
    await expect(verifyPassword('Mall@2026', stored)).resolves.toBe(true);
    await expect(verifyPassword('Mall@2027', stored)).resolves.toBe(false);
  });

  it('verifies a hash stored without a cost at N = 16384, as older databases hold', async () => {
    const key = scryptSync('Mall@2026', salt, 32, { N: 16384 }).toString('hex');
    const stored = `scrypt:${salt.toString('hex')}:${key}`;
    await expect(verifyPassword('Mall@2026', stored)).resolves.toBe(true);
    await expect(verifyPassword('Mall@2027', stored)).resolves.toBe(false);
  });

  it('refuses a hash of another scheme or a broken cost', async () => {
    const stored = await hashPassword('Mall@2026', salt);
    await expect(verifyPassword('Mall@2026', stored.replace('scrypt', 'bcrypt'))).resolves.toBe(
      false,
    );
    await expect(verifyPassword('Mall@2026', stored.replace(/:4096$/, ':x'))).resolves.toBe(false);
  });
});
