import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../lib/use-page-title';

export function CheckoutPage() {
  usePageTitle('Checkout');
  return (
    <PageContainer maxWidth="md">
      <PageHeader
        eyebrow="Subscription"
        title="Checkout"
        actions={
          <Button component={RouterLink} to="/pricing" startIcon={<ArrowBack />}>
            Back to pricing
          </Button>
        }
      />
    </PageContainer>
  );
}
