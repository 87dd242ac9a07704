import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../lib/use-page-title';

export function ResourcesPage() {
  usePageTitle('Resources');
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Resources"
        title="Resources"
        subtitle="Guides and documentation to help you get the most from your AI receptionist."
        actions={
          <Button component={RouterLink} to="/dashboard?tab=support" variant="outlined">
            Contact Support
          </Button>
        }
      />
    </PageContainer>
  );
}
