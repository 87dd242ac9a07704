import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { serverMessage } from '../../../api/client';
import { formatCents, formatDate } from '../../../lib/format';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { usePayments, type Payment } from '../api/list-payments';
import { toneChipSx } from './subscription-status-chip';

const PAYMENT_STATUS: Record<Payment['status'], { label: string; tone: 'success' | 'error' | 'warning' | 'default' }> = {
  succeeded: { label: 'Paid', tone: 'success' },
  failed: { label: 'Failed', tone: 'error' },
  pending: { label: 'Pending', tone: 'warning' },
  refunded: { label: 'Refunded', tone: 'default' },
};

function PaymentStatusChip({ status }: { status: Payment['status'] }) {
  const { label, tone } = PAYMENT_STATUS[status] ?? { label: status, tone: 'default' as const };
  return <Chip label={label} size="small" sx={toneChipSx(tone)} />;
}

function InvoiceLink({ url }: { url: string }) {
  return (
    <Link href={url} target="_blank" rel="noopener noreferrer">
      View invoice
      <Box component="span" sx={visuallyHidden}>
        {' '}
        (opens in a new tab)
      </Box>
    </Link>
  );
}

/** On phones: one block per payment instead of a table wider than the screen. */
function PaymentList({ payments }: { payments: Payment[] }) {
  return (
    <Stack component="ul" aria-label="Payments" spacing={0} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {payments.map((payment) => (
        <Box component="li" key={payment.id} sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
            <Typography sx={{ fontWeight: 650 }}>{formatCents(payment.amountCents, payment.currency)}</Typography>
            <PaymentStatusChip status={payment.status} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {formatDate(payment.date)} · {payment.description ?? 'Subscription payment'}
          </Typography>
          {payment.invoiceUrl && (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              <InvoiceLink url={payment.invoiceUrl} />
            </Typography>
          )}
        </Box>
      ))}
    </Stack>
  );
}

/** Charges and invoices recorded from the payment provider (docs/product.md#billing-info-and-payment-history-are-real), newest first. */
export function PaymentHistory() {
  const payments = usePayments();
  const compact = useMediaQuery(useTheme().breakpoints.down('sm'));

  return (
    <Card component="section" aria-labelledby="payment-history-title">
      <CardContent sx={{ p: { xs: 3, md: 4 }, '&:last-child': { pb: { xs: 3, md: 4 } } }}>
        <Typography id="payment-history-title" variant="h6" component="h3" sx={{ mb: 2 }}>
          Payment history
        </Typography>
        {payments.isPending ? (
          <Skeleton variant="rounded" height={96} aria-label="Loading payments" />
        ) : payments.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void payments.refetch()}>
                Retry
              </Button>
            }
          >
            {serverMessage(payments.error) ?? 'Your payments could not be loaded.'}
          </Alert>
        ) : payments.data.length === 0 ? (
          <Typography color="text.secondary">No payments yet</Typography>
        ) : compact ? (
          <PaymentList payments={payments.data} />
        ) : (
          <TableContainer>
            <Table size="small" aria-labelledby="payment-history-title">
              <TableHead>
                <TableRow>
                  <TableCell>Date</TableCell>
                  <TableCell>Description</TableCell>
                  <TableCell align="right">Amount</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>
                    <Box component="span" sx={visuallyHidden}>
                      Invoice
                    </Box>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {payments.data.map((payment) => (
                  <TableRow key={payment.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(payment.date)}</TableCell>
                    <TableCell>{payment.description ?? 'Subscription payment'}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                      {formatCents(payment.amountCents, payment.currency)}
                    </TableCell>
                    <TableCell>
                      <PaymentStatusChip status={payment.status} />
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{payment.invoiceUrl && <InvoiceLink url={payment.invoiceUrl} />}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
}
