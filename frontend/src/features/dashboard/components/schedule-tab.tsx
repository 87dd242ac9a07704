import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { SessionUser } from '../../../api/session';
import { useNotify } from '../../../components/notices/notices-context';
import { CALL_TYPES, customerName, openInNewTab, schedulerUrl, type CallType } from '../scheduling';
import { CallTypeCard, NEW_TAB_HINT_ID } from './call-type-card';
import { SchedulingHelp } from './scheduling-help';

const SECTIONS = [
  { value: 'book', label: 'Book a Call' },
  { value: 'help', label: 'Help & Information' },
] as const;
type Section = (typeof SECTIONS)[number]['value'];

/** Scheduling's message (docs/product.md#the-products-messages-are-fixed-texts). */
export const SCHEDULER_BLOCKED = 'There was an error opening the scheduling page. Please try again later.';

/**
 * The Schedule tab (docs/product.md#the-customer-area): the three calls, each opening its external scheduling page in a
 * new tab with the customer's name and e-mail filled in, and how booking works.
 */
export function ScheduleTab({ user }: { user: SessionUser }) {
  const notify = useNotify();
  const [section, setSection] = useState<Section>('book');
  // A page the browser would not open: offered as a plain link, which a click always opens.
  const [blocked, setBlocked] = useState<{ callType: CallType; url: string } | null>(null);

  const open = (callType: CallType) => {
    const url = schedulerUrl(callType.url, { name: customerName(user), email: user.email });
    if (openInNewTab(url)) {
      setBlocked(null);
      return;
    }
    setBlocked({ callType, url });
    notify({ title: 'Could not open the scheduler', description: SCHEDULER_BLOCKED, variant: 'destructive' });
  };

  return (
    <Box>
      <Tabs
        value={section}
        onChange={(_event, next: Section) => setSection(next)}
        aria-label="Scheduling"
        // Two equal halves: both labels fit side by side down to 360 px, with no scroll arrows.
        variant="fullWidth"
        sx={{ mb: 3, maxWidth: 440, '& .MuiTab-root': { px: 1 } }}
      >
        {SECTIONS.map(({ value, label }) => (
          <Tab key={value} value={value} label={label} id={`schedule-tab-${value}`} aria-controls={`schedule-panel-${value}`} />
        ))}
      </Tabs>

      <Box role="tabpanel" id={`schedule-panel-${section}`} aria-labelledby={`schedule-tab-${section}`}>
        {section === 'book' ? (
          <Stack spacing={3}>
            {blocked && (
              <Alert severity="error" role="status" onClose={() => setBlocked(null)}>
                <AlertTitle>{SCHEDULER_BLOCKED}</AlertTitle>
                Your browser may have blocked the new tab.{' '}
                <Link href={blocked.url} target="_blank" rel="noopener noreferrer" sx={{ fontWeight: 650, color: 'inherit' }}>
                  Open the {blocked.callType.title} scheduling page
                </Link>{' '}
                directly instead.
              </Alert>
            )}
            <Grid container spacing={3}>
              {CALL_TYPES.map((callType) => (
                <Grid key={callType.id} size={{ xs: 12, md: 4 }}>
                  <CallTypeCard callType={callType} onOpen={open} />
                </Grid>
              ))}
            </Grid>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', color: 'text.secondary' }}>
              <InfoOutlined fontSize="small" aria-hidden sx={{ mt: 0.25 }} />
              <Typography id={NEW_TAB_HINT_ID} variant="body2">
                Opens in a new tab, with your name and e-mail already filled in.
              </Typography>
            </Stack>
          </Stack>
        ) : (
          <SchedulingHelp />
        )}
      </Box>
    </Box>
  );
}
