import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { StatusChangeDto } from '../../../api/generated/types.gen';
import { formatDate } from '../../../lib/format';
import { statusChangeLabel } from '../statuses';

/** The card's compact history, oldest first: "Requested · Nov 22, 2026", "Went live · …". */
export function StatusTimeline({ history, labelledBy }: { history: StatusChangeDto[]; labelledBy: string }) {
  if (history.length === 0) return null;
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
            pb: index === last ? 0 : 1,
            // a dot per change, joined by a line to the next one
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
              index === last
                ? undefined
                : { content: '""', position: 'absolute', left: 6.5, top: 17, bottom: 1, width: '1px', bgcolor: 'divider' },
          }}
        >
          <Typography variant="body2" sx={{ fontWeight: index === last ? 600 : 400 }}>
            {statusChangeLabel(change)}
            <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
              {' · '}
              <time dateTime={change.at}>{formatDate(change.at)}</time>
            </Box>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
