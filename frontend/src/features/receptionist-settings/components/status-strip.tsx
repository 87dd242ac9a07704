import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { toneText } from '../../../components/tone-style';
import { formatDateTime } from '../../../lib/format';
import type { ReceptionistSettings } from '../api/settings';

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1.25} sx={{ alignItems: 'flex-start' }}>
      <Box aria-hidden sx={{ color: 'text.secondary', display: 'flex', pt: 0.25, '& svg': { fontSize: 20 } }}>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>{children}</Box>
    </Stack>
  );
}

/** 'Version 3 · saved Nov 22, 2026 at 3:04 PM by Ada Lovelace', or that nothing is saved yet. */
export function versionText({ version, saved }: Pick<ReceptionistSettings, 'version' | 'saved'>): string {
  if (version === 0 || !saved) return 'Not saved yet — these are the defaults';
  return `Version ${version} · saved ${formatDateTime(saved.createdAt)} by ${saved.author.name}`;
}

/** At the top of the page (`byTeam`: our team reading a customer's): open or closed now, whether the receptionist answers with these settings, and which version they are. */
export function StatusStrip({ settings, byTeam = false }: { settings: ReceptionistSettings; byTeam?: boolean }) {
  const open = settings.openStatus.startsWith('Open');
  return (
    <Paper component="section" aria-label="Status" variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 2 }}>
      <Stack spacing={1.25}>
        <Line icon={<ScheduleRounded />}>
          <Typography sx={(t) => ({ fontWeight: 700, color: open ? toneText(t, 'success') : 'text.primary' })}>{settings.openStatus}</Typography>
        </Line>
        <Line icon={<CampaignOutlined />}>
          <Typography variant="body2">{settings.deliveryText}</Typography>
        </Line>
        <Line icon={<HistoryRounded />}>
          <Typography variant="body2" color="text.secondary">
            {versionText(settings)}
          </Typography>
        </Line>
        {settings.version === 0 && settings.requestedHours && (
          <Box
            sx={(theme) => ({
              p: 1.5,
              borderRadius: 1,
              bgcolor: alpha(theme.palette.info.main, theme.palette.mode === 'dark' ? 0.12 : 0.06),
              border: 1,
              borderColor: alpha(theme.palette.info.main, 0.3),
            })}
          >
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {byTeam ? 'When the customer requested it they wrote' : 'When you requested it you wrote'}: “{settings.requestedHours}”
            </Typography>
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
