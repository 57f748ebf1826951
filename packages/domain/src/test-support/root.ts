import type { UserInfo } from '../contract/index.ts';
import { createTestEnvironment } from '../mocks/index.ts';
import { toStoredUser } from '../rules/index.ts';
import { memoryStorage, memoryTokenStore, STORAGE_KEYS } from '../storage/index.ts';
import { RootStore } from '../stores/index.ts';
import { TEST_BASE_URL } from './server.ts';

interface TestRootOptions {
  /** The current path; defaults to the home page. */
  path?: string;
  /** A token already in the cookie. */
  token?: string | null;
  /** A user already in storage. */
  user?: UserInfo | null;
}

/** A fresh RootStore over a recording environment, optionally already logged in. */
export function createTestRoot({ path, token = null, user = null }: TestRootOptions = {}) {
  const storage = memoryStorage(
    user ? { [STORAGE_KEYS.user]: JSON.stringify(toStoredUser(user)) } : {},
  );
  const env = createTestEnvironment({ path, storage, tokens: memoryTokenStore(token) });
  return { env, root: new RootStore(env, { baseURL: TEST_BASE_URL }) };
}
