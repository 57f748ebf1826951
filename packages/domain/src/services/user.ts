import { paths, userInfo } from '../contract/index.ts';
import type { UserInfo } from '../contract/index.ts';
import type { HttpClient } from '../http/index.ts';

export const createUserService = (http: HttpClient) => ({
  getUserInfo: (): Promise<UserInfo> => http.get(paths.user.info, userInfo),
});
export type UserService = ReturnType<typeof createUserService>;
