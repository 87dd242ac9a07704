import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import type { SupportStatus } from '../../../../api/generated/types.gen';
import { formatDateTime } from '../../../../lib/format';
import { useAuditEntries } from '../../api/list-audit-entries';
import type { AdminSupportRequest } from '../../api/list-support-requests';
import { AuditTrail } from '../audit-trail';
import { DetailsList } from '../details-list';
import { SupportStatusChip } from '../status-chips';
import { SupportStatusSelect } from './support-status-select';

interface SupportRequestDialogProps {
  ticket: AdminSupportRequest | undefined;
  statusPending: boolean;
  onStatusChange: (id: number, status: SupportStatus) => void;
  onClose: () => void;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A ticket in full: number, user, status, subject, the whole description, dates, its status dropdown and history. */
export function SupportRequestDialog({ ticket, statusPending, onStatusChange, onClose }: SupportRequestDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [shown, setShown] = useState(ticket);
  if (ticket && ticket !== shown) setShown(ticket);
  const audit = useAuditEntries('support_request', ticket?.id);

  return (
    <Dialog open={ticket !== undefined} onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby={titleId}>
      {shown && (
        <>
          <DialogTitle id={titleId}>
            Ticket {shown.ticketNumber}
            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
              {shown.subject}
            </Typography>
          </DialogTitle>
          <DialogContent dividers>
            <Stack spacing={3}>
              <DetailsList
                items={[
                  { label: 'Ticket number', value: shown.ticketNumber },
                  { label: 'User ID', value: `${shown.userId} (${shown.userEmail})` },
                  { label: 'Status', value: <SupportStatusChip status={shown.status} /> },
                  { label: 'Category', value: capitalize(shown.category) },
                  { label: 'Priority', value: capitalize(shown.priority) },
                  { label: 'Submitted', value: <time dateTime={shown.createdAt}>{formatDateTime(shown.createdAt)}</time> },
                  { label: 'Resolved', value: shown.resolvedAt ? <time dateTime={shown.resolvedAt}>{formatDateTime(shown.resolvedAt)}</time> : 'N/A' },
                  { label: 'Subject', value: shown.subject },
                ]}
              />
              <div>
                <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
                  Description
                </Typography>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {shown.message}
                </Typography>
              </div>
              <Divider />
              <AuditTrail entries={audit.data} loading={audit.isPending} failed={audit.isError} limit={5} title="Recent changes" />
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 2, gap: 1, justifyContent: 'space-between', flexWrap: 'wrap' }}>
            <SupportStatusSelect
              label={`Status of ${shown.ticketNumber}`}
              value={shown.status}
              disabled={statusPending}
              onChange={(status) => onStatusChange(shown.id, status)}
            />
            <Button onClick={onClose} variant="contained">
              Close
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
