import ForumRounded from '@mui/icons-material/ForumRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import RocketLaunchRounded from '@mui/icons-material/RocketLaunchRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import VideocamRounded from '@mui/icons-material/VideocamRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ReactElement } from 'react';
import type { CallType } from '../scheduling';

const ICONS: Record<CallType['id'], ReactElement> = {
  demo: <VideocamRounded />,
  consultation: <ForumRounded />,
  onboarding: <RocketLaunchRounded />,
};

/** The hint every 'Open in scheduler' button is described by (rendered once by the Schedule tab). */
export const NEW_TAB_HINT_ID = 'scheduler-new-tab-hint';

/** One call type: what it is, how long, and the button that opens its scheduling page in a new tab. */
export function CallTypeCard({ callType, onOpen }: { callType: CallType; onOpen: (callType: CallType) => void }) {
  const titleId = `call-type-${callType.id}-title`;
  const lengthId = `call-type-${callType.id}-length`;
  return (
    <Card component="article" aria-labelledby={titleId} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1, p: 3 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Box
            aria-hidden
            sx={(t) => ({
              width: 44,
              height: 44,
              borderRadius: 3,
              display: 'grid',
              placeItems: 'center',
              color: 'primary.main',
              bgcolor: alpha(t.palette.primary.main, t.palette.mode === 'dark' ? 0.16 : 0.1),
            })}
          >
            {ICONS[callType.id]}
          </Box>
          <Chip
            id={lengthId}
            icon={<ScheduleRounded />}
            label={`${callType.minutes} min`}
            size="small"
            variant="outlined"
            sx={{ fontWeight: 650, color: 'text.secondary', '& .MuiChip-icon': { color: 'text.secondary' } }}
          />
        </Stack>
        <Typography id={titleId} variant="h6" component="h3" sx={{ mt: 2 }}>
          {callType.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {callType.description}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 3, pb: 3, pt: 0 }}>
        <Button
          variant="contained"
          fullWidth
          endIcon={<OpenInNewRounded />}
          aria-describedby={`${titleId} ${lengthId} ${NEW_TAB_HINT_ID}`}
          onClick={() => onOpen(callType)}
        >
          Open in scheduler
        </Button>
      </CardActions>
    </Card>
  );
}
