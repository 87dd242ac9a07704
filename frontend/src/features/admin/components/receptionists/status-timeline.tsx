import Typography from '@mui/material/Typography';
import type { StatusChangeDto } from '../../../../api/generated/types.gen';
import { DotTimeline } from '../../../../components/dot-timeline';
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
  return (
    <DotTimeline
      items={history}
      labelledBy={labelledBy}
      spacing={1.25}
      render={(change, isLast) => (
        <>
          <Typography variant="body2" sx={{ fontWeight: isLast ? 600 : 400 }}>
            {changeText(change)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            <time dateTime={change.at}>{formatDateTime(change.at)}</time> · by {change.by === 'customer' ? 'the customer' : 'our team'}
          </Typography>
        </>
      )}
    />
  );
}
