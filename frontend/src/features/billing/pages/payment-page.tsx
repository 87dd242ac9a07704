import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../lib/use-page-title';

export function PaymentPage() {
  usePageTitle('Payment');
  return (
    <PageContainer maxWidth="md">
      <PageHeader
        eyebrow="Subscription"
        title="Payment"
        actions={
          <Button component={RouterLink} to="/dashboard?tab=subscription" variant="outlined">
            View your subscription
          </Button>
        }
      />
    </PageContainer>
  );
}
