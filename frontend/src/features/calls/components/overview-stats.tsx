import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { CallsOverviewDto } from '../../../api/generated/types.gen';
import { Link as RouterLink } from 'react-router-dom';
import { formatDuration } from '../../../lib/format';
import { periodCallsPath } from '../call-filters';

const count = new Intl.NumberFormat('en-US');

/** This period's figures, a card each (two a row on a phone, four on a wide screen), each a way to its calls in the log. */
export function OverviewStats({ overview }: { overview: CallsOverviewDto }) {
  const { periodStart } = overview.usage;
  const stats = [
    { label: 'Calls answered', value: count.format(overview.callsAnswered), to: periodCallsPath(periodStart) },
    { label: 'Appointments booked', value: count.format(overview.appointmentsBooked), to: periodCallsPath(periodStart, { outcome: 'appointment_booked' }) },
    { label: 'Messages taken', value: count.format(overview.messagesTaken), to: periodCallsPath(periodStart, { outcome: 'message_taken' }) },
    {
      label: 'Average duration',
      value: overview.averageDurationSeconds === null ? '–' : formatDuration(overview.averageDurationSeconds),
      to: periodCallsPath(periodStart),
    },
  ];
  return (
    <Grid container spacing={2} role="group" aria-label="This period’s figures">
      {stats.map((stat) => (
        <Grid key={stat.label} size={{ xs: 6, md: 3 }} sx={{ display: 'flex' }}>
          <Card sx={{ flex: 1, display: 'flex' }}>
            <CardActionArea component={RouterLink} to={stat.to} sx={{ alignSelf: 'stretch' }}>
              <CardContent component="dl" sx={{ m: 0, p: { xs: 2, sm: 3 } }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {stat.label}
                </Typography>
                <Typography component="dd" variant="h4" sx={{ m: 0, mt: 0.5, fontVariantNumeric: 'tabular-nums' }}>
                  {stat.value}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
