import TableChartRounded from '@mui/icons-material/TableChartRounded';
import BarChartRounded from '@mui/icons-material/BarChartRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TableContainer from '@mui/material/TableContainer';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BarChart } from '@mui/x-charts/BarChart';
import { useId, useState } from 'react';
import type { CallsDayDto } from '../../../api/generated/types.gen';
import { useSessionUser } from '../../../api/session';
import { toneColor } from '../../../components/call-outcome-chip';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { callsPerDaySeries, callsPerDaySummary, dayLabel } from '../overview-chart';
import { FiguresTable } from './figures-table';

const TITLE = 'Calls per day, last 30 days';

/**
 * The last 30 days' calls, a bar a day stacked by outcome in the outcome chips' colours; "Show as table" puts the same
 * numbers in a table, for screen readers and for reading exact counts.
 */
export function CallsPerDayChart({ days }: { days: CallsDayDto[] }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [asTable, setAsTable] = useState(false);
  // The API counts the days in the account's time zone (docs/product.md#time-zones).
  const { user } = useSessionUser();
  const titleId = useId();
  const tableId = useId();
  const descId = useId();
  const series = callsPerDaySeries(days);
  const labels = days.map((day) => dayLabel(day.day));
  // A label every 7 days on a phone, every 3 on a wider screen, counted back from today so today is always named.
  const labelEvery = phone ? 7 : 3;

  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography id={titleId} variant="h6" component="h3">
            {TITLE}
          </Typography>
          <Button
            size="small"
            onClick={() => setAsTable((shown) => !shown)}
            aria-expanded={asTable}
            aria-controls={asTable ? tableId : undefined}
            startIcon={asTable ? <BarChartRounded /> : <TableChartRounded />}
            sx={{ flexShrink: 0 }}
          >
            {asTable ? 'Show as chart' : 'Show as table'}
          </Button>
        </Stack>
        {user && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: -0.5, mb: 1, overflowWrap: 'anywhere' }}>
            Days in your time zone, {user.timeZone}
          </Typography>
        )}
        {asTable ? (
          // Focusable, so a keyboard can scroll it sideways on a phone; named apart from the card it sits in.
          <TableContainer id={tableId} tabIndex={0} role="region" aria-label="Calls per day, as a table">
            <FiguresTable
              labelledBy={titleId}
              rowHeader="Day"
              columns={['All calls', ...series.map((one) => one.label)]}
              rows={days.map((day, index) => ({ key: day.day, label: labels[index], figures: [day.calls, ...series.map((one) => one.data[index])] }))}
            />
          </TableContainer>
        ) : (
          <Box component="figure" aria-labelledby={titleId} aria-describedby={descId} sx={{ m: 0, mx: { xs: -1.5, sm: 0 } }}>
            <Box component="p" id={descId} sx={visuallyHidden}>
              {callsPerDaySummary(days)}
            </Box>
            <BarChart
              height={phone ? 260 : 320}
              skipAnimation
              grid={{ horizontal: true }}
              // Room on the right for today's label, centred under the last bar.
              margin={{ left: 0, right: 20, top: 8, bottom: 0 }}
              xAxis={[
                {
                  scaleType: 'band',
                  data: labels,
                  // Every kept tick is labelled (the label filter counts kept ticks, not days).
                  tickInterval: (_value: string, index: number) => (days.length - 1 - index) % labelEvery === 0,
                  tickLabelInterval: () => true,
                },
              ]}
              yAxis={[{ tickMinStep: 1, width: 36 }]}
              series={series.map((one) => ({ id: one.id, label: one.label, data: one.data, stack: 'calls', color: toneColor(theme, one.tone) }))}
              slotProps={{ legend: { position: { vertical: 'bottom', horizontal: 'center' } } }}
            />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
