import EditRounded from '@mui/icons-material/EditRounded';
import LockResetRounded from '@mui/icons-material/LockResetRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { NEAR_ALLOWANCE_PERCENT } from '../../../../lib/call-usage';
import { serverMessage } from '../../../../api/client';
import { useNotify } from '../../../../components/notices/notices-context';
import { useAdminUsers, type AdminUser, type UserSortField } from '../../api/list-users';
import { useSendPasswordReset } from '../../api/send-password-reset';
import { callsThisPeriodLabel, callsThisPeriodNote, planLabel, userLabel } from '../../labels';
import { usageWarningSx } from '../../../../components/call-usage-bar';
import { FilterSelect } from '../list/filter-select';
import { ConfirmDialog } from '../confirm-dialog';
import { actionColumn, dateColumn, ListTable, type Column } from '../list/list-table';
import { ListToolbar } from '../list/list-toolbar';
import { SearchField } from '../../../../components/search-field';
import { useListState } from '../list/use-list-state';
import { RowActionsMenu } from '../row-actions-menu';
import { EmailVerificationChip, RoleChip, SubscriptionStatusChip } from '../status-chips';
import { EditUserDialog } from './edit-user-dialog';
import { UserDetailsDialog } from './user-details-dialog';

type Open = { kind: 'edit' | 'details' | 'reset'; user: AdminUser } | null;

const USAGE_FILTERS: { value: 'all' | 'near'; label: string }[] = [
  { value: 'all', label: 'All users' },
  { value: 'near', label: `At or above ${NEAR_ALLOWANCE_PERCENT}% of their calls` },
];

/**
 * Users: every account with its plan, status, receptionist count and calls this period (filtered to those at or above
 * 80% of their allowance if asked); edit, details and password reset per row.
 */
export function UsersTab() {
  const [usage, setUsage] = useState<'all' | 'near'>('all');
  const list = useListState<UserSortField>({ field: 'createdAt', direction: 'desc' }, usage);
  const users = useAdminUsers({ ...list.query, ...(usage === 'near' ? { nearAllowance: true } : {}) });
  const [open, setOpen] = useState<Open>(null);
  const notify = useNotify();
  const reset = useSendPasswordReset();
  const close = () => setOpen(null);

  const sendReset = (user: AdminUser) =>
    reset.mutate(
      { path: { id: user.id } },
      {
        onSuccess: (result) => {
          close();
          notify({ title: 'Password reset sent', description: result.message, variant: 'success' });
        },
        onError: (error) => {
          close();
          notify({ title: 'Password reset failed', description: serverMessage(error) ?? 'Please try again later.', variant: 'destructive' });
        },
      },
    );

  const columns: Column<AdminUser, UserSortField>[] = [
    {
      id: 'user',
      label: 'User',
      sortField: 'name',
      render: (user) => (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {userLabel(user)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            ID: {user.id}
          </Typography>
        </>
      ),
    },
    {
      id: 'email',
      label: 'Email',
      sortField: 'email',
      render: (user) => (
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <span>{user.email}</span>
          <EmailVerificationChip verified={user.emailVerified} />
        </Stack>
      ),
    },
    { id: 'role', label: 'Role', render: (user) => <RoleChip role={user.role} /> },
    { id: 'plan', label: 'Plan', sortField: 'plan', render: (user) => planLabel(user.subscriptionPlan) },
    { id: 'status', label: 'Status', sortField: 'status', render: (user) => <SubscriptionStatusChip status={user.subscriptionStatus} /> },
    {
      id: 'receptionists',
      label: 'AI Receptionists',
      sortField: 'receptionistCount',
      firstDirection: 'desc',
      align: 'right',
      render: (user) =>
        user.receptionistsOverLimit > 0 ? (
          <Stack spacing={0.25} sx={{ alignItems: 'flex-end' }}>
            <span>{user.receptionistCount}</span>
            <Typography
              variant="caption"
              sx={(t) => ({ color: t.palette.mode === 'dark' ? 'warning.light' : 'warning.dark', whiteSpace: 'nowrap', fontWeight: 600 })}
            >
              {user.receptionistsOverLimit} over limit
            </Typography>
          </Stack>
        ) : (
          user.receptionistCount
        ),
    },
    {
      id: 'calls',
      label: 'Calls this period',
      align: 'right',
      render: (user) => {
        const note = callsThisPeriodNote(user.callsThisPeriod, user.callAllowance);
        return (
          <Stack spacing={0.25} sx={{ alignItems: 'flex-end' }}>
            <span style={{ whiteSpace: 'nowrap' }}>{callsThisPeriodLabel(user.callsThisPeriod, user.callAllowance)}</span>
            {note && (
              <Typography variant="caption" sx={[usageWarningSx, { whiteSpace: 'nowrap' }]}>
                {note}
              </Typography>
            )}
          </Stack>
        );
      },
    },
    dateColumn({ id: 'joined', label: 'Joined', sortField: 'createdAt' }, (user) => user.createdAt),
    actionColumn('Actions', (user) => (
      <RowActionsMenu
        label={`Actions for ${userLabel(user) === 'N/A' ? user.email : userLabel(user)}`}
        actions={[
          { label: 'Edit User', icon: <EditRounded fontSize="small" />, onSelect: () => setOpen({ kind: 'edit', user }) },
          { label: 'View Details', icon: <VisibilityRounded fontSize="small" />, onSelect: () => setOpen({ kind: 'details', user }) },
          { label: 'Reset Password', icon: <LockResetRounded fontSize="small" />, onSelect: () => setOpen({ kind: 'reset', user }) },
        ]}
      />
    )),
  ];

  const resetUser = open?.kind === 'reset' ? open.user : undefined;

  return (
    <>
      <ListToolbar>
        <SearchField label="Search users" placeholder="Name, email or company" value={list.search} onChange={list.setSearch} />
        <FilterSelect label="Calls this period" value={usage} options={USAGE_FILTERS} onChange={setUsage} />
      </ListToolbar>
      <ListTable label="Users" noun="users" columns={columns} list={list} result={users} rowKey={(user) => user.id} minWidth={900} />

      <EditUserDialog user={open?.kind === 'edit' ? open.user : undefined} onClose={close} />
      <UserDetailsDialog user={open?.kind === 'details' ? open.user : undefined} onClose={close} />
      <ConfirmDialog
        open={resetUser !== undefined}
        title="Reset Password?"
        text={
          resetUser
            ? `${userLabel(resetUser) === 'N/A' ? resetUser.email : userLabel(resetUser)} will get an e-mail at ${resetUser.email} with a link to choose a new password. The link works once, for 30 minutes.`
            : ''
        }
        confirmLabel="Send Reset Link"
        pendingLabel="Sending..."
        pending={reset.isPending}
        onConfirm={() => resetUser && sendReset(resetUser)}
        onClose={close}
      />
    </>
  );
}
