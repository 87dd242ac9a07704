import ArrowForward from '@mui/icons-material/ArrowForward';
import PlayCircleOutlineRounded from '@mui/icons-material/PlayCircleOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import { trialPhrase, usePlanTerms } from '../../../lib/plan-terms';
import { CLAIMS, SIGN_UP_PATH } from '../claims';
import { Pill } from './pill';
import { StatGrid } from './stat-card';

const highlights = [
  { value: CLAIMS.availability, label: 'Every call answered, nights and weekends included' },
  { value: CLAIMS.languages, label: 'Languages spoken with your callers' },
  { value: '24-48h', label: 'From sign-up to a live receptionist' },
  { value: CLAIMS.savings, label: 'Savings versus a human receptionist' },
];

/** The first screen: what we do, the sign-up button and the way to the demo call. */
export function LandingHero({ onShowDemo }: { onShowDemo: () => void }) {
  const terms = usePlanTerms();
  return (
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
      <Container maxWidth="lg" sx={{ py: { xs: 7, md: 14 } }}>
        <Grid container spacing={{ xs: 5, md: 8 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Box sx={{ mb: 3 }}>
              <Pill tone="primary">Managed AI phone receptionists</Pill>
            </Box>
            <Typography id="hero-title" variant="h1">
              Never miss another{' '}
              <Box component="span" sx={{ color: 'primary.main' }}>
                customer call
              </Box>
            </Typography>
            <Typography variant="subtitle1" component="p" color="text.secondary" sx={{ mt: 3, maxWidth: 560 }}>
              We build, configure and maintain an AI receptionist for your business. It answers calls, schedules appointments, sends SMS links and speaks your
              callers’ language, 24/7.
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4 }}>
              <Button component={RouterLink} to={SIGN_UP_PATH} variant="contained" size="large" endIcon={<ArrowForward />}>
                Start Free Trial
              </Button>
              <Button variant="outlined" size="large" startIcon={<PlayCircleOutlineRounded />} onClick={onShowDemo}>
                Hear a Demo Call
              </Button>
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2.5 }}>
              {/* A blank line holds the place until the plans say how long the trial is. */}
              {terms ? `${trialPhrase(terms)} · No long-term contracts · Cancel anytime` : '\u00a0'}
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <StatGrid stats={highlights} size="large" />
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
