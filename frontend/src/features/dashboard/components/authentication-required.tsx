import LockOutlined from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { forgetSession } from '../../../api/session';
import type { RedirectState } from '../../../lib/redirect-state';

// After logging in again, back to the Support tab.
const backToSupport: RedirectState = { from: { pathname: '/dashboard', search: '?tab=support', hash: '' } };

/**
 * Support while signed out (docs/product.md#the-customer-area). The server has ended the session, so following the link
 * forgets it here too (otherwise /auth would send a user it still believes signed in straight back).
 */
export function AuthenticationRequired() {
  const queryClient = useQueryClient();
  return (
    <Alert severity="warning" icon={<LockOutlined />}>
      <AlertTitle>Authentication Required</AlertTitle>
      Your session has ended. Please log in to submit a support request and see your requests.
      <Box sx={{ mt: 1.5 }}>
        <Button
          component={RouterLink}
          to="/auth"
          state={backToSupport}
          onClick={() => forgetSession(queryClient)}
          color="inherit"
          variant="outlined"
          size="small"
        >
          Log In
        </Button>
      </Box>
    </Alert>
  );
}
