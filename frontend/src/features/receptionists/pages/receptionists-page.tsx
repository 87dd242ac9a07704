import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../lib/use-page-title';

export function ReceptionistsPage() {
  usePageTitle('My Receptionists');
  return (
    <PageContainer>
      <PageHeader
        title="My Receptionists"
        subtitle="Your AI receptionists, their phone numbers and their status."
        actions={
          <Button component={RouterLink} to="/dashboard?tab=subscription" variant="outlined">
            Manage subscription
          </Button>
        }
      />
    </PageContainer>
  );
}
