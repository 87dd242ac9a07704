import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../lib/use-page-title';

// What the pricing page promises (spec section 1).
const assurances = ['14-day free trial', 'No long-term contracts', 'Cancel anytime', 'Secure card payments'];

export function PricingPage() {
  usePageTitle('Pricing');
  return (
    <PageContainer>
      <PageHeader
        align="center"
        eyebrow="Pricing"
        title="Simple, transparent pricing"
        subtitle="Choose the plan that fits your call volume. Every plan is set up and maintained by our team."
      />
      <Stack
        component="ul"
        aria-label="Included with every plan"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1.5, sm: 4 }}
        sx={{ listStyle: 'none', p: 0, m: 0, justifyContent: 'center', alignItems: 'center' }}
      >
        {assurances.map((item) => (
          <Stack key={item} component="li" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <CheckCircleRounded color="success" fontSize="small" />
            <Typography sx={{ fontWeight: 600 }}>{item}</Typography>
          </Stack>
        ))}
      </Stack>
    </PageContainer>
  );
}
