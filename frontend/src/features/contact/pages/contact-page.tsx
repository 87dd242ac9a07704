import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../lib/use-page-title';

// Spec section 2 and 9.
const hours = [
  { days: 'Monday - Friday', time: '9am - 6pm ET' },
  { days: 'Saturday - Sunday', time: '10am - 4pm ET' },
];

export function ContactPage() {
  usePageTitle('Contact');
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Contact"
        title="Get in Touch"
        subtitle="Questions about plans, a demo or your account? Our sales and support teams are here to help."
      />
      <Card sx={{ maxWidth: 420 }}>
        <CardContent>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
            <ScheduleRounded color="primary" />
            <Typography variant="h6" component="h2">
              Business hours
            </Typography>
          </Stack>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 1 }}>
            {hours.map((row) => (
              <Box key={row.days} sx={{ display: 'contents' }}>
                <Typography component="dt" color="text.secondary">
                  {row.days}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                  {row.time}
                </Typography>
              </Box>
            ))}
          </Box>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
