import type { SnackbarCloseReason } from '@mui/material/Snackbar';
import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { NoticesContext, type Notice } from './notices-context';
import type { NoticeViewProps } from './notice-view';

interface ShownNotice extends Notice {
  id: number;
}

/**
 * The Snackbar and Alert that show a notice are loaded on first use, not with the first page:
 * most visits never see a notice. Once loaded they are kept here, so later notices show at once.
 */
let loadedView: ComponentType<NoticeViewProps> | undefined;

export function preloadNoticeView(): Promise<ComponentType<NoticeViewProps>> {
  return import('./notice-view').then((module) => (loadedView = module.NoticeView));
}

/** One notice at a time (docs/product.md#the-products-messages-are-fixed-texts): a newer notice replaces the one on screen. */
export function NoticesProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<ShownNotice | null>(null);
  const [open, setOpen] = useState(false);
  const [NoticeView, setNoticeView] = useState(() => loadedView);
  const nextId = useRef(0);

  const notify = useCallback((next: Notice) => {
    nextId.current += 1;
    setNotice({ ...next, id: nextId.current });
    setOpen(true);
  }, []);

  // A notice waits (briefly) for its view; it is shown as soon as the code arrives.
  useEffect(() => {
    if (notice && !NoticeView) void preloadNoticeView().then((view) => setNoticeView(() => view));
  }, [notice, NoticeView]);

  const handleClose = (_event?: unknown, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') return; // clicking elsewhere on the page should not dismiss it
    setOpen(false);
  };

  return (
    <NoticesContext.Provider value={notify}>
      {children}
      {notice && NoticeView && <NoticeView notice={notice} open={open} onClose={handleClose} onExited={() => setNotice(null)} />}
    </NoticesContext.Provider>
  );
}
