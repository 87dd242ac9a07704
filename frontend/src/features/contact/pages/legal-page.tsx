import DescriptionRounded from '@mui/icons-material/DescriptionRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../lib/use-page-title';
import { useContactDetails } from '../api/get-contact-details';
import { EmailLink } from '../components/email-link';

export const LEGAL_DOCUMENTS = {
  'privacy-policy': 'Privacy Policy',
  'terms-of-service': 'Terms of Service',
  'data-processing': 'Data Processing',
  'cookies-policy': 'Cookies Policy',
} as const;

export type LegalDocument = keyof typeof LEGAL_DOCUMENTS;

/**
 * The footer's legal links. The documents are not published on the site yet, so the page says so
 * plainly and tells people where to ask for them, rather than showing invented terms.
 */
export function LegalPage({ document }: { document: LegalDocument }) {
  const title = LEGAL_DOCUMENTS[document];
  usePageTitle(title, `How to get our ${title}: it is available on request from our support team.`);
  const details = useContactDetails();
  const supportEmail = details.data?.supportEmail;

  return (
    <PageContainer maxWidth="md">
      <PageHeader eyebrow="Legal" title={title} />
      <Card>
        <CardContent sx={{ p: { xs: 3, md: 4 }, '&:last-child': { pb: { xs: 3, md: 4 } }, display: 'flex', gap: 2.5 }}>
          <DescriptionRounded color="primary" sx={{ fontSize: 32, display: { xs: 'none', sm: 'block' } }} aria-hidden />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h2">
              Available on request
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              Our {title} is not published on this website yet. It is available on request: write to our support team{' '}
              {details.isPending ? (
                <Skeleton component="span" width={160} sx={{ display: 'inline-block' }} />
              ) : supportEmail ? (
                <>
                  at <EmailLink email={supportEmail} subject={`Request: ${title}`} />
                </>
              ) : (
                'through the contact page'
              )}{' '}
              and we will send you the current version.
            </Typography>
            <Button component={RouterLink} to="/contact" variant="outlined" sx={{ mt: 3 }}>
              Contact Us
            </Button>
          </Box>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
