import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import MarkEmailReadRounded from '@mui/icons-material/MarkEmailReadRounded';
import TouchAppRounded from '@mui/icons-material/TouchAppRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconTile } from '../../../components/icon-tile';
import { StepGrid, StepText } from '../../../components/step-text';
import { switchDashboardTab } from '../../../lib/dashboard-tabs';
import { CALL_TYPES } from '../scheduling';

const callList = CALL_TYPES.map((call) => `${call.title} (${call.minutes} min)`).join(', ');

// docs/product.md#the-customer-area: the four-step explanation of the Help & Information sub-tab.
const STEPS = [
  {
    icon: <TouchAppRounded />,
    title: 'Choose a call type',
    text: `${callList}: pick the one that matches what you need.`,
  },
  {
    icon: <EventAvailableRounded />,
    title: 'Pick a time',
    text: 'The scheduling page opens in a new tab with your name and e-mail filled in. Times show in your own time zone.',
  },
  {
    icon: <MarkEmailReadRounded />,
    title: 'Receive a confirmation e-mail',
    text: 'It has the meeting link and a calendar invitation. Reschedule or cancel from the same e-mail.',
  },
  {
    icon: <GroupsRounded />,
    title: 'Meet our team',
    text: 'Join with the link at the time you chose. A specialist walks you through it and answers your questions.',
  },
];

/** How booking a call works, step by step. */
export function SchedulingHelp() {
  return (
    <Stack spacing={3}>
      <Card component="section" aria-labelledby="scheduling-steps-title">
        <CardContent sx={{ p: { xs: 3, md: 4 }, '&:last-child': { pb: { xs: 3, md: 4 } } }}>
          <Typography id="scheduling-steps-title" variant="h6" component="h3">
            How booking a call works
          </Typography>
          <StepGrid columns={{ xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }} sx={{ mt: 3 }}>
            {STEPS.map((step, index) => (
              <Box component="li" key={step.title} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                <IconTile>{step.icon}</IconTile>
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="overline" component="p" color="text.secondary" sx={{ lineHeight: 1.6 }}>
                    Step {index + 1}
                  </Typography>
                  <StepText title={step.title} text={step.text} heading="h4" />
                </Box>
              </Box>
            ))}
          </StepGrid>
        </CardContent>
      </Card>

      <Card component="section" aria-labelledby="scheduling-questions-title">
        <CardContent
          sx={{
            p: { xs: 3, md: 4 },
            '&:last-child': { pb: { xs: 3, md: 4 } },
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            alignItems: { sm: 'center' },
            gap: 2,
          }}
        >
          <Box sx={{ flex: 1 }}>
            <Typography id="scheduling-questions-title" variant="h6" component="h3">
              A question that can't wait for a call?
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              Write to our support team 24/7: we respond within 24 hours.
            </Typography>
          </Box>
          <Button variant="outlined" onClick={() => switchDashboardTab('support')} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}>
            Contact Support
          </Button>
        </CardContent>
      </Card>
    </Stack>
  );
}
