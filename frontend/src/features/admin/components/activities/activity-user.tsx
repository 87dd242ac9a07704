import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminActivity } from '../../api/list-subscription-activities';
import { activityUserName, initials } from '../../labels';

/** The activity's customer: initials, name (else e-mail, else 'Unknown User'), and e-mail or 'User ID: …'. */
export function ActivityUser({ activity }: { activity: AdminActivity }) {
  const user = activity.user ?? { firstName: null, lastName: null, username: null, email: '' };
  const name = activityUserName(user);
  const secondary = user.email ? user.email : `User ID: ${activity.userId}`;
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <Avatar aria-hidden sx={{ width: 32, height: 32, fontSize: 13, fontWeight: 700, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        {initials(user)}
      </Avatar>
      <div>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {name}
        </Typography>
        {secondary !== name && (
          <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {secondary}
          </Typography>
        )}
      </div>
    </Stack>
  );
}
