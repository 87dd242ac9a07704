import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import type { ReceptionistPeriodCallsDto } from '../../../api/generated/types.gen';

const count = new Intl.NumberFormat('en-US');

const FIGURES = [
  ['calls', 'Calls'],
  ['counted', 'Counted'],
  ['appointmentsBooked', 'Appointments'],
  ['messagesTaken', 'Messages'],
] as const;

const name = (row: ReceptionistPeriodCallsDto) => row.receptionistName ?? 'Deleted receptionists';
const key = (row: ReceptionistPeriodCallsDto) => row.receptionistId ?? 'deleted';

/** A phone's narrow screen: a block per receptionist with its four figures two by two, no sideways scrolling. */
function BreakdownList({ receptionists, titleId }: { receptionists: ReceptionistPeriodCallsDto[]; titleId: string }) {
  return (
    <Box component="ul" aria-labelledby={titleId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {receptionists.map((row) => (
        <Box component="li" key={key(row)} sx={{ py: 1.5, '& + &': { borderTop: 1, borderColor: 'divider' } }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name(row)}</Typography>
          <Box component="dl" sx={{ m: 0, mt: 0.5, display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 2, rowGap: 0.25 }}>
            {FIGURES.map(([field, label]) => (
              <Box key={field} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                  {count.format(row[field])}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function BreakdownTable({ receptionists, titleId }: { receptionists: ReceptionistPeriodCallsDto[]; titleId: string }) {
  return (
    <Table size="small" aria-labelledby={titleId}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            Receptionist
          </TableCell>
          {FIGURES.map(([field, label]) => (
            <TableCell key={field} component="th" scope="col" align="right">
              {label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {receptionists.map((row) => (
          <TableRow key={key(row)}>
            <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere', color: row.receptionistId === null ? 'text.secondary' : undefined }}>
              {name(row)}
            </TableCell>
            {FIGURES.map(([field]) => (
              <TableCell key={field} align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {count.format(row[field])}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** This period's calls by receptionist (a table, or a list on a phone); the calls of receptionists since deleted share a row. */
export function ReceptionistBreakdown({ receptionists }: { receptionists: ReceptionistPeriodCallsDto[] }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h3" sx={{ mb: 1 }}>
          Calls by receptionist this period
        </Typography>
        {phone ? <BreakdownList receptionists={receptionists} titleId={titleId} /> : <BreakdownTable receptionists={receptionists} titleId={titleId} />}
      </CardContent>
    </Card>
  );
}
