import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { CallsOverviewDto } from '../../../api/generated/types.gen';
import { formatDuration } from '../../../lib/format';

const count = new Intl.NumberFormat('en-US');

/** This period's figures, a card each: two a row on a phone, four on a wide screen. */
export function OverviewStats({ overview }: { overview: CallsOverviewDto }) {
  const stats = [
    { label: 'Calls answered', value: count.format(overview.callsAnswered) },
    { label: 'Appointments booked', value: count.format(overview.appointmentsBooked) },
    { label: 'Messages taken', value: count.format(overview.messagesTaken) },
    { label: 'Average duration', value: overview.averageDurationSeconds === null ? '–' : formatDuration(overview.averageDurationSeconds) },
  ];
  return (
    <Grid container spacing={2} role="group" aria-label="This period’s figures">
      {stats.map((stat) => (
        <Grid key={stat.label} size={{ xs: 6, md: 3 }} sx={{ display: 'flex' }}>
          <Card sx={{ flex: 1 }}>
            <CardContent component="dl" sx={{ m: 0, p: { xs: 2, sm: 3 } }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {stat.label}
              </Typography>
              <Typography component="dd" variant="h4" sx={{ m: 0, mt: 0.5, fontVariantNumeric: 'tabular-nums' }}>
                {stat.value}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
