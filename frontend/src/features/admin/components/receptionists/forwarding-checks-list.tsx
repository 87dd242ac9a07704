import { ToneChip } from '../../../../components/tone-chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { listReceptionistForwardingChecksOptions } from '../../../../api/generated/@tanstack/react-query.gen';
import type { ForwardingCheckStatus } from '../../../../api/generated/types.gen';
import { formatDateTimeShort } from '../../../../lib/format';

const STATUS: Record<ForwardingCheckStatus, { label: string; tone: 'info' | 'success' | 'warning' | 'error' }> = {
  calling: { label: 'Calling', tone: 'info' },
  reached: { label: 'Came through', tone: 'success' },
  not_reached: { label: 'Not reached', tone: 'warning' },
  failed: { label: 'Could not call', tone: 'error' },
};

/** The customer's "Call me to check" results for this receptionist, newest first (docs/product.md#call-me-to-check). */
export function ForwardingChecksList({ receptionistId }: { receptionistId: number }) {
  const checks = useQuery({ ...listReceptionistForwardingChecksOptions({ path: { id: receptionistId } }), staleTime: 0 });
  if (checks.isPending) return null;
  if (!checks.data?.length)
    return (
      <Typography variant="body2" color="text.secondary">
        The customer has not checked forwarding yet.
      </Typography>
    );
  return (
    <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }} aria-label="Forwarding checks">
      {checks.data.map((check) => (
        <Stack component="li" key={check.id} direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
          <ToneChip tone={STATUS[check.status].tone} label={STATUS[check.status].label} />
          <Typography variant="body2" color="text.secondary">
            {formatDateTimeShort(check.createdAt)}
            {check.detail ? ` · ${check.detail}` : ''}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
