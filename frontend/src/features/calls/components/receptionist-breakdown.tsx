import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ReceptionistPeriodCallsDto } from '../../../api/generated/types.gen';

const count = new Intl.NumberFormat('en-US');

const COLUMNS = [
  ['calls', 'Calls'],
  ['counted', 'Counted'],
  ['appointmentsBooked', 'Appointments'],
  ['messagesTaken', 'Messages'],
] as const;

/** This period's calls by receptionist; the calls of receptionists since deleted share a row. */
export function ReceptionistBreakdown({ receptionists }: { receptionists: ReceptionistPeriodCallsDto[] }) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h3" sx={{ mb: 1 }}>
          Calls by receptionist this period
        </Typography>
        <TableContainer>
          <Table size="small" aria-labelledby={titleId}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  Receptionist
                </TableCell>
                {COLUMNS.map(([key, label]) => (
                  <TableCell key={key} component="th" scope="col" align="right">
                    {label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {receptionists.map((row) => (
                <TableRow key={row.receptionistId ?? 'deleted'}>
                  <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere', color: row.receptionistId === null ? 'text.secondary' : undefined }}>
                    {row.receptionistName ?? 'Deleted receptionists'}
                  </TableCell>
                  {COLUMNS.map(([key]) => (
                    <TableCell key={key} align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      {count.format(row[key])}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </CardContent>
    </Card>
  );
}
