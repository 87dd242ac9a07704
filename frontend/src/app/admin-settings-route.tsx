import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import { ReceptionistSettingsPage } from '../features/receptionist-settings/pages/receptionist-settings-page';
import { ThemeSwitch } from './layout/theme-switch';

/**
 * /admin/receptionists/:id/settings: a customer's receptionist settings for our team, in a bar of the back office's own
 * (its way back, the theme switch) rather than the site's header: the settings feature does not know the back office.
 */
export function AdminSettingsRoute() {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar
        position="sticky"
        sx={(theme) => ({
          bgcolor: alpha(theme.palette.background.paper, 0.92),
          backdropFilter: 'saturate(180%) blur(12px)',
          borderBottom: `1px solid ${theme.palette.divider}`,
        })}
      >
        <Toolbar sx={{ gap: { xs: 1, sm: 1.5 }, minHeight: { xs: 60, md: 68 } }}>
          <Button component={RouterLink} to="/admin?tab=receptionists" color="inherit" startIcon={<ArrowBackRounded />} sx={{ flexShrink: 0 }}>
            Back office
          </Button>
          <Typography variant="h6" component="p" noWrap sx={{ fontWeight: 800, letterSpacing: '-0.02em', flexGrow: 1, display: { xs: 'none', sm: 'block' } }}>
            Admin Dashboard
          </Typography>
          <Box sx={{ flexGrow: { xs: 1, sm: 0 } }} />
          <ThemeSwitch />
        </Toolbar>
      </AppBar>
      <Box component="main">
        <ReceptionistSettingsPage scope="admin" />
      </Box>
    </Box>
  );
}
