import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { StatusChangeDto } from '../../../api/generated/types.gen';
import { DotTimeline } from '../../../components/dot-timeline';
import { formatDate } from '../../../lib/format';
import { statusChangeLabel } from '../statuses';

/** The card's compact history, oldest first: "Requested · Nov 22, 2026", "Went live · …". */
export function StatusTimeline({ history, labelledBy }: { history: StatusChangeDto[]; labelledBy: string }) {
  if (history.length === 0) return null;
  return (
    <DotTimeline
      items={history}
      labelledBy={labelledBy}
      render={(change, isLast) => (
        <Typography variant="body2" sx={{ fontWeight: isLast ? 600 : 400 }}>
          {statusChangeLabel(change)}
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
            {' · '}
            <time dateTime={change.at}>{formatDate(change.at)}</time>
          </Box>
        </Typography>
      )}
    />
  );
}
