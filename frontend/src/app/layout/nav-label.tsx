import Box from '@mui/material/Box';
import { visuallyHidden } from '../../lib/visually-hidden';
import type { NavItem } from './nav-items';

const count = new Intl.NumberFormat('en-US');

/** An item's label, with the open follow-ups' number beside it when it counts them and there are some. */
export function NavLabel({ item, openFollowUps }: { item: NavItem; openFollowUps: number | undefined }) {
  const shown = item.countsOpenFollowUps && openFollowUps ? openFollowUps : 0;
  return (
    <>
      {item.label}
      {shown > 0 && (
        <>
          <Box
            component="span"
            aria-hidden
            sx={{
              ml: 0.75,
              minWidth: 20,
              height: 20,
              px: 0.75,
              borderRadius: 10,
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              fontSize: 12,
              fontWeight: 700,
              lineHeight: 1,
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            {shown > 99 ? '99+' : count.format(shown)}
          </Box>
          <Box component="span" sx={visuallyHidden}>{`, ${count.format(shown)} open`}</Box>
        </>
      )}
    </>
  );
}
