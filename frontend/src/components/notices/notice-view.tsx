import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import type { Notice, NoticeVariant } from './notices-context';

export const DEFAULT_NOTICE_DURATION = 5000;

const severity: Record<NoticeVariant, AlertColor> = {
  default: 'info',
  destructive: 'error',
  success: 'success',
  warning: 'warning',
};

export interface NoticeViewProps {
  notice: Notice & { id: number };
  open: boolean;
  onClose: (event?: unknown, reason?: SnackbarCloseReason) => void;
  onExited: () => void;
}

/** One notice on screen: closes itself after its duration, or with its close button. */
export function NoticeView({ notice, open, onClose, onExited }: NoticeViewProps) {
  const variant = notice.variant ?? 'default';
  return (
    <Snackbar
      key={notice.id}
      open={open}
      autoHideDuration={notice.duration ?? DEFAULT_NOTICE_DURATION}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      slotProps={{ transition: { onExited } }}
    >
      <Alert
        onClose={onClose}
        severity={severity[variant]}
        variant={variant === 'destructive' ? 'filled' : 'standard'}
        role={variant === 'destructive' ? 'alert' : 'status'}
        sx={{ width: '100%', minWidth: { sm: 360 }, maxWidth: 480, boxShadow: 6 }}
      >
        <AlertTitle sx={{ mb: notice.description ? 0.5 : 0, fontWeight: 650 }}>{notice.title}</AlertTitle>
        {notice.description}
      </Alert>
    </Snackbar>
  );
}
