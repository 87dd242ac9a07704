import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ReceptionistPeriodCallsDto } from '../../../api/generated/types.gen';
import { toneStyle } from '../../../components/tone-style';
import { FiguresTable } from './figures-table';

const count = new Intl.NumberFormat('en-US');

const FIGURES = [
  ['calls', 'Calls'],
  ['counted', 'Counted'],
  ['appointmentsBooked', 'Appointments'],
  ['messagesTaken', 'Messages'],
] as const;

const name = (row: ReceptionistPeriodCallsDto) => row.receptionistName ?? 'Deleted receptionists';
const key = (row: ReceptionistPeriodCallsDto) => row.receptionistId ?? 'deleted';

/** How many questions callers asked that the receptionist could not answer, linking to its "To answer" list; none: nothing. */
function OpenQuestionsBadge({ row }: { row: ReceptionistPeriodCallsDto }) {
  if (row.receptionistId === null || row.openQuestions === 0) return null;
  return (
    <Chip
      component={RouterLink}
      to={`/receptionists/${row.receptionistId}/settings#to-answer`}
      clickable
      size="small"
      label={`${count.format(row.openQuestions)} to answer`}
      aria-label={`${name(row)}: ${row.openQuestions === 1 ? '1 question' : `${count.format(row.openQuestions)} questions`} to answer`}
      sx={(theme) => ({ ml: 1, verticalAlign: 'middle', fontWeight: 650, border: 1, ...toneStyle(theme, 'warning') })}
    />
  );
}

/** A phone's narrow screen: a block per receptionist with its four figures two by two, no sideways scrolling. */
function BreakdownList({ receptionists, titleId }: { receptionists: ReceptionistPeriodCallsDto[]; titleId: string }) {
  return (
    <Box component="ul" aria-labelledby={titleId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {receptionists.map((row) => (
        <Box component="li" key={key(row)} sx={{ py: 1.5, '& + &': { borderTop: 1, borderColor: 'divider' } }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {name(row)}
            <OpenQuestionsBadge row={row} />
          </Typography>
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
        {phone ? (
          <BreakdownList receptionists={receptionists} titleId={titleId} />
        ) : (
          <FiguresTable
            labelledBy={titleId}
            rowHeader="Receptionist"
            columns={FIGURES.map(([, label]) => label)}
            rows={receptionists.map((row) => ({
              key: key(row),
              label: name(row),
              labelAside: <OpenQuestionsBadge row={row} />,
              figures: FIGURES.map(([field]) => row[field]),
              muted: row.receptionistId === null,
            }))}
          />
        )}
      </CardContent>
    </Card>
  );
}
