import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import PhoneForwardedRounded from '@mui/icons-material/PhoneForwardedRounded';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { serverMessage } from '../../../../api/client';
import type { ReceptionistStatus } from '../../../../api/generated/types.gen';
import { useNotify } from '../../../../components/notices/notices-context';
import { useDeleteAdminReceptionist } from '../../api/delete-receptionist';
import { usePlaceTestCall } from '../../api/place-test-call';
import { useAdminReceptionists, type AdminReceptionist, type ReceptionistSortField } from '../../api/list-receptionists';
import { RECEPTIONIST_STATUSES, RECEPTIONIST_STATUS_INFO } from '../../labels';
import { ConfirmDialog } from '../confirm-dialog';
import { FilterSelect } from '../list/filter-select';
import { dateColumn, ListTable, type Column } from '../list/list-table';
import { ListToolbar } from '../list/list-toolbar';
import { SearchField } from '../../../../components/search-field';
import { formatPhoneNumber } from '../../../../lib/format';
import { useListState } from '../list/use-list-state';
import { RowActionsMenu } from '../row-actions-menu';
import { OverLimitChip, ReceptionistStatusChip } from '../status-chips';
import { EditReceptionistDialog } from './edit-receptionist-dialog';
import { QuickActionButton } from './quick-action-button';
import { testCallWhereabouts } from './test-call-panel';
import { useReceptionistUpdate } from './use-receptionist-update';

const STATUS_FILTERS: { value: ReceptionistStatus | 'all'; label: string }[] = [
  { value: 'all', label: 'All statuses' },
  ...RECEPTIONIST_STATUSES.map((status) => ({ value: status, label: RECEPTIONIST_STATUS_INFO[status].label })),
];

type Open = { kind: 'edit' | 'delete'; receptionist: AdminReceptionist } | null;

/** AI Receptionists: every customer's receptionists, the next step of each one's workflow, edit and delete. */
export function ReceptionistsTab() {
  const [status, setStatus] = useState<ReceptionistStatus | 'all'>('all');
  const list = useListState<ReceptionistSortField>({ field: 'createdAt', direction: 'desc' }, status);
  const receptionists = useAdminReceptionists({ ...list.query, ...(status === 'all' ? {} : { status }) });
  const [open, setOpen] = useState<Open>(null);
  const { save, pendingId } = useReceptionistUpdate();
  const notify = useNotify();
  const navigate = useNavigate();
  const remove = useDeleteAdminReceptionist();
  const close = () => setOpen(null);
  const testCall = usePlaceTestCall();

  const placeTestCall = (receptionist: AdminReceptionist) =>
    testCall.mutate(
      { path: { id: receptionist.id }, body: {} },
      {
        onSuccess: () => notify({ title: 'Test call placed', description: testCallWhereabouts(receptionist), variant: 'success', duration: 8000 }),
        onError: (error) =>
          notify({ title: 'Could not place a test call', description: serverMessage(error) ?? 'Please try again later.', variant: 'destructive' }),
      },
    );

  const confirmDelete = (receptionist: AdminReceptionist) =>
    remove.mutate(
      { path: { id: receptionist.id } },
      {
        onSuccess: () => {
          close();
          notify({ title: 'Receptionist deleted', description: `${receptionist.name} has been deleted.`, variant: 'success' });
        },
        onError: (error) => {
          close();
          notify({ title: 'Failed to delete receptionist', description: serverMessage(error) ?? 'Please try again later.', variant: 'destructive' });
        },
      },
    );

  const columns: Column<AdminReceptionist, ReceptionistSortField>[] = [
    {
      id: 'name',
      label: 'Name',
      sortField: 'name',
      render: (receptionist) => (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {receptionist.name}
        </Typography>
      ),
    },
    {
      id: 'phone',
      label: 'Phone Number',
      render: (receptionist) => (
        <>
          <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
            {receptionist.phoneNumber}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            AI: {receptionist.aiPhoneNumber ? formatPhoneNumber(receptionist.aiPhoneNumber) : 'not assigned'}
          </Typography>
        </>
      ),
    },
    {
      id: 'user',
      label: 'User',
      sortField: 'user',
      render: (receptionist) => (
        <>
          <Typography variant="body2">{receptionist.userName ?? 'N/A'}</Typography>
          <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {receptionist.userEmail}
          </Typography>
        </>
      ),
    },
    { id: 'company', label: 'Company', wrapWidth: 120, render: (receptionist) => receptionist.userCompany || 'N/A' },
    { id: 'languages', label: 'Languages', wrapWidth: 96, render: (receptionist) => receptionist.languages.join(', ') || 'N/A' },
    {
      id: 'status',
      label: 'Status',
      sortField: 'status',
      render: (receptionist) => (
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <ReceptionistStatusChip status={receptionist.status} />
          {receptionist.overLimit && <OverLimitChip reasons={receptionist.overLimitReasons} />}
        </Stack>
      ),
    },
    dateColumn({ id: 'created', label: 'Created', sortField: 'createdAt' }, (receptionist) => receptionist.createdAt),
    {
      id: 'actions',
      label: 'Actions',
      align: 'right',
      sticky: true,
      render: (receptionist) => (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
          <QuickActionButton
            receptionist={receptionist}
            pending={pendingId === receptionist.id}
            onMove={(target, move) => save(target.id, { status: move.status, active: move.active })}
          />
          <RowActionsMenu
            label={`More actions for ${receptionist.name}`}
            actions={[
              { label: 'Edit', icon: <EditRounded fontSize="small" />, onSelect: () => setOpen({ kind: 'edit', receptionist }) },
              // The settings feature's page, by its address; it is told the name, which its own API does not answer.
              {
                label: 'Settings',
                icon: <SettingsOutlined fontSize="small" />,
                onSelect: () => void navigate(`/admin/receptionists/${receptionist.id}/settings`),
              },
              // One call at a time: a second click while the first is placed would place a second call.
              {
                label: 'Place test call',
                icon: <PhoneForwardedRounded fontSize="small" />,
                disabled: testCall.isPending,
                onSelect: () => placeTestCall(receptionist),
              },
              {
                label: 'Delete Receptionist',
                icon: <DeleteOutlineRounded fontSize="small" />,
                destructive: true,
                onSelect: () => setOpen({ kind: 'delete', receptionist }),
              },
            ]}
          />
        </Stack>
      ),
    },
  ];

  const deleting = open?.kind === 'delete' ? open.receptionist : undefined;

  return (
    <>
      <ListToolbar>
        <SearchField label="Search receptionists" placeholder="Name, number, owner or company" value={list.search} onChange={list.setSearch} />
        <FilterSelect label="Status" value={status} options={STATUS_FILTERS} onChange={setStatus} />
      </ListToolbar>
      <ListTable
        label="AI receptionists"
        noun="receptionists"
        columns={columns}
        list={list}
        result={receptionists}
        rowKey={(receptionist) => receptionist.id}
        minWidth={1040}
      />
      <EditReceptionistDialog receptionist={open?.kind === 'edit' ? open.receptionist : undefined} onClose={close} />
      <ConfirmDialog
        open={deleting !== undefined}
        title={deleting ? `Delete ${deleting.name}?` : 'Delete receptionist?'}
        text={
          deleting
            ? `${deleting.userName ?? deleting.userEmail} loses this receptionist${deleting.active ? ', which stops answering calls at once' : ''}, ${deleting.aiPhoneNumber ? ` and its AI number ${formatPhoneNumber(deleting.aiPhoneNumber)} is released` : ''}. This can't be undone.`
            : ''
        }
        confirmLabel="Delete Receptionist"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        destructive
        onConfirm={() => deleting && confirmDelete(deleting)}
        onClose={close}
      />
    </>
  );
}
