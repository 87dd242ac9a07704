import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, type ReactNode } from 'react';
import { serverMessage } from '../../../api/client';

interface DetailsDialogProps<T> {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** The smaller line under the title (an e-mail and id). */
  subtitle?: ReactNode;
  /** The read whose answer the dialog shows. */
  result: { isPending: boolean; isError: boolean; error: unknown; data?: T };
  /** 'Loading the call', for assistive technology. */
  loadingLabel: string;
  /** What a failed read says when the server gave no message. */
  errorText: string;
  children: (data: T) => ReactNode;
}

/** A read-only record in a dialog (user details, a call): full screen on phones, a spinner, then the record or why not. */
export function DetailsDialog<T>({ open, onClose, title, subtitle, result, loadingLabel, errorText, children }: DetailsDialogProps<T>) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {title}
        {subtitle && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {subtitle}
          </Typography>
        )}
      </DialogTitle>
      <DialogContent dividers>
        {result.isPending ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
            <CircularProgress aria-label={loadingLabel} />
          </Box>
        ) : result.isError || result.data === undefined ? (
          <Alert severity="error">{serverMessage(result.error) ?? errorText}</Alert>
        ) : (
          children(result.data)
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} variant="contained">
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A titled part of a details dialog, named by its heading. */
export function DetailsSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ fontWeight: 700, mb: 1.25 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
