import AccessTimeRounded from '@mui/icons-material/AccessTimeRounded';
import ArrowForward from '@mui/icons-material/ArrowForward';
import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';
import EngineeringRounded from '@mui/icons-material/EngineeringRounded';
import SmsRounded from '@mui/icons-material/SmsRounded';
import SupportAgentRounded from '@mui/icons-material/SupportAgentRounded';
import TranslateRounded from '@mui/icons-material/TranslateRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import { useSessionUser } from '../../../api/session';
import { usePageTitle } from '../../../lib/use-page-title';

const SIGN_UP = '/auth?signup=true';

// Claims and figures from the product specification (section 1).
const highlights = [
  { value: '24/7', label: 'Every call answered, nights and weekends included' },
  { value: '30+', label: 'Languages spoken with your callers' },
  { value: '24-48h', label: 'From sign-up to a live receptionist' },
  { value: '70-80%', label: 'Lower cost than a human receptionist' },
];

const industries = ['Professional services', 'HVAC', 'Hospitality', 'Technology', 'Retail', 'Legal'];

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
    text: 'English, Spanish, German, Mandarin, Hindi, Portuguese, Arabic, French, Japanese, Russian and more.',
  },
  {
    icon: <EngineeringRounded />,
    title: 'White-glove setup',
    text: 'Our team configures your receptionist and runs 50+ scenario tests before it takes its first call.',
  },
  {
    icon: <SupportAgentRounded />,
    title: 'A dedicated account manager',
    text: 'A named expert keeps your receptionist accurate and up to date as your business changes.',
  },
];

export function LandingPage() {
  usePageTitle('Managed AI Phone Receptionists');
  const { user } = useSessionUser();

  // The landing page is for visitors; customers go straight to their dashboard (spec section 2).
  if (user) return <Navigate to="/dashboard" replace />;

  return (
    <>
      <Box
        component="section"
        aria-labelledby="hero-title"
        sx={(theme) => ({
          position: 'relative',
          overflow: 'hidden',
          background: `radial-gradient(1100px 520px at 85% -10%, ${alpha(theme.palette.primary.main, 0.16)}, transparent 60%),
            radial-gradient(800px 420px at -10% 110%, ${alpha(theme.palette.secondary.main, 0.12)}, transparent 60%)`,
        })}
      >
        <Container maxWidth="lg" sx={{ py: { xs: 8, md: 14 } }}>
          <Grid container spacing={{ xs: 6, md: 8 }} sx={{ alignItems: 'center' }}>
            <Grid size={{ xs: 12, md: 7 }}>
              <Chip
                label="Managed AI phone receptionists"
                color="primary"
                variant="outlined"
                sx={{ mb: 3, fontWeight: 600, bgcolor: (t) => alpha(t.palette.primary.main, 0.06) }}
              />
              <Typography id="hero-title" variant="h1">
                Never miss another{' '}
                <Box component="span" sx={{ color: 'primary.main' }}>
                  customer call
                </Box>
              </Typography>
              <Typography variant="subtitle1" component="p" color="text.secondary" sx={{ mt: 3, maxWidth: 560 }}>
                We build, configure and maintain an AI receptionist for your business. It answers calls,
                schedules appointments, sends SMS links and speaks your callers’ language, around the clock.
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4 }}>
                <Button component={RouterLink} to={SIGN_UP} variant="contained" size="large" endIcon={<ArrowForward />}>
                  Start Free Trial
                </Button>
                <Button component={RouterLink} to="#features" variant="outlined" size="large">
                  Explore Features
                </Button>
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 2.5 }}>
                14-day free trial · No long-term contracts · Cancel anytime
              </Typography>
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <Grid container spacing={2}>
                {highlights.map((item) => (
                  <Grid key={item.value} size={6}>
                    <Card sx={{ height: '100%' }}>
                      <CardContent>
                        <Typography variant="h3" component="p" color="primary" sx={{ fontWeight: 800 }}>
                          {item.value}
                        </Typography>
                        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                          {item.label}
                        </Typography>
                      </CardContent>
                    </Card>
                  </Grid>
                ))}
              </Grid>
            </Grid>
          </Grid>
        </Container>
      </Box>

      <Box component="section" aria-label="Industries we serve" sx={{ borderBlock: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Container maxWidth="lg" sx={{ py: 4 }}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
            <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600, flexShrink: 0 }}>
              Serving about 500 businesses in
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {industries.map((industry) => (
                <Chip key={industry} label={industry} variant="outlined" />
              ))}
            </Box>
          </Stack>
        </Container>
      </Box>

      <Box component="section" id="features" aria-labelledby="features-title">
        <Container maxWidth="lg" sx={{ py: { xs: 8, md: 12 } }}>
          <Box sx={{ textAlign: 'center', maxWidth: 720, mx: 'auto', mb: { xs: 5, md: 7 } }}>
            <Typography variant="overline" component="p" color="primary">
              Features
            </Typography>
            <Typography id="features-title" variant="h2">
              Everything your front desk does, around the clock
            </Typography>
            <Typography variant="subtitle1" component="p" color="text.secondary" sx={{ mt: 2 }}>
              A receptionist that is set up for you, tested for you and looked after for you.
            </Typography>
          </Box>
          <Grid container spacing={3}>
            {features.map((feature) => (
              <Grid key={feature.title} size={{ xs: 12, sm: 6, md: 4 }}>
                <Card sx={{ height: '100%' }}>
                  <CardContent>
                    <Box
                      aria-hidden
                      sx={(t) => ({
                        width: 44,
                        height: 44,
                        borderRadius: 3,
                        display: 'grid',
                        placeItems: 'center',
                        color: 'primary.main',
                        bgcolor: alpha(t.palette.primary.main, 0.1),
                        mb: 2.5,
                      })}
                    >
                      {feature.icon}
                    </Box>
                    <Typography variant="h6" component="h3">
                      {feature.title}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                      {feature.text}
                    </Typography>
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>
        </Container>
      </Box>

      <Box component="section" aria-labelledby="cta-title" sx={{ pb: { xs: 8, md: 12 } }}>
        <Container maxWidth="lg">
          <Box
            sx={(t) => ({
              borderRadius: 6,
              px: { xs: 3, md: 8 },
              py: { xs: 6, md: 8 },
              textAlign: 'center',
              color: '#fff',
              background: `linear-gradient(135deg, ${t.palette.mode === 'dark' ? '#2434a8' : t.palette.primary.main}, ${t.palette.mode === 'dark' ? '#0b6e63' : t.palette.secondary.main})`,
            })}
          >
            <Typography id="cta-title" variant="h2">
              Ready to answer every call?
            </Typography>
            <Typography variant="subtitle1" component="p" sx={{ mt: 2, opacity: 0.9, maxWidth: 560, mx: 'auto' }}>
              Start your 14-day free trial. No long-term contracts, cancel anytime.
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4, justifyContent: 'center' }}>
              <Button
                component={RouterLink}
                to={SIGN_UP}
                size="large"
                variant="contained"
                sx={{ bgcolor: '#fff', color: 'primary.dark', '&:hover': { bgcolor: alpha('#fff', 0.9) } }}
              >
                Start Free Trial
              </Button>
              <Button
                component={RouterLink}
                to="/contact"
                size="large"
                variant="outlined"
                sx={{ color: '#fff', borderColor: alpha('#fff', 0.6), '&:hover': { borderColor: '#fff', bgcolor: alpha('#fff', 0.08) } }}
              >
                Talk to Sales
              </Button>
            </Stack>
          </Box>
        </Container>
      </Box>
    </>
  );
}
