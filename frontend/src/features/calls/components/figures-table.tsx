import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const count = new Intl.NumberFormat('en-US');

export interface FiguresRow {
  key: string | number;
  label: string;
  /** Beside the label (a badge). */
  labelAside?: ReactNode;
  /** One per column, in the columns' order. */
  figures: number[];
  /** Said in the secondary colour (the deleted receptionists' row). */
  muted?: boolean;
}

/** Counts by row and column, each row named by its header cell: the Overview's tables. */
export function FiguresTable({ labelledBy, rowHeader, columns, rows }: { labelledBy: string; rowHeader: string; columns: string[]; rows: FiguresRow[] }) {
  return (
    <Table size="small" aria-labelledby={labelledBy}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {rowHeader}
          </TableCell>
          {columns.map((column) => (
            <TableCell key={column} component="th" scope="col" align="right">
              {column}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere', color: row.muted ? 'text.secondary' : undefined }}>
              {row.label}
              {row.labelAside}
            </TableCell>
            {row.figures.map((figure, index) => (
              <TableCell key={columns[index]} align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {count.format(figure)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
