import LockRounded from '@mui/icons-material/LockRounded';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuthCard } from '../components/auth-card';

export function ResetPasswordPage() {
  usePageTitle('Reset Password');
  return (
    <AuthCard icon={<LockRounded />} title="Reset your password">
      <Typography variant="body2">
        <Link component={RouterLink} to="/auth" sx={{ fontWeight: 600 }}>
          Back to login
        </Link>
      </Typography>
    </AuthCard>
  );
}
