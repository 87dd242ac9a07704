import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';

interface CallToActionProps {
  title: string;
  /** Undefined while it waits for data it quotes: the line stays blank. */
  text: string | undefined;
  primary: { label: string; to: string };
  secondary: { label: string; to: string };
}

/** The coloured banner closing a marketing page, with two links. */
export function CallToAction({ title, text, primary, secondary }: CallToActionProps) {
  return (
    <Box component="section" aria-labelledby="cta-title" sx={{ pb: { xs: 8, md: 12 } }}>
      <Container maxWidth="lg">
        <Box
          sx={(t) => ({
            borderRadius: { xs: 4, md: 6 },
            px: { xs: 3, md: 8 },
            py: { xs: 6, md: 8 },
            textAlign: 'center',
            color: '#fff',
            // Darker stops in dark mode keep white text above 4.5:1 contrast.
            background: `linear-gradient(135deg, ${t.palette.mode === 'dark' ? '#2434a8' : t.palette.primary.main}, ${t.palette.mode === 'dark' ? '#0b6e63' : '#0b7d70'})`,
          })}
        >
          <Typography id="cta-title" variant="h2">
            {title}
          </Typography>
          <Typography variant="subtitle1" component="p" sx={{ mt: 2, opacity: 0.92, maxWidth: 560, mx: 'auto' }}>
            {text ?? '\u00a0'}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4, justifyContent: 'center' }}>
            <Button
              component={RouterLink}
              to={primary.to}
              size="large"
              variant="contained"
              sx={{
                bgcolor: '#fff',
                color: '#2434a8',
                '&:hover': { bgcolor: alpha('#fff', 0.9) },
                '&.Mui-focusVisible': { outline: '3px solid #fff', outlineOffset: 3 },
              }}
            >
              {primary.label}
            </Button>
            <Button
              component={RouterLink}
              to={secondary.to}
              size="large"
              variant="outlined"
              sx={{
                color: '#fff',
                borderColor: alpha('#fff', 0.7),
                '&:hover': { borderColor: '#fff', bgcolor: alpha('#fff', 0.08) },
                '&.Mui-focusVisible': { outline: '3px solid #fff', outlineOffset: 3 },
              }}
            >
              {secondary.label}
            </Button>
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}
