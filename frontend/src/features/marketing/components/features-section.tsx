import AccessTimeRounded from '@mui/icons-material/AccessTimeRounded';
import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';
import EngineeringRounded from '@mui/icons-material/EngineeringRounded';
import SmsRounded from '@mui/icons-material/SmsRounded';
import SupportAgentRounded from '@mui/icons-material/SupportAgentRounded';
import TranslateRounded from '@mui/icons-material/TranslateRounded';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import type { ReactNode } from 'react';
import { CLAIMS } from '../claims';
import { IconCard } from '../../../components/icon-card';
import { SectionHeading } from './section-heading';

const features: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <AccessTimeRounded />,
    title: 'Answers every call, 24/7',
    text: 'Day, night, weekends and holidays: your callers always reach a friendly voice that knows your business.',
  },
  {
    icon: <CalendarMonthRounded />,
    title: 'Schedules appointments',
    text: 'Books appointments while the caller is on the line, so opportunities never wait for a call back.',
  },
  {
    icon: <SmsRounded />,
    title: 'Sends SMS links',
    text: 'Texts callers the link they need, like a booking page or directions, during the conversation.',
  },
  {
    icon: <TranslateRounded />,
    title: 'Speaks your customers’ languages',
    text: `${CLAIMS.languages} languages, from English and Spanish to Mandarin, Hindi and Arabic.`,
  },
  {
    icon: <EngineeringRounded />,
    title: 'White-glove setup',
    text: `Our team configures your receptionist and runs ${CLAIMS.scenarioTests} scenario tests before it takes its first call.`,
  },
  {
    icon: <SupportAgentRounded />,
    title: 'A dedicated account manager',
    text: 'A named expert keeps your receptionist accurate and up to date as your business changes.',
  },
];

export function FeaturesSection() {
  return (
    <Box component="section" id="features" aria-labelledby="features-title">
      <Container maxWidth="lg" sx={{ py: { xs: 8, md: 12 } }}>
        <SectionHeading
          id="features-title"
          eyebrow="Features"
          title="Everything your front desk does, around the clock"
          subtitle="A receptionist that is set up for you, tested for you and looked after for you."
        />
        <Grid container spacing={3}>
          {features.map((feature) => (
            <Grid key={feature.title} size={{ xs: 12, sm: 6, md: 4 }}>
              <IconCard icon={feature.icon} title={feature.title} text={feature.text} />
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
