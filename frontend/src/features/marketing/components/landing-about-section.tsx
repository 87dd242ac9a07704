import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { BUSINESSES_SERVED, CLAIMS } from '../claims';
import { CheckList } from '../../../components/check-list';

const promises = [
  'We build and configure your receptionist for you',
  `Live within ${CLAIMS.setup}, after ${CLAIMS.scenarioTests} scenario tests`,
  'A dedicated account manager keeps it up to date',
  'No long-term contracts: cancel anytime',
];

export function LandingAboutSection() {
  return (
    <Box component="section" id="about" aria-labelledby="about-title">
      <Container maxWidth="lg" sx={{ pb: { xs: 8, md: 12 } }}>
        <Card>
          <CardContent sx={{ p: { xs: 3, md: 6 }, '&:last-child': { pb: { xs: 3, md: 6 } } }}>
            <Grid container spacing={{ xs: 4, md: 8 }} sx={{ alignItems: 'center' }}>
              <Grid size={{ xs: 12, md: 6 }}>
                <Typography variant="overline" component="p" color="primary">
                  About us
                </Typography>
                <Typography id="about-title" variant="h3" component="h2">
                  People behind every receptionist
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 2 }}>
                  We are not a do-it-yourself tool. Our team learns how your business runs, builds your receptionist, tests it and looks after it, so{' '}
                  {BUSINESSES_SERVED} can focus on their customers instead of the phone.
                </Typography>
                <Button component={RouterLink} to="/about" endIcon={<ArrowForward />} sx={{ mt: 3, ml: -1 }}>
                  Our mission and story
                </Button>
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <CheckList items={promises} />
              </Grid>
            </Grid>
          </CardContent>
        </Card>
      </Container>
    </Box>
  );
}
