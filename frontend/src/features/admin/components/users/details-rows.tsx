import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { serverMessage } from '../../../../api/client';
import { rowCount } from '../../labels';
import { DetailsSection } from '../details-dialog';

/** The rows of a View Details section: one line each, wrapping on a narrow screen. */
export function DetailsRows({ children }: { children: ReactNode }) {
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {children}
    </Stack>
  );
}

/** One row; a gap rather than margins between its parts, so a part that wraps starts flush with the first. */
export function DetailsRow({ children }: { children: ReactNode }) {
  return (
    <Stack component="li" direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
      {children}
    </Stack>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {children}
    </Typography>
  );
}

/** A row's moment, first and bold. */
export function RowTime({ dateTime, children }: { dateTime: string; children: string }) {
  return (
    <Typography variant="body2" sx={{ fontWeight: 600 }}>
      <time dateTime={dateTime}>{children}</time>
    </Typography>
  );
}

type ListState<T> = { isPending: boolean; isError: boolean; error: unknown; items: T[] | undefined };

/** A list page's query as LoadedListSection's list. */
export function listOf<T>(query: { isPending: boolean; isError: boolean; error: unknown; data?: { items: T[] } }): ListState<T> {
  return { isPending: query.isPending, isError: query.isError, error: query.error, items: query.data?.items };
}

/** 'Texts (12)' once the page is in, 'Texts' until then. */
export function countedTitle(title: string, page: { total: number; totalCapped: boolean } | undefined): string {
  return page ? `${title} (${rowCount(page.total, page.totalCapped)})` : title;
}

interface LoadedListSectionProps<T> {
  title: string;
  /** The list as its queries stand: loading, failed (the server's message shown when it gave one), or loaded. */
  list: ListState<T>;
  loadingLabel: string;
  errorText: string;
  emptyText: string;
  row: (item: T) => ReactNode;
  /** Under the rows, when there are any. */
  footer?: ReactNode;
}

/** A View Details section that loads its own list (the dialog's details do not carry it): a spinner, an error, the empty text or the rows. */
export function LoadedListSection<T extends { id: number }>({ title, list, loadingLabel, errorText, emptyText, row, footer }: LoadedListSectionProps<T>) {
  return (
    <DetailsSection title={title}>
      {list.isError ? (
        <Empty>{serverMessage(list.error) ?? errorText}</Empty>
      ) : list.isPending || !list.items ? (
        <CircularProgress size={24} aria-label={loadingLabel} />
      ) : list.items.length === 0 ? (
        <Empty>{emptyText}</Empty>
      ) : (
        <>
          <DetailsRows>
            {list.items.map((item) => (
              <DetailsRow key={item.id}>{row(item)}</DetailsRow>
            ))}
          </DetailsRows>
          {footer}
        </>
      )}
    </DetailsSection>
  );
}
