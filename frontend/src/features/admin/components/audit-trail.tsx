import HistoryRounded from '@mui/icons-material/HistoryRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { AuditEntryDto } from '../../../api/generated/types.gen';
import { formatDateTime } from '../../../lib/format';
import { activityPlanLabel, auditActionLabel, auditFieldLabel, auditValue, SUBSCRIPTION_STATUS_INFO } from '../labels';

interface AuditTrailProps {
  entries: AuditEntryDto[] | undefined;
  loading?: boolean;
  failed?: boolean;
  /** Only the newest ones (a dialog's recent changes). */
  limit?: number;
  title?: string;
}

function valueText(field: string, value: unknown): string {
  if (field === 'subscriptionPlan') return activityPlanLabel(typeof value === 'string' ? value : null);
  if (field === 'subscriptionStatus' && typeof value === 'string' && value in SUBSCRIPTION_STATUS_INFO) {
    return SUBSCRIPTION_STATUS_INFO[value as keyof typeof SUBSCRIPTION_STATUS_INFO].label;
  }
  return auditValue(value);
}

/** Who changed what on a record, newest first: 'Plan: None → Business'. */
export function AuditTrail({ entries, loading = false, failed = false, limit, title = 'Change history' }: AuditTrailProps) {
  const headingId = useId();
  const shown = limit ? entries?.slice(0, limit) : entries;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <HistoryRounded fontSize="small" color="action" />
        <Typography id={headingId} variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
      </Stack>
      {loading ? (
        <CircularProgress size={20} aria-label="Loading the change history" />
      ) : failed ? (
        <Alert severity="warning">The change history could not be loaded.</Alert>
      ) : !shown?.length ? (
        <Typography variant="body2" color="text.secondary">
          No changes by administrators yet.
        </Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}>
          {shown.map((entry) => (
            <Box component="li" key={entry.id} sx={{ borderLeft: 2, borderColor: 'divider', pl: 1.5 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {auditActionLabel(entry.action)}
                <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
                  {' · '}
                  {entry.actor ?? 'A former administrator'}
                  {' · '}
                  <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                </Box>
              </Typography>
              {entry.changes.length > 0 && (
                <Box component="ul" sx={{ m: 0, pl: 2, color: 'text.secondary' }}>
                  {entry.changes.map((change) => (
                    <Typography component="li" variant="body2" key={change.field} sx={{ overflowWrap: 'anywhere' }}>
                      {auditFieldLabel(change.field)}: {valueText(change.field, change.before)} → {valueText(change.field, change.after)}
                    </Typography>
                  ))}
                </Box>
              )}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
