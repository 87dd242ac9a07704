import CreditCardRounded from '@mui/icons-material/CreditCardRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { serverMessage } from '../../../api/client';
import { useNotify } from '../../../components/notices/notices-context';
import { browserNavigation } from '../../../lib/browser-navigation';
import { formatCardExpiry } from '../../../lib/format';
import type { BillingSummary } from '../api/get-billing';
import { useOpenBillingPortal } from '../api/open-billing-portal';
import { cardBrandName } from '../card-details';

/** Sends the browser to the provider's page where the card on file is changed. */
export function useUpdateCard() {
  const notify = useNotify();
  const portal = useOpenBillingPortal();
  const open = () =>
    portal.mutate(
      {},
      {
        onSuccess: ({ url }) => browserNavigation.leaveTo(url),
        onError: (error) =>
          notify({ title: 'Could not open card settings', description: serverMessage(error) ?? 'Please try again later.', variant: 'destructive' }),
      },
    );
  return { open, busy: portal.isPending || portal.isSuccess };
}

/** The card on file (docs/product.md#billing-info-and-payment-history-are-real): brand, last four digits and expiry, and where to change it. */
export function BillingInfoCard({ billing }: { billing: BillingSummary }) {
  const updateCard = useUpdateCard();
  const { card } = billing;

  return (
    <Card component="section" aria-labelledby="billing-info-title" sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 3, md: 4 }, '&:last-child': { pb: { xs: 3, md: 4 } } }}>
        <Typography id="billing-info-title" variant="h6" component="h3">
          Billing information
        </Typography>
        {card ? (
          <Stack direction="row" spacing={2} sx={{ mt: 2.5, alignItems: 'center' }} data-testid="card-on-file">
            <Box
              aria-hidden
              sx={(t) => ({
                width: 48,
                height: 34,
                borderRadius: 1.5,
                display: 'grid',
                placeItems: 'center',
                color: 'primary.main',
                bgcolor: alpha(t.palette.primary.main, 0.1),
                flexShrink: 0,
              })}
            >
              <CreditCardRounded />
            </Box>
            <Box>
              <Typography sx={{ fontWeight: 650 }}>
                {cardBrandName(card.brand)} •••• {card.last4}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Expires {formatCardExpiry(card.expMonth, card.expYear)}
              </Typography>
            </Box>
          </Stack>
        ) : (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            No card on file
          </Typography>
        )}
        {billing.canUpdateCard && (
          <Button variant="outlined" onClick={updateCard.open} loading={updateCard.busy} loadingPosition="start" sx={{ mt: 3 }}>
            {updateCard.busy ? 'Opening...' : 'Update card'}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
