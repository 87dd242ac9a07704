import CheckRounded from '@mui/icons-material/CheckRounded';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DemoCall } from './demo-call';

const points = [
  'Greets callers with your business name, day or night',
  'Finds a free slot and books it during the call',
  'Texts a confirmation link before the caller hangs up',
];

/** #demo: the hero's demo button scrolls and moves the focus here (hence tabIndex -1). */
export function DemoSection() {
  return (
    <Box
      component="section"
      id="demo"
      tabIndex={-1}
      aria-labelledby="demo-title"
      sx={{ bgcolor: 'background.paper', borderBlock: 1, borderColor: 'divider', outline: 'none' }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 8, md: 12 } }}>
        <Grid container spacing={{ xs: 5, md: 8 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Typography variant="overline" component="p" color="primary">
              Demo call
            </Typography>
            <Typography id="demo-title" variant="h2">
              Hear how a call sounds
            </Typography>
            <Typography variant="subtitle1" component="p" color="text.secondary" sx={{ mt: 2 }}>
              Follow a simulated call between a caller and an AI receptionist we set up for a dental practice.
            </Typography>
            <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0, mt: 3 }}>
              {points.map((point) => (
                <Stack key={point} component="li" direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                  <CheckRounded color="success" fontSize="small" sx={{ mt: 0.4 }} aria-hidden />
                  <Typography>{point}</Typography>
                </Stack>
              ))}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <DemoCall />
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
