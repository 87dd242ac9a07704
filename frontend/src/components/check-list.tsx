import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import CheckRounded from '@mui/icons-material/CheckRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../lib/visually-hidden';

interface CheckListProps {
  items: readonly string[];
  /** Struck-out items after the others, each behind a cross and read as "Not included". */
  missing?: readonly string[];
  /** 'promises': large bold lines behind circled checks; 'features': a plan's small lines behind plain checks. */
  variant?: 'promises' | 'features';
  sx?: SxProps<Theme>;
}

/** A list of what something includes (and, for a plan, what it does not), each behind a green check. */
export function CheckList({ items, missing = [], variant = 'promises', sx }: CheckListProps) {
  const small = variant === 'features';
  return (
    <Stack component="ul" spacing={small ? 1.25 : 2} sx={[{ listStyle: 'none', p: 0, m: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {items.map((item) => (
        <Stack key={item} component="li" direction="row" spacing={small ? 1.25 : 1.5} sx={{ alignItems: 'flex-start' }}>
          {small ? (
            <CheckRounded fontSize="small" color="success" sx={{ mt: 0.3 }} aria-hidden />
          ) : (
            <CheckCircleRounded color="success" sx={{ mt: 0.25 }} aria-hidden />
          )}
          <Typography variant={small ? 'body2' : 'body1'} sx={small ? undefined : { fontWeight: 600 }}>
            {item}
          </Typography>
        </Stack>
      ))}
      {missing.map((item) => (
        <Stack key={item} component="li" direction="row" spacing={1.25} sx={{ alignItems: 'flex-start', color: 'text.secondary' }}>
          <CloseRounded fontSize="small" sx={{ mt: 0.3 }} aria-hidden />
          <Typography variant="body2">
            <Box component="span" sx={visuallyHidden}>
              Not included:{' '}
            </Box>
            {item}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
