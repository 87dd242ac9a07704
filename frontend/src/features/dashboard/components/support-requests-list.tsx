import InboxRounded from '@mui/icons-material/InboxRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../lib/format';
import { SUPPORT_CATEGORIES, SUPPORT_PRIORITIES } from '../api/create-support-request';
import { useSupportRequests, type SupportRequest } from '../api/list-support-requests';
import { SupportStatusChip } from './support-status-chip';

const label = (options: readonly { value: string; label: string }[], value: string) => options.find((option) => option.value === value)?.label ?? value;

function Facts({ request }: { request: SupportRequest }) {
  const facts = [
    { term: 'Category', value: label(SUPPORT_CATEGORIES, request.category) },
    { term: 'Priority', value: label(SUPPORT_PRIORITIES, request.priority) },
    { term: 'Created', value: formatDate(request.createdAt) },
    ...(request.resolvedAt ? [{ term: 'Resolved', value: formatDate(request.resolvedAt) }] : []),
  ];
  return (
    <Box component="dl" sx={{ m: 0, mt: 1.5, display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5 }}>
      {facts.map(({ term, value }) => (
        <Box key={term} sx={{ display: 'flex', gap: 0.75 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function Ticket({ request }: { request: SupportRequest }) {
  return (
    <Box component="li" aria-labelledby={`ticket-${request.id}`} sx={{ py: 2.5, '& + &': { borderTop: 1, borderColor: 'divider' } }}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 700, letterSpacing: '0.04em' }}>
          {request.ticketNumber}
        </Typography>
        <SupportStatusChip status={request.status} />
      </Stack>
      <Typography id={`ticket-${request.id}`} variant="subtitle1" component="h4" sx={{ mt: 0.5, fontWeight: 650, lineHeight: 1.4, overflowWrap: 'anywhere' }}>
        {request.subject}
      </Typography>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ mt: 1, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere' }}
      >
        {request.message}
      </Typography>
      <Facts request={request} />
    </Box>
  );
}

/** docs/product.md#customers-see-their-own-tickets: the customer's own tickets with their status, newest first. */
export function SupportRequestsList() {
  const requests = useSupportRequests();

  return (
    <Card component="section" aria-labelledby="my-requests-title">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 }, '&:last-child': { pb: { xs: 1, sm: 1.5 } } }}>
        <Typography id="my-requests-title" variant="h6" component="h3">
          My Support Requests
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          Newest first. The status changes as our team works on each request.
        </Typography>

        {requests.isPending ? (
          <Stack spacing={2} sx={{ py: 2.5 }} aria-busy="true" aria-label="Loading your support requests">
            {[0, 1].map((row) => (
              <Box key={row}>
                <Skeleton width={90} />
                <Skeleton width="60%" height={28} />
                <Skeleton width="85%" />
              </Box>
            ))}
          </Stack>
        ) : requests.isError ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', py: 2.5 }}>
            <Typography variant="body2" color="error">
              Your support requests could not be loaded.
            </Typography>
            <Button size="small" onClick={() => void requests.refetch()} disabled={requests.isFetching}>
              Retry
            </Button>
          </Stack>
        ) : requests.data.length === 0 ? (
          <Box sx={{ textAlign: 'center', py: 5, color: 'text.secondary' }}>
            <InboxRounded aria-hidden sx={{ fontSize: 40, opacity: 0.7 }} />
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 650, color: 'text.primary', mt: 1 }}>
              No support requests yet
            </Typography>
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              Requests you submit appear here with their ticket number and status.
            </Typography>
          </Box>
        ) : (
          <Box component="ul" aria-labelledby="my-requests-title" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
            {requests.data.map((request) => (
              <Ticket key={request.id} request={request} />
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
