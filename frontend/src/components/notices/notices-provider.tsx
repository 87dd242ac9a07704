import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { NoticesContext, type Notice, type NoticeVariant } from './notices-context';

export const DEFAULT_NOTICE_DURATION = 5000;

const severity: Record<NoticeVariant, AlertColor> = {
  default: 'info',
  destructive: 'error',
  success: 'success',
  warning: 'warning',
};

interface ShownNotice extends Notice {
  id: number;
}

/** One notice at a time (spec section 8): a newer notice replaces the one on screen. */
export function NoticesProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<ShownNotice | null>(null);
  const [open, setOpen] = useState(false);
  const nextId = useRef(0);

  const notify = useCallback((next: Notice) => {
    nextId.current += 1;
    setNotice({ ...next, id: nextId.current });
    setOpen(true);
  }, []);

  const handleClose = (_event?: unknown, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') return; // clicking elsewhere on the page should not dismiss it
    setOpen(false);
  };

  const variant = notice?.variant ?? 'default';

  return (
    <NoticesContext.Provider value={notify}>
      {children}
      {notice && (
        <Snackbar
          key={notice.id}
          open={open}
          autoHideDuration={notice.duration ?? DEFAULT_NOTICE_DURATION}
          onClose={handleClose}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          slotProps={{ transition: { onExited: () => setNotice(null) } }}
        >
          <Alert
            onClose={handleClose}
            severity={severity[variant]}
            variant={variant === 'destructive' ? 'filled' : 'standard'}
            role={variant === 'destructive' ? 'alert' : 'status'}
            sx={{ width: '100%', minWidth: { sm: 360 }, maxWidth: 480, boxShadow: 6 }}
          >
            <AlertTitle sx={{ mb: notice.description ? 0.5 : 0, fontWeight: 650 }}>{notice.title}</AlertTitle>
            {notice.description}
          </Alert>
        </Snackbar>
      )}
    </NoticesContext.Provider>
  );
}
