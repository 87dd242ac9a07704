import AccessTimeRounded from '@mui/icons-material/AccessTimeRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import HandshakeRounded from '@mui/icons-material/HandshakeRounded';
import SmsRounded from '@mui/icons-material/SmsRounded';
import TranslateRounded from '@mui/icons-material/TranslateRounded';
import VerifiedRounded from '@mui/icons-material/VerifiedRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../lib/use-page-title';
import { IconCard } from '../../../components/icon-card';
import { StepNumber } from '../../../components/step-number';
import { StepText } from '../../../components/step-text';
import { SupportBand } from '../components/support-band';
import { SUPPORT_PATH } from '../paths';

// The claims (docs/product.md#the-public-site), restated for customers (the marketing feature keeps its own copy for visitors).
const SETUP_TIME = '24-48 hours';
const SCENARIO_TESTS = '50+';
const LANGUAGES = '30+';
const ACCURACY = '99.7%';
const SAVINGS = '70-80%';

const features: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <AccessTimeRounded />,
    title: 'Answers every call, 24/7',
    text: 'Nights, weekends and holidays included: no voicemail, no hold music, no missed customers.',
  },
  {
    icon: <EventAvailableRounded />,
    title: 'Books appointments',
    text: 'It checks availability and books callers in while they are on the line, following your rules.',
  },
  {
    icon: <SmsRounded />,
    title: 'Sends SMS links',
    text: 'Directions, booking pages, forms or payment links arrive by text message while the caller listens.',
  },
  {
    icon: <TranslateRounded />,
    title: 'Speaks your callers’ languages',
    text: `It answers in ${LANGUAGES} languages and switches to the caller's language on its own.`,
  },
  {
    icon: <VerifiedRounded />,
    title: 'Accurate and consistent',
    text: `${ACCURACY} call accuracy, and the same friendly, correct answer on the hundredth call of the day.`,
  },
  {
    icon: <HandshakeRounded />,
    title: 'Managed by our team',
    text: 'We build, test and maintain it for you, with a dedicated account manager as your contact.',
  },
];

interface Step {
  title: string;
  text: ReactNode;
}

const implementation: Step[] = [
  {
    title: 'Request your receptionist',
    text: (
      <>
        On{' '}
        <Link component={RouterLink} to="/receptionists" underline="always">
          My Receptionists
        </Link>
        , give it a name, the number it answers, its languages, your hours and what callers ask about.
      </>
    ),
  },
  {
    title: 'We configure and test it',
    text: `Our team trains it on your business and runs it through ${SCENARIO_TESTS} scenario tests, within ${SETUP_TIME}.`,
  },
  {
    title: 'Forward your calls and go live',
    text: 'Forward your business number to your AI number. Its status turns Live and it starts answering.',
  },
];

const dailyOperation: Step[] = [
  {
    title: 'It answers and books',
    text: 'Every call is answered, questions are handled, and appointments and messages are in your call log and your daily digest.',
  },
  { title: 'Callers get what they need', text: 'SMS links follow up the call, and calls that need a person go to your team.' },
  { title: 'You keep an eye on it', text: 'Follow each receptionist’s status and details on My Receptionists, and your plan in the dashboard.' },
  { title: 'We keep it current', text: 'New hours, services or prices? Tell support and we update your receptionist.' },
];

const benefits = [
  `Save ${SAVINGS} compared with a human receptionist`,
  'Never lose a customer to a missed or after-hours call',
  'Give every caller the same accurate, friendly answer',
  'Add receptionists and languages as you grow, without hiring',
];

function Steps({ steps }: { steps: Step[] }) {
  return (
    <Stack component="ol" spacing={2.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {steps.map((step, index) => (
        <Stack key={step.title} component="li" direction="row" spacing={2}>
          <StepNumber number={index + 1} />
          <Box>
            <StepText title={step.title} text={step.text} />
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}

function SectionTitle({ id, children, lead }: { id: string; children: ReactNode; lead?: ReactNode }) {
  return (
    <Box sx={{ mb: 3 }}>
      <Typography id={id} variant="h4" component="h2">
        {children}
      </Typography>
      {lead && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {lead}
        </Typography>
      )}
    </Box>
  );
}

/** /product (docs/product.md#the-customer-area): what the receptionist does, how it gets going and runs, and what it brings. */
export function ProductPage() {
  usePageTitle('Product', 'How your AI receptionist works: its features, implementation, daily operation and business benefits.');
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Product"
        title="Welcome to Your AI Receptionist"
        subtitle={`A receptionist that answers every call, books appointments and speaks your callers' languages, built and looked after by our team. Here is how it works, from implementation to daily operation.`}
        actions={
          <>
            <Button component={RouterLink} to="/dashboard" variant="contained">
              Go to Dashboard
            </Button>
            <Button component={RouterLink} to={SUPPORT_PATH} variant="outlined">
              Get Support
            </Button>
          </>
        }
      />

      <Box component="section" aria-labelledby="product-features-title">
        <SectionTitle id="product-features-title">Key features</SectionTitle>
        <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {features.map((feature) => (
            <Grid key={feature.title} component="li" size={{ xs: 12, sm: 6, lg: 4 }}>
              <IconCard icon={feature.icon} title={feature.title} text={feature.text} />
            </Grid>
          ))}
        </Grid>
      </Box>

      <Grid container spacing={3} sx={{ mt: { xs: 5, md: 8 } }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card component="section" aria-labelledby="product-implementation-title" sx={{ height: '100%' }}>
            <CardContent sx={{ p: { xs: 3, md: 4 } }}>
              <SectionTitle id="product-implementation-title" lead={`Live within ${SETUP_TIME} of your request.`}>
                Implementation
              </SectionTitle>
              <Steps steps={implementation} />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card component="section" aria-labelledby="product-operation-title" sx={{ height: '100%' }}>
            <CardContent sx={{ p: { xs: 3, md: 4 } }}>
              <SectionTitle id="product-operation-title" lead="What a normal day looks like once it is live.">
                Daily operation
              </SectionTitle>
              <Steps steps={dailyOperation} />
            </CardContent>
          </Card>
        </Grid>
      </Grid>

      <Box component="section" aria-labelledby="product-benefits-title" sx={{ mt: { xs: 5, md: 8 } }}>
        <SectionTitle id="product-benefits-title">Business benefits</SectionTitle>
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {benefits.map((benefit) => (
            <Grid key={benefit} component="li" size={{ xs: 12, sm: 6 }}>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                <CheckCircleRounded color="success" sx={{ mt: 0.25 }} aria-hidden />
                <Typography sx={{ fontWeight: 600 }}>{benefit}</Typography>
              </Stack>
            </Grid>
          ))}
        </Grid>
      </Box>

      <SupportBand
        id="product-support-title"
        title="Questions about your receptionist?"
        text={
          <>
            Write to our support team 24/7. Guides and tutorials are in{' '}
            <Link component={RouterLink} to="/resources" underline="always">
              Resources
            </Link>
            .
          </>
        }
        actions={
          <>
            <Button component={RouterLink} to={SUPPORT_PATH} variant="contained">
              Contact Support
            </Button>
            <Button component={RouterLink} to="/dashboard" variant="outlined">
              Open Dashboard
            </Button>
          </>
        }
      />
    </PageContainer>
  );
}
