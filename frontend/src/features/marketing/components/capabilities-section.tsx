import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { CLAIMS, LANGUAGES } from '../claims';
import { Pill } from './pill';
import { StatGrid } from './stat-card';

// The claims (docs/product.md#the-public-site); both accuracy figures are claimed, so both are shown.
const stats = [
  { value: '99.7% – 99.9%', label: 'Call accuracy' },
  { value: CLAIMS.languages, label: 'Languages spoken' },
  { value: CLAIMS.setup, label: 'Set-up time' },
  { value: CLAIMS.savings, label: 'Savings versus human receptionists' },
  { value: CLAIMS.availability, label: 'Availability, holidays included' },
  { value: CLAIMS.scenarioTests, label: 'Scenario tests during setup' },
];

export function CapabilitiesSection() {
  return (
    <Box component="section" id="capabilities" aria-labelledby="capabilities-title">
      <Container maxWidth="lg" sx={{ py: { xs: 8, md: 12 } }}>
        <Grid container spacing={{ xs: 5, md: 8 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Typography variant="overline" component="p" color="primary">
              Capabilities
            </Typography>
            <Typography id="capabilities-title" variant="h2">
              Accurate, multilingual and always on
            </Typography>
            <Typography variant="subtitle1" component="p" color="text.secondary" sx={{ mt: 2 }}>
              Your receptionist understands callers with {CLAIMS.accuracy} call accuracy and switches to their language on its own. Among the {CLAIMS.languages}{' '}
              it speaks:
            </Typography>
            <Box component="ul" aria-label="Languages" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 2.5 }}>
              {LANGUAGES.map((language) => (
                <li key={language}>
                  <Pill size="small">{language}</Pill>
                </li>
              ))}
            </Box>
            <Button component={RouterLink} to="/contact" variant="contained" size="large" endIcon={<ArrowForward />} sx={{ mt: 4 }}>
              Request a Demo
            </Button>
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <StatGrid stats={stats} />
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
