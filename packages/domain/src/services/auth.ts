import { LOGIN_PORT, loginResponse, paths } from '../contract/index.ts';
import type { LoginRequest, LoginResponse } from '../contract/index.ts';
import type { HttpClient } from '../http/index.ts';

/** What the user types in the login form; the fixed port is added here. */
export type Credentials = Omit<LoginRequest, 'port'>;

export const createAuthService = (http: HttpClient) => ({
  login: ({ username, password }: Credentials): Promise<LoginResponse> =>
    http.post(paths.auth.login, loginResponse, {
      username,
      password,
      port: LOGIN_PORT,
    } satisfies LoginRequest),
});
export type AuthService = ReturnType<typeof createAuthService>;
