import { http } from 'msw';
import { adminChangePaths, staffPaths } from '../../contract/staff.ts';
import { userCentrePaths } from '../../contract/userCentre.ts';
import type { ImageUpload } from '../../contract/userCentre.ts';
import type {
  AdminChange,
  AdminChangeRequest,
  StaffInvite,
  StaffMember,
  StaffPermissionChange,
  StaffStatus,
} from '../../contract/staff.ts';
import { anyOrigin, okJson, recording, refuse } from '../http.ts';
import type { RecordedRequest } from '../http.ts';
import { adminChangeFixtures, staffFixture } from './fixtures.ts';

interface StaffServerOptions {
  members?: StaffMember[];
}

const AFTER: Readonly<Record<string, StaffStatus>> = {
  approve: 'active',
  refuse: 'refused',
  disable: 'disabled',
  enable: 'active',
};

/**
 * A 员工管理 server for one story: the calls it saw and the members. An invitation adds a line
 * 已邀请 (a mobile already listed is refused as the sandbox does), a decision moves a line, a
 * permission changes it; the list pages.
 */
export function createStaffServer({ members: initial = staffFixture }: StaffServerOptions = {}) {
  const requests: RecordedRequest[] = [];
  let members = initial;
  let lastId = 100;
  const record = (respond: Parameters<typeof recording>[1]) => recording(requests, respond);
  const change = (id: string, patch: Partial<StaffMember>) => {
    members = members.map((row) => (row.id === Number(id) ? { ...row, ...patch } : row));
    return okJson(null);
  };
  const handlers = [
    http.get(
      anyOrigin(staffPaths.list),
      record(({ url }) => {
        const pageNum = Number(url.searchParams.get('pageNum') ?? 1);
        const pageSize = Number(url.searchParams.get('pageSize') ?? 10);
        return okJson({
          rows: members.slice((pageNum - 1) * pageSize, pageNum * pageSize),
          total: members.length,
        });
      }),
    ),
    http.post(
      anyOrigin(staffPaths.invite),
      record(({ body }) => {
        const { mobile } = body as StaffInvite;
        if (members.some((row) => row.mobile === mobile))
          return refuse(400, '该手机号已在员工列表中');
        lastId += 1;
        members = [
          {
            id: lastId,
            mobile,
            realname: '',
            isAdministrators: 0,
            status: 'invited',
            permission: 'purchase',
            createdAt: '2026-03-18 11:00:00',
          },
          ...members,
        ];
        return okJson(null);
      }),
    ),
    http.put(
      anyOrigin(`${staffPaths.member}/:id/permission`),
      record(({ body }, { id = '' }) =>
        change(id, { permission: (body as StaffPermissionChange).permission }),
      ),
    ),
    http.put(
      anyOrigin(`${staffPaths.member}/:id/:action`),
      record((_call, { id = '', action = '' }) => {
        const status = AFTER[action];
        return status ? change(id, { status }) : refuse(404, '');
      }),
    ),
  ];
  return { handlers, requests };
}

/**
 * A 变更管理员 server for one story: the latest request (none by default); a request sent is
 * 审核中 for 李晓燕; an uploaded letter gets an id.
 */
export function createAdminChangeServer({
  latest: initial = null,
}: { latest?: AdminChange | null } = {}) {
  const requests: RecordedRequest[] = [];
  let latest = initial;
  const record = (respond: Parameters<typeof recording>[1]) => recording(requests, respond);
  const handlers = [
    http.get(
      anyOrigin(adminChangePaths.request),
      record(() => okJson(latest)),
    ),
    http.post(
      anyOrigin(adminChangePaths.request),
      record(({ body }) => {
        const { mobile, letterFileName } = body as AdminChangeRequest;
        latest = {
          ...adminChangeFixtures.pending,
          mobile,
          letterFileName,
          submittedAt: '2026-03-18 11:00:00',
        };
        return okJson(latest);
      }),
    ),
    http.post(
      anyOrigin(userCentrePaths.upload),
      record(({ body }) => okJson({ fileId: 601, fileName: (body as ImageUpload).fileName })),
    ),
  ];
  return { handlers, requests };
}
