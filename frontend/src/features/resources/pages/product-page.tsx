import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../lib/use-page-title';

export function ProductPage() {
  usePageTitle('Product');
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Product"
        title="Your AI Receptionist"
        subtitle="How your receptionist works, from implementation to daily operation."
        actions={
          <>
            <Button component={RouterLink} to="/dashboard" variant="contained">
              Go to Dashboard
            </Button>
            <Button component={RouterLink} to="/dashboard?tab=support" variant="outlined">
              Get Support
            </Button>
          </>
        }
      />
    </PageContainer>
  );
}
