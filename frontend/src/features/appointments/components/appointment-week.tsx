import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useState } from 'react';
import { dayKey, weekDays } from '../appointment-filters';
import { clockText, lengthText, monthDay, weekdayName, weekdayText, weekText, type Appointment } from '../../../lib/appointment-text';
import { AppointmentDetails, appointmentLabel, type AppointmentActions } from './appointment-details';

interface WeekNavProps {
  start: Date;
  isThisWeek: boolean;
  onWeek: (weeks: number | null) => void;
}

/** The week shown, the arrows to the weeks around it, and the way back to this one. */
export function WeekNav({ start, isThisWeek, onWeek }: WeekNavProps) {
  const days = weekDays(start);
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}>
      <Tooltip title="Previous week">
        <IconButton aria-label="Previous week" onClick={() => onWeek(-1)} size="small">
          <ChevronLeftRounded />
        </IconButton>
      </Tooltip>
      <Tooltip title="Next week">
        <IconButton aria-label="Next week" onClick={() => onWeek(1)} size="small">
          <ChevronRightRounded />
        </IconButton>
      </Tooltip>
      <Typography variant="h6" component="h2" aria-live="polite" sx={{ mx: 0.5, fontVariantNumeric: 'tabular-nums' }}>
        {weekText(days[0], days[6])}
      </Typography>
      <Button size="small" variant="outlined" onClick={() => onWeek(null)} disabled={isThisWeek} sx={{ ml: { sm: 'auto' } }}>
        This week
      </Button>
    </Stack>
  );
}

/** One hour's height in a desktop column. */
const HOUR_PX = 88;
const HEADER_PX = 52;
const GUTTER_PX = 52;
const minutesOfDay = (moment: Date) => moment.getHours() * 60 + moment.getMinutes();

/** '9 AM', '12 PM'. */
function hourText(hour: number): string {
  return `${hour % 12 || 12} ${hour % 24 < 12 ? 'AM' : 'PM'}`;
}

/** The hours the columns show: 8 AM to 6 PM, widened to the week's earliest start and latest end. */
function hoursShown(appointments: Appointment[]): [number, number] {
  let first = 8;
  let last = 18;
  for (const appointment of appointments) {
    const start = new Date(appointment.startsAt);
    const end = new Date(appointment.endsAt);
    first = Math.min(first, start.getHours());
    last = Math.max(last, dayKey(end) === dayKey(start) ? Math.ceil(minutesOfDay(end) / 60) : 24);
  }
  return [first, last];
}

/** Side by side where they overlap (a cancelled one under a new booking): each appointment's lane and its group's lanes. */
function lanesOf(items: Appointment[]): Map<number, { lane: number; lanes: number }> {
  const result = new Map<number, { lane: number; lanes: number }>();
  let group: { id: number; lane: number }[] = [];
  let laneEnds: number[] = [];
  let groupEnd = -Infinity;
  const close = () => group.forEach(({ id, lane }) => result.set(id, { lane, lanes: laneEnds.length }));
  for (const item of [...items].sort((a, b) => a.startsAt.localeCompare(b.startsAt))) {
    const start = new Date(item.startsAt).getTime();
    const end = new Date(item.endsAt).getTime();
    if (start >= groupEnd) {
      close();
      group = [];
      laneEnds = [];
    }
    let lane = laneEnds.findIndex((laneEnd) => laneEnd <= start);
    if (lane === -1) lane = laneEnds.push(end) - 1;
    else laneEnds[lane] = end;
    group.push({ id: item.id, lane });
    groupEnd = Math.max(groupEnd, end);
  }
  close();
  return result;
}

function placeOf(appointment: Appointment, day: Date, firstHour: number, lastHour: number, { lane, lanes }: { lane: number; lanes: number }): Place {
  const start = new Date(appointment.startsAt);
  const end = new Date(appointment.endsAt);
  const from = minutesOfDay(start) - firstHour * 60;
  const to = dayKey(end) === dayKey(day) ? minutesOfDay(end) - firstHour * 60 : (lastHour - firstHour) * 60;
  return { top: (from / 60) * HOUR_PX, height: Math.max(((to - from) / 60) * HOUR_PX, 22), left: lane / lanes, width: 1 / lanes };
}

/**
 * A week of appointments, Sunday first: seven columns side by side from md up, each appointment placed at its time
 * against the hours; on a phone the days one under the other, each day's appointments in the order they start. An
 * appointment opens its details and actions.
 */
export function AppointmentWeek({ start, appointments, actions }: { start: Date; appointments: Appointment[]; actions: AppointmentActions }) {
  const [openId, setOpenId] = useState<number | null>(null);
  const open = appointments.find((appointment) => appointment.id === openId);
  const today = dayKey(new Date());
  const byDay = new Map<string, Appointment[]>();
  for (const appointment of appointments) {
    const key = dayKey(new Date(appointment.startsAt));
    byDay.set(key, [...(byDay.get(key) ?? []), appointment]);
  }
  // An action closes the details: the dialogs it opens take their place.
  const act = (action: (appointment: Appointment) => void) => (appointment: Appointment) => {
    setOpenId(null);
    action(appointment);
  };

  const [firstHour, lastHour] = hoursShown(appointments);
  const bodyHeight = (lastHour - firstHour) * HOUR_PX;

  return (
    <>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: `${GUTTER_PX}px repeat(7, minmax(0, 1fr))` },
          gap: { xs: 1.5, md: 0.75 },
        }}
      >
        {/* The hours beside the columns on a desktop; a phone's list says each appointment's time instead. */}
        <Box aria-hidden sx={{ display: { xs: 'none', md: 'block' }, pt: `${HEADER_PX + 2}px` }}>
          <Box sx={{ position: 'relative', height: bodyHeight }}>
            {Array.from({ length: lastHour - firstHour + 1 }, (_, index) => (
              <Typography
                key={index}
                variant="caption"
                color="text.secondary"
                sx={{ position: 'absolute', right: 6, top: index * HOUR_PX - 9, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
              >
                {hourText(firstHour + index)}
              </Typography>
            ))}
          </Box>
        </Box>
        {weekDays(start).map((day) => {
          const key = dayKey(day);
          const items = byDay.get(key) ?? [];
          const isToday = key === today;
          const lanes = lanesOf(items);
          return (
            <Paper
              key={key}
              component="section"
              // The day in one phrase ('Wednesday, Dec 2'), where the heading shows it on two lines.
              aria-label={isToday ? `${weekdayText(day)}, today` : weekdayText(day)}
              variant="outlined"
              sx={{ borderColor: isToday ? 'primary.main' : 'divider', overflow: 'hidden' }}
            >
              <Typography
                variant="subtitle2"
                component="h3"
                sx={{
                  px: 1.5,
                  pt: 1,
                  pb: { xs: 0.5, md: 0 },
                  height: { md: HEADER_PX },
                  lineHeight: 1.3,
                  borderBottom: { md: 1 },
                  borderColor: { md: 'divider' },
                }}
              >
                <Box component="span" sx={{ display: 'block', fontWeight: 700, color: isToday ? 'primary.main' : 'text.primary' }}>
                  {weekdayName(day)}
                </Box>
                <Box component="span" sx={{ display: 'block', fontWeight: 500, color: 'text.secondary' }}>
                  {isToday ? `${monthDay(day)} · Today` : monthDay(day)}
                </Box>
              </Typography>
              <Box
                sx={(theme) => ({
                  position: 'relative',
                  display: { xs: 'flex', md: 'block' },
                  flexDirection: 'column',
                  gap: 0.75,
                  p: { xs: 1, md: 0 },
                  height: { md: bodyHeight },
                  // A line at each hour, level with the hours beside the columns.
                  backgroundImage: {
                    md: `repeating-linear-gradient(to bottom, ${theme.palette.divider} 0 1px, transparent 1px ${HOUR_PX}px)`,
                  },
                })}
              >
                {items.length === 0 && (
                  <Typography variant="caption" color="text.secondary" sx={{ px: 0.5, display: { md: 'none' } }}>
                    Nothing booked
                  </Typography>
                )}
                {items.map((appointment) => (
                  <WeekItem
                    key={appointment.id}
                    appointment={appointment}
                    place={placeOf(appointment, day, firstHour, lastHour, lanes.get(appointment.id) ?? { lane: 0, lanes: 1 })}
                    onOpen={() => setOpenId(appointment.id)}
                  />
                ))}
              </Box>
            </Paper>
          );
        })}
      </Box>
      <Dialog open={Boolean(open)} onClose={() => setOpenId(null)} maxWidth="sm" fullWidth aria-labelledby="appointment-details-title">
        {open && (
          <>
            <DialogTitle id="appointment-details-title">{open.typeName}</DialogTitle>
            <DialogContent>
              <AppointmentDetails wide={false} appointment={open} actions={{ onReschedule: act(actions.onReschedule), onCancel: act(actions.onCancel) }} />
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
              <Button onClick={() => setOpenId(null)}>Close</Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </>
  );
}

/** Where an appointment sits in its day's column on a desktop, in pixels and fractions of the column. */
interface Place {
  top: number;
  height: number;
  left: number;
  width: number;
}

function WeekItem({ appointment, place, onOpen }: { appointment: Appointment; place: Place; onOpen: () => void }) {
  const cancelled = appointment.status === 'cancelled';
  return (
    <ButtonBase
      onClick={onOpen}
      aria-label={`${appointmentLabel(appointment)}${cancelled ? ', cancelled' : ''}`}
      sx={(theme) => ({
        display: 'block',
        width: { xs: '100%', md: `calc(${place.width * 100}% - 4px)` },
        position: { xs: 'static', md: 'absolute' },
        top: { md: place.top + 1 },
        left: { md: `calc(${place.left * 100}% + 2px)` },
        height: { md: place.height - 2 },
        overflow: 'hidden',
        zIndex: { md: cancelled ? 0 : 1 },
        textAlign: 'left',
        px: 1,
        py: { xs: 0.75, md: 0.25 },
        borderRadius: 1,
        borderLeft: 3,
        borderColor: cancelled ? 'divider' : 'primary.main',
        // Opaque on a desktop: the hour lines stay behind it.
        bgcolor: cancelled ? alpha(theme.palette.text.primary, 0.06) : alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.2 : 0.1),
        backgroundColor: { md: cancelled ? theme.palette.background.default : theme.palette.background.paper },
        backgroundImage: {
          md: `linear-gradient(${alpha(cancelled ? theme.palette.text.primary : theme.palette.primary.main, cancelled ? 0.06 : theme.palette.mode === 'dark' ? 0.22 : 0.12)}, ${alpha(cancelled ? theme.palette.text.primary : theme.palette.primary.main, cancelled ? 0.06 : theme.palette.mode === 'dark' ? 0.22 : 0.12)})`,
        },
        '&:hover': { bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.26 : 0.14) },
        '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
      })}
    >
      <Typography
        variant="caption"
        component="span"
        sx={{ display: 'block', lineHeight: 1.4, fontWeight: 650, fontVariantNumeric: 'tabular-nums', color: 'text.secondary' }}
      >
        {clockText(appointment.startsAt)}
        {/* A column is narrow on a desktop: the length there, the end on a phone's full-width list. */}
        <Box component="span" sx={{ display: { xs: 'inline', md: 'none' } }}>{` – ${clockText(appointment.endsAt)}`}</Box>
        <Box component="span" sx={{ display: { xs: 'none', md: 'inline' }, fontWeight: 500 }}>{` · ${lengthText(appointment)}`}</Box>
      </Typography>
      <Typography
        variant="body2"
        component="span"
        sx={{ display: 'block', lineHeight: 1.35, fontWeight: 650, overflowWrap: 'anywhere', textDecoration: cancelled ? 'line-through' : 'none' }}
      >
        {appointment.typeName}
      </Typography>
      {/* Too short for a third line on a desktop: the caller is in its name and its details. */}
      <Typography
        variant="caption"
        component="span"
        color="text.secondary"
        sx={{ display: { xs: 'block', md: place.height < 3 * 20 ? 'none' : 'block' }, lineHeight: 1.4, overflowWrap: 'anywhere' }}
      >
        {cancelled ? `${appointment.callerName} · Cancelled` : appointment.callerName}
      </Typography>
    </ButtonBase>
  );
}
