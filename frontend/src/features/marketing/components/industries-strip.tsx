import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BUSINESSES_SERVED, INDUSTRIES } from '../claims';
import { Pill } from './pill';

export function IndustriesStrip() {
  return (
    <Box component="section" aria-label="Industries we serve" sx={{ borderBlock: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Container maxWidth="lg" sx={{ py: 4 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600, flexShrink: 0 }}>
            Trusted by {BUSINESSES_SERVED} in
          </Typography>
          <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
            {INDUSTRIES.map((industry) => (
              <li key={industry}>
                <Pill>{industry}</Pill>
              </li>
            ))}
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}
