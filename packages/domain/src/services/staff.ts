import {
  adminChangePaths,
  latestAdminChange,
  staffPage,
  staffPaths as s,
} from '../contract/staff.ts';
import type {
  AdminChange,
  AdminChangeRequest,
  StaffAction,
  StaffInvite,
  StaffMember,
  StaffPermission,
  StaffQuery,
} from '../contract/staff.ts';
import type { Page } from '../contract/index.ts';
import type { HttpClient } from '../http/index.ts';
import { anyData } from './anyData.ts';

/**
 * Every call of 员工管理 and 变更管理员 (paths and shapes chosen in contract/staff.ts). Made inside the staff
 * store's factory, so it loads with the page.
 */
export const createStaffService = (http: HttpClient) => ({
  list: (query: StaffQuery): Promise<Page<StaffMember>> =>
    http.get(s.list, staffPage, { params: { ...query } }),
  invite: async (invite: StaffInvite): Promise<void> => {
    await http.post(s.invite, anyData, invite);
  },
  act: async (id: number, action: StaffAction): Promise<void> => {
    await http.put(`${s.member}/${id}/${action}`, anyData);
  },
  setPermission: async (id: number, permission: StaffPermission): Promise<void> => {
    await http.put(`${s.member}/${id}/permission`, anyData, { permission });
  },
  /** The company's latest administrator-change request; null before the first. */
  adminChange: (): Promise<AdminChange | null> =>
    http.get(adminChangePaths.request, latestAdminChange),
  /** Sends the request once (Idempotency-Key). */
  requestAdminChange: (
    request: AdminChangeRequest,
    idempotencyKey: string,
  ): Promise<AdminChange | null> =>
    http.post(adminChangePaths.request, latestAdminChange, request, { idempotencyKey }),
});
export type StaffService = ReturnType<typeof createStaffService>;
