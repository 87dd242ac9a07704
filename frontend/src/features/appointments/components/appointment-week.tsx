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
import { clockText, lengthText, monthDay, weekdayName, weekdayText, weekText, type Appointment } from '../appointment-text';
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

/**
 * A week of appointments, Sunday first: seven columns side by side from md up, the days one under the other on a
 * phone; each day's appointments in the order they start. An appointment opens its details and actions.
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

  return (
    <>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(7, minmax(0, 1fr))' },
          gap: { xs: 1.5, md: 1 },
        }}
      >
        {weekDays(start).map((day) => {
          const key = dayKey(day);
          const items = byDay.get(key) ?? [];
          const isToday = key === today;
          return (
            <Paper
              key={key}
              component="section"
              // The day in one phrase ('Wednesday, Dec 2'), where the heading shows it on two lines.
              aria-label={isToday ? `${weekdayText(day)}, today` : weekdayText(day)}
              variant="outlined"
              sx={{
                p: 1,
                minHeight: { md: 320 },
                borderColor: isToday ? 'primary.main' : 'divider',
                display: 'flex',
                flexDirection: 'column',
                gap: 0.75,
              }}
            >
              <Typography variant="subtitle2" component="h3" sx={{ px: 0.5, lineHeight: 1.3 }}>
                <Box component="span" sx={{ display: 'block', fontWeight: 700, color: isToday ? 'primary.main' : 'text.primary' }}>
                  {weekdayName(day)}
                </Box>
                <Box component="span" sx={{ display: 'block', fontWeight: 500, color: 'text.secondary' }}>
                  {isToday ? `${monthDay(day)} · Today` : monthDay(day)}
                </Box>
              </Typography>
              {items.length === 0 && (
                <Typography variant="caption" color="text.secondary" sx={{ px: 0.5 }}>
                  Nothing booked
                </Typography>
              )}
              {items.map((appointment) => (
                <WeekItem key={appointment.id} appointment={appointment} onOpen={() => setOpenId(appointment.id)} />
              ))}
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

function WeekItem({ appointment, onOpen }: { appointment: Appointment; onOpen: () => void }) {
  const cancelled = appointment.status === 'cancelled';
  return (
    <ButtonBase
      onClick={onOpen}
      aria-label={`${appointmentLabel(appointment)}${cancelled ? ', cancelled' : ''}`}
      sx={(theme) => ({
        display: 'block',
        width: '100%',
        textAlign: 'left',
        px: 1,
        py: 0.75,
        borderRadius: 1,
        borderLeft: 3,
        borderColor: cancelled ? 'divider' : 'primary.main',
        bgcolor: cancelled ? 'action.hover' : alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.16 : 0.08),
        '&:hover': { bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.26 : 0.14) },
        '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
      })}
    >
      <Typography variant="caption" component="span" sx={{ display: 'block', fontWeight: 650, fontVariantNumeric: 'tabular-nums', color: 'text.secondary' }}>
        {clockText(appointment.startsAt)}
        {/* A column is narrow on a desktop: the length there, the end on a phone's full-width list. */}
        <Box component="span" sx={{ display: { xs: 'inline', md: 'none' } }}>{` – ${clockText(appointment.endsAt)}`}</Box>
        <Box component="span" sx={{ display: { xs: 'none', md: 'inline' }, fontWeight: 500 }}>{` · ${lengthText(appointment)}`}</Box>
      </Typography>
      <Typography
        variant="body2"
        component="span"
        sx={{ display: 'block', fontWeight: 650, overflowWrap: 'anywhere', textDecoration: cancelled ? 'line-through' : 'none' }}
      >
        {appointment.typeName}
      </Typography>
      <Typography variant="caption" component="span" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
        {cancelled ? `${appointment.callerName} · Cancelled` : appointment.callerName}
      </Typography>
    </ButtonBase>
  );
}
