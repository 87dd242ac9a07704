import HomeRounded from '@mui/icons-material/HomeRounded';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../lib/use-page-title';

/** The administrators' back office; its own layout (side menu, tabs) comes with the admin issues. */
export function AdminPage() {
  usePageTitle('Admin Dashboard');
  return (
    <PageContainer component="main">
      <PageHeader
        eyebrow="Administrator"
        title="Admin Dashboard"
        subtitle="Users, support requests, contact messages, AI receptionists and subscription activities."
        actions={
          <Button component={RouterLink} to="/" startIcon={<HomeRounded />}>
            Home page
          </Button>
        }
      />
    </PageContainer>
  );
}
