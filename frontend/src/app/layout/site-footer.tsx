import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { BrandLogo } from '../../components/brand-logo';
import { SITE_NAME } from '../../lib/use-page-title';

// Each legal page says honestly that the document is available on request (docs/product.md#the-public-site).
const legal = [
  { label: 'Privacy Policy', to: '/legal/privacy-policy' },
  { label: 'Terms of Service', to: '/legal/terms-of-service' },
  { label: 'Data Processing', to: '/legal/data-processing' },
  { label: 'Cookies Policy', to: '/legal/cookies-policy' },
];

const columns: { heading: string; links: { label: string; to: string }[] }[] = [
  {
    heading: 'Product',
    links: [
      { label: 'Features', to: '/#features' },
      { label: 'Pricing', to: '/pricing' },
      { label: 'How It Works', to: '/how-it-works' },
    ],
  },
  {
    heading: 'Company',
    links: [
      { label: 'About Us', to: '/about' },
      { label: 'Contact', to: '/contact' },
    ],
  },
  {
    heading: 'Account',
    links: [
      { label: 'Dashboard', to: '/dashboard' },
      { label: 'My Receptionists', to: '/receptionists' },
    ],
  },
  { heading: 'Legal', links: legal },
];

function ColumnHeading({ children }: { children: string }) {
  return (
    <Typography component="h2" variant="overline" sx={{ color: 'text.primary', display: 'block', mb: 1.5 }}>
      {children}
    </Typography>
  );
}

export function SiteFooter() {
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', mt: 'auto' }}>
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 8 } }}>
        <Grid container spacing={{ xs: 4, md: 6 }}>
          <Grid size={{ xs: 12, md: 4 }}>
            <BrandLogo />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2, maxWidth: 320 }}>
              Managed AI phone receptionists that answer every call, book appointments and speak your customers&apos; languages, around the clock.
            </Typography>
          </Grid>
          {columns.map((column) => (
            <Grid key={column.heading} size={{ xs: 6, sm: 3, md: 2 }}>
              <nav aria-label={column.heading}>
                <ColumnHeading>{column.heading}</ColumnHeading>
                <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {column.links.map((link) => (
                    <Typography key={link.label} component="li" variant="body2">
                      <Link component={RouterLink} to={link.to} color="text.secondary">
                        {link.label}
                      </Link>
                    </Typography>
                  ))}
                </Stack>
              </nav>
            </Grid>
          ))}
        </Grid>
        <Divider sx={{ my: 4 }} />
        <Typography variant="body2" color="text.secondary">
          © {new Date().getFullYear()} {SITE_NAME}. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}
