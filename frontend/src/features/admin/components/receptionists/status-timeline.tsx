import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { StatusChangeDto } from '../../../../api/generated/types.gen';
import { formatDateTime } from '../../../../lib/format';
import { RECEPTIONIST_STATUS_INFO } from '../../labels';

function changeText(change: StatusChangeDto): string {
  const to = RECEPTIONIST_STATUS_INFO[change.to]?.label ?? change.to;
  if (change.from === null) return `Requested (${to})`;
  const from = RECEPTIONIST_STATUS_INFO[change.from]?.label ?? change.from;
  return `${from} → ${to}`;
}

/** A receptionist's status history, oldest first, and who made each move (the customer or our team). */
export function StatusTimeline({ history, labelledBy }: { history: StatusChangeDto[]; labelledBy: string }) {
  if (history.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No status changes recorded.
      </Typography>
    );
  }
  const last = history.length - 1;
  return (
    <Box component="ol" aria-labelledby={labelledBy} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {history.map((change, index) => (
        <Box
          component="li"
          key={`${change.at}-${index}`}
          sx={{
            position: 'relative',
            pl: 2.5,
            pb: index === last ? 0 : 1.25,
            '&::before': {
              content: '""',
              position: 'absolute',
              left: 3,
              top: 7,
              width: 8,
              height: 8,
              borderRadius: '50%',
              bgcolor: index === last ? 'primary.main' : 'text.disabled',
            },
            '&::after':
              index === last ? undefined : { content: '""', position: 'absolute', left: 6.5, top: 17, bottom: 1, width: '1px', bgcolor: 'divider' },
          }}
        >
          <Typography variant="body2" sx={{ fontWeight: index === last ? 600 : 400 }}>
            {changeText(change)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            <time dateTime={change.at}>{formatDateTime(change.at)}</time> · by {change.by === 'customer' ? 'the customer' : 'our team'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
