import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../lib/use-page-title';

export function HowItWorksPage() {
  usePageTitle('How It Works');
  return (
    <PageContainer>
      <PageHeader
        align="center"
        eyebrow="How It Works"
        title="From sign-up to a live receptionist in 24-48 hours"
        subtitle="We set up, train and look after your AI receptionist, so you can get back to your customers."
        actions={
          <>
            <Button component={RouterLink} to="/auth?signup=true" variant="contained" size="large">
              Set up your account now!
            </Button>
            <Button component={RouterLink} to="/contact" variant="outlined" size="large">
              Contact Us
            </Button>
          </>
        }
      />
    </PageContainer>
  );
}
