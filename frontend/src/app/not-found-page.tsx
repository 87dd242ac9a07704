import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '../lib/use-page-title';

/** Any path the router does not know (docs/product.md#the-public-site). */
export function NotFoundPage() {
  usePageTitle('Page Not Found');
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, flex: 1, display: 'flex', alignItems: 'center' }}>
      <Card sx={{ width: '100%' }}>
        <CardContent sx={{ p: { xs: 3, sm: 5 } }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
            <ErrorOutlineRounded color="error" sx={{ fontSize: 36 }} data-testid="not-found-icon" />
            <Typography variant="h4" component="h1">
              404 Page Not Found
            </Typography>
          </Stack>
          <Typography color="text.secondary">Did you forget to add the page to the router?</Typography>
          <Button component={RouterLink} to="/" variant="contained" sx={{ mt: 4 }}>
            Back to home
          </Button>
        </CardContent>
      </Card>
    </Container>
  );
}
