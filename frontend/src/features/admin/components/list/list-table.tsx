import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { Key, ReactNode } from 'react';
import { serverMessage } from '../../../../api/client';
import { visuallyHidden } from '../../../../lib/visually-hidden';
import { formatDate } from '../../../../lib/format';
import { dateOrNA, pageRange, pagingLimitHint } from '../../labels';
import { PAGE_SIZES, type ListState, type SortDirection } from './use-list-state';

export interface Column<Row, F extends string> {
  id: string;
  label: string;
  /** For screen readers only (an icon column). */
  hideLabel?: boolean;
  /** The API's sort field, when the column sorts. */
  sortField?: F;
  /** Direction of a first click: newest first for dates, A→Z for text. */
  firstDirection?: SortDirection;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
  /** Free text that wraps within this width; other cells keep to one line. */
  wrapWidth?: number;
  /** Stays in view at the right edge while the table scrolls sideways (a row's actions). */
  sticky?: boolean;
  render: (row: Row) => ReactNode;
}

/** A date column that sorts newest first on a first click: the date as a <time>, or N/A when there is none. */
export function dateColumn<Row, F extends string>(
  column: { id: string; label: string; sortField: F },
  dateOf: (row: Row) => string | null | undefined,
  format: (value: string) => string = formatDate,
): Column<Row, F> {
  return {
    ...column,
    firstDirection: 'desc',
    render: (row) => {
      const value = dateOf(row);
      const text = dateOrNA(value, format);
      return value && text !== 'N/A' ? <time dateTime={value}>{text}</time> : text;
    },
  };
}

/** A row's one action button or menu, named for screen readers only and kept in view at the right edge. */
export function actionColumn<Row, F extends string>(label: string, render: (row: Row) => ReactNode): Column<Row, F> {
  return { id: 'actions', label, hideLabel: true, align: 'right', width: 56, sticky: true, render };
}

/** The sticky column's cells are opaque: the page colour under the row's own tint (an unread message). */
function stickySx(theme: Theme) {
  return {
    position: 'sticky',
    right: 0,
    zIndex: 1,
    backgroundColor: theme.palette.background.paper,
    backgroundImage: 'linear-gradient(var(--row-tint, transparent), var(--row-tint, transparent))',
    boxShadow: `inset 1px 0 0 ${theme.palette.divider}`,
  } as const;
}

function cellSx<Row, F extends string>(column: Column<Row, F>) {
  return (theme: Theme) => ({
    width: column.width,
    ...(column.wrapWidth
      ? { minWidth: Math.min(column.wrapWidth, 160), maxWidth: column.wrapWidth, whiteSpace: 'normal' as const }
      : { whiteSpace: 'nowrap' as const }),
    // A wide sticky column (a dropdown, buttons) would leave a phone too little room to scroll: there it scrolls too.
    ...(column.sticky ? (typeof column.width === 'number' && column.width <= 64 ? stickySx(theme) : { [theme.breakpoints.up('sm')]: stickySx(theme) }) : {}),
  });
}

interface ListQueryResult<Row> {
  data?: { items: Row[]; total: number; totalCapped: boolean };
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface ListTableProps<Row, F extends string> {
  /** Names the table for assistive technology: 'Users'. */
  label: string;
  /** What the rows are, in the plural: 'users' ('Loading users', 'No users found'). */
  noun: string;
  columns: Column<Row, F>[];
  list: ListState<F>;
  result: ListQueryResult<Row>;
  rowKey: (row: Row) => Key;
  rowSx?: (row: Row) => SxProps<Theme>;
  /** Below this width the table scrolls sideways (phones) instead of squeezing its columns. */
  minWidth: number;
  emptyText?: string;
  /** Heading of the failure message; 'Could not load {noun}' by default. */
  errorTitle?: string;
}

/**
 * A server-paginated, sortable table: the page, sort and search live in `list`, the rows come from the server. The
 * rows on screen stay while the next page loads, under a thin progress bar.
 */
export function ListTable<Row, F extends string>({
  label,
  noun,
  columns,
  list,
  result,
  rowKey,
  rowSx,
  minWidth,
  emptyText,
  errorTitle,
}: ListTableProps<Row, F>) {
  const { data, isPending, isError, isFetching, error } = result;
  const total = data?.total ?? 0;
  const lastPage = Math.max(0, Math.ceil(total / list.pageSize) - 1);
  const page = Math.min(list.page, lastPage);
  // The server counts and pages only so far (`total` is that limit then): say so where Next stops.
  const atPagingLimit = !!data?.totalCapped && page === lastPage;
  const rows = data?.items ?? [];

  let body: ReactNode;
  if (isPending) {
    body = (
      <MessageRow columns={columns.length}>
        <CircularProgress size={32} aria-label={`Loading ${noun}`} />
      </MessageRow>
    );
  } else if (isError && !data) {
    body = (
      <MessageRow columns={columns.length}>
        <Alert
          severity="error"
          sx={{ textAlign: 'left' }}
          action={
            <Button color="inherit" size="small" onClick={() => void result.refetch()}>
              Try Again
            </Button>
          }
        >
          <AlertTitle>{errorTitle ?? `Could not load ${noun}`}</AlertTitle>
          {serverMessage(error) ?? 'Please check your connection and try again.'}
        </Alert>
      </MessageRow>
    );
  } else if (rows.length === 0) {
    body = <MessageRow columns={columns.length}>{emptyText ?? (list.q ? `No ${noun} match “${list.q}”` : `No ${noun} found`)}</MessageRow>;
  } else {
    body = rows.map((row) => (
      <TableRow key={rowKey(row)} hover sx={rowSx?.(row)}>
        {columns.map((column) => (
          <TableCell key={column.id} align={column.align} sx={cellSx(column)}>
            {column.render(row)}
          </TableCell>
        ))}
      </TableRow>
    ));
  }

  return (
    <Paper variant="outlined" sx={{ position: 'relative', overflow: 'hidden', borderRadius: 3 }}>
      {isFetching && !isPending && <LinearProgress aria-label={`Updating ${noun}`} sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 }} />}
      {/* Focusable so keyboard users can scroll it sideways on a phone. */}
      <TableContainer
        tabIndex={0}
        role="region"
        aria-label={`${label} table`}
        sx={{ '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 } }}
      >
        <Table size="small" aria-label={label} sx={{ minWidth, '& td, & th': { px: 1.25, py: 1 }, '& td:first-of-type, & th:first-of-type': { pl: 2 } }}>
          <TableHead>
            <TableRow>
              {columns.map((column) => {
                const sorted = column.sortField !== undefined && list.sort.field === column.sortField;
                return (
                  <TableCell
                    key={column.id}
                    align={column.align}
                    sortDirection={sorted ? list.sort.direction : false}
                    sx={[
                      cellSx(column),
                      (theme) => ({
                        fontWeight: 650,
                        lineHeight: 1.3,
                        backgroundColor: theme.palette.background.paper,
                        backgroundImage: `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover})`,
                      }),
                    ]}
                  >
                    {column.sortField !== undefined ? (
                      <TableSortLabel
                        active={sorted}
                        direction={sorted ? list.sort.direction : (column.firstDirection ?? 'asc')}
                        onClick={() => list.toggleSort(column.sortField!, column.firstDirection ?? 'asc')}
                      >
                        {column.label}
                      </TableSortLabel>
                    ) : column.hideLabel ? (
                      <Box component="span" sx={visuallyHidden}>
                        {column.label}
                      </Box>
                    ) : (
                      column.label
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>{body}</TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        labelDisplayedRows={({ from, to }) => pageRange(from, to, total, data?.totalCapped)}
        page={page}
        rowsPerPage={list.pageSize}
        rowsPerPageOptions={PAGE_SIZES}
        // First and last: the oldest work, the other end of a long list, or the last page a capped count reaches.
        showFirstButton
        showLastButton
        onPageChange={(_event, next) => list.setPage(next)}
        onRowsPerPageChange={(event) => list.setPageSize(Number(event.target.value))}
        sx={{
          borderTop: 1,
          borderColor: 'divider',
          // On phones: no 'Rows per page' words (the select keeps them as its name), so it all fits one line.
          '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', rowGap: 0.5, pl: { xs: 1, sm: 2 } },
          '& .MuiTablePagination-selectLabel': { display: { xs: 'none', sm: 'block' } },
          '& .MuiTablePagination-input': { ml: { xs: 0, sm: 1 }, mr: { xs: 2, sm: 4 } },
          '& .MuiTablePagination-actions': { ml: { xs: 1, sm: 2.5 } },
        }}
      />
      {atPagingLimit && (
        <Typography variant="body2" color="text.secondary" sx={{ px: { xs: 1, sm: 2 }, pb: 1.5 }}>
          {pagingLimitHint(total, noun, !!list.q)}
        </Typography>
      )}
    </Paper>
  );
}

function MessageRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={columns} sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
        {children}
      </TableCell>
    </TableRow>
  );
}
