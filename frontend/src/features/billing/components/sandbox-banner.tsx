import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SANDBOX_TEST_CARDS } from '../card-details';

/** The sandbox takes no real cards: this says so, and lists the test cards it knows (docs/billing.md#two-payment-providers-behind-one-port). */
export function SandboxBanner() {
  return (
    <Alert severity="info" variant="outlined" role="region" aria-label="Sandbox mode" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <AlertTitle sx={{ fontWeight: 650 }}>Sandbox mode: no real payments</AlertTitle>
      <Typography variant="body2">Payments here are simulated and no card is charged. Use a test card with any future expiry date and any CVC:</Typography>
      <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
        {SANDBOX_TEST_CARDS.map((card) => (
          <Typography key={card.number} component="li" variant="body2">
            <Box component="span" sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontWeight: 600, whiteSpace: 'nowrap' }}>
              {card.number}
            </Box>{' '}
            {card.outcome}
          </Typography>
        ))}
      </Box>
    </Alert>
  );
}
