import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { createStaffStore } from '@mall/domain';
import type { StaffStore } from '@mall/domain';
import {
  STAFF_PERMISSIONS,
  STAFF_PERMISSION_LABELS,
  STAFF_STATUS_LABELS,
  staffInvite,
} from '@mall/domain/contract/staff';
import type { StaffAction, StaffInvite, StaffMember } from '@mall/domain/contract/staff';
import {
  Button,
  ConfirmDialog,
  Empty,
  FormLayout,
  InlineNote,
  Input,
  Modal,
  Select,
  Stack,
  StaffTable,
  type StaffRow,
} from '@mall/ui';
import { useFeature } from '../../../stores/StoresContext.tsx';
import { CertifiedPanel } from '../CertifiedPanel.tsx';
import { ListPager, listState } from '../../shared/pagedList.tsx';

/**
 * userInfo/companyStaff (员工管理), the company administrator's: the members (paged), an
 * invitation by mobile, an applicant approved or refused, an employee disabled or enabled (each
 * confirmed) and each employee's permission. An employee or an uncertified user is told why
 * they cannot, and nothing is asked of the server.
 */
export const CompanyStaffPage = () => (
  <CertifiedPanel title="员工管理" what="管理员工">
    {(isAdmin) =>
      isAdmin ? (
        <Staff />
      ) : (
        <InlineNote>
          员工管理仅限企业管理员操作，如需邀请同事或调整权限，请联系企业管理员。
        </InlineNote>
      )
    }
  </CertifiedPanel>
);

const Staff = observer(function Staff() {
  const store = useFeature(createStaffStore);
  useEffect(() => {
    void store.load();
  }, [store]);
  const { members } = store;
  return (
    <Stack $gap={3}>
      <div>
        <Button variant="primary" onClick={store.openInvite}>
          邀请员工
        </Button>
      </div>
      <StaffTable
        rows={members.rows.map((member) => toRow(store, member))}
        {...listState(members)}
        empty={<Empty description="暂无员工" />}
      />
      <ListPager list={members} />
      <InviteDialog store={store} />
    </Stack>
  );
});

const CONFIRMS: Readonly<Record<StaffAction, { label: string; question: string }>> = {
  approve: { label: '通过', question: '确定通过{who}的加入申请吗？通过后即成为企业员工。' },
  refuse: { label: '拒绝', question: '确定拒绝{who}的加入申请吗？' },
  disable: { label: '停用', question: '确定停用{who}吗？停用后该员工将无法登录。' },
  enable: { label: '启用', question: '确定启用{who}吗？' },
};

/** What may be done to a member in each state. */
const ACTIONS_BY_STATUS: Readonly<Record<StaffMember['status'], readonly StaffAction[]>> = {
  applying: ['approve', 'refuse'],
  active: ['disable'],
  disabled: ['enable'],
  invited: [],
  refused: [],
};

const nameOf = ({ realname, mobile }: StaffMember) =>
  realname ? `${realname}（${mobile}）` : mobile;

const toRow = (store: StaffStore, member: StaffMember): StaffRow => {
  const admin = member.isAdministrators === 1;
  const actions = admin ? [] : ACTIONS_BY_STATUS[member.status];
  const editable = !admin && (member.status === 'active' || member.status === 'disabled');
  return {
    key: member.id,
    mobile: member.mobile,
    realname: member.realname || '-',
    role: admin ? '企业管理员' : '企业员工',
    status: STAFF_STATUS_LABELS[member.status],
    permission: admin ? (
      '全部权限'
    ) : editable ? (
      <Select
        aria-label={`${member.mobile} 的员工权限`}
        options={STAFF_PERMISSIONS.map((value) => ({
          value,
          label: STAFF_PERMISSION_LABELS[value],
        }))}
        value={member.permission}
        disabled={store.permission.pending}
        onValueChange={(permission) => {
          const chosen = STAFF_PERMISSIONS.find((value) => value === permission);
          if (chosen) void store.setPermission(member.id, chosen);
        }}
      />
    ) : (
      STAFF_PERMISSION_LABELS[member.permission]
    ),
    createdAt: member.createdAt,
    ...(actions.length > 0 && {
      actions: (
        <>
          {actions.map((action) => (
            <ConfirmDialog
              key={action}
              title={`${CONFIRMS[action].label}员工`}
              content={CONFIRMS[action].question.replace('{who}', nameOf(member))}
              confirmText={CONFIRMS[action].label}
              onConfirm={() => store.decide(member.id, action)}
              trigger={
                <Button size="sm" aria-label={`${CONFIRMS[action].label} ${member.mobile}`}>
                  {CONFIRMS[action].label}
                </Button>
              }
            />
          ))}
        </>
      ),
    }),
  };
};

const InviteDialog = observer(function InviteDialog({ store }: { store: StaffStore }) {
  const { register, handleSubmit, formState } = useForm<StaffInvite>({
    resolver: zodResolver(staffInvite),
    mode: 'onTouched',
    defaultValues: { mobile: '' },
  });
  const { invite } = store;
  return (
    <Modal
      title="邀请员工"
      size="md"
      open={store.inviting}
      onOpenChange={(open) => {
        if (!open && !invite.pending) store.closeInvite();
      }}
    >
      <FormLayout
        label="邀请员工"
        $labelWidth="80px"
        onSubmit={(event) => void handleSubmit((values) => store.sendInvite(values))(event)}
        actions={
          <Button type="submit" variant="primary" loading={invite.pending}>
            发送邀请
          </Button>
        }
      >
        <InlineNote>被邀请的手机号注册或登录商城后，即成为本企业员工。</InlineNote>
        <Input
          label="手机号"
          required
          $labelWidth="80px"
          inputMode="numeric"
          placeholder="被邀请人的手机号"
          error={formState.errors.mobile?.message}
          {...register('mobile')}
        />
        {invite.error && <InlineNote role="alert">{invite.error}</InlineNote>}
      </FormLayout>
    </Modal>
  );
});
