import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

const count = new Intl.NumberFormat('en-US');

interface PagedListProps {
  /** The page as the API answered it. */
  data: { page: number; pageSize: number; total: number; totalCapped: boolean; items: unknown[] };
  /** The page the address asks for. */
  page: number;
  /** What one row is, and many: 'call', 'calls'. */
  noun: [one: string, many: string];
  /** The address of a page, with the list's filters. */
  pageHref: (page: number) => string;
  /** Faded while the next page is on its way. */
  busy: boolean;
  /** Where the rows go on once the pages stop (the list counts only so far). */
  cappedText: string;
  children: ReactNode;
}

/** A list a page at a time (the call log, the appointments): "1–25 of 80 calls", the rows, and pages that are links. */
export function PagedList({ data, page, noun, pageHref, busy, cappedText, children }: PagedListProps) {
  const pageCount = Math.max(1, Math.ceil(data.total / data.pageSize));
  const first = (data.page - 1) * data.pageSize;
  return (
    <Box aria-busy={busy} sx={{ opacity: busy ? 0.6 : 1, transition: 'opacity 120ms' }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} role="status">
        {`${count.format(first + 1)}–${count.format(first + data.items.length)} of ${data.totalCapped ? 'more than ' : ''}${count.format(data.total)} ${data.total === 1 && !data.totalCapped ? noun[0] : noun[1]}`}
      </Typography>
      {children}
      {pageCount > 1 && (
        <Pagination
          page={Math.min(page, pageCount)}
          count={pageCount}
          siblingCount={1}
          sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
          // Links, not buttons: each page has its own address, for back, forward and sharing.
          renderItem={(item) => <PaginationItem component={RouterLink} to={pageHref(item.page ?? 1)} {...item} />}
        />
      )}
      {data.totalCapped && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2, textAlign: 'center' }}>
          {cappedText}
        </Typography>
      )}
    </Box>
  );
}
