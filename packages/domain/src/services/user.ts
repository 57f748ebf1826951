import { paths, userInfo } from '../contract/index.ts';
import type { PushFlags, UserInfo } from '../contract/index.ts';
import type { HttpClient } from '../http/index.ts';
import { anyData } from './anyData.ts';

export const createUserService = (http: HttpClient) => ({
  getUserInfo: (): Promise<UserInfo> => http.get(paths.user.info, userInfo),
  /** Saves the notification switches (the master and its three channels). */
  updatePushFlags: async (flags: PushFlags): Promise<void> => {
    await http.post(paths.user.updateInfo, anyData, flags);
  },
});
export type UserService = ReturnType<typeof createUserService>;
