import ReplyRounded from '@mui/icons-material/ReplyRounded';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { formatDateTime } from '../../../../lib/format';
import type { AdminContactMessage } from '../../api/list-contact-messages';
import { interestLabel } from '../../labels';
import { DetailsList } from '../details-list';
import { replyHref, senderName } from './mail-link';

interface ContactMessageDialogProps {
  message: AdminContactMessage | undefined;
  markPending: boolean;
  onMarkRead: (id: number) => void;
  onClose: () => void;
}

/** The whole message: who sent it, how to reach them, what they are interested in, and when it arrived. */
export function ContactMessageDialog({ message, markPending, onMarkRead, onClose }: ContactMessageDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [shown, setShown] = useState(message);
  if (message && message !== shown) setShown(message);

  return (
    <Dialog open={message !== undefined} onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby={titleId}>
      {shown && (
        <>
          <DialogTitle id={titleId}>Message from {senderName(shown)}</DialogTitle>
          <DialogContent dividers>
            <Stack spacing={3}>
              <DetailsList
                items={[
                  { label: 'Name', value: senderName(shown) },
                  { label: 'Email', value: <Link href={`mailto:${shown.email}`}>{shown.email}</Link> },
                  ...(shown.companyName ? [{ label: 'Company', value: shown.companyName }] : []),
                  ...(shown.companySize ? [{ label: 'Company size', value: `${shown.companySize} employees` }] : []),
                  ...(shown.interestedIn ? [{ label: 'Interested in', value: interestLabel(shown.interestedIn) }] : []),
                  ...(shown.phone ? [{ label: 'Phone', value: <Link href={`tel:${shown.phone}`}>{shown.phone}</Link> }] : []),
                  { label: 'Received', value: <time dateTime={shown.createdAt}>{formatDateTime(shown.createdAt)}</time> },
                  { label: 'Status', value: shown.isRead ? 'Read' : 'Unread' },
                ]}
              />
              <div>
                <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
                  Message
                </Typography>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {shown.message}
                </Typography>
              </div>
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap' }}>
            <Button href={replyHref(shown)} startIcon={<ReplyRounded />}>
              Reply via Email
            </Button>
            {!shown.isRead && (
              <Button variant="outlined" onClick={() => onMarkRead(shown.id)} loading={markPending} loadingPosition="start">
                Mark as Read
              </Button>
            )}
            <Button variant="contained" onClick={onClose}>
              Close
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
