import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuthCard } from '../components/auth-card';

export function ForgotPasswordPage() {
  usePageTitle('Forgot Password');
  return (
    <AuthCard icon={<MailOutlineRounded />} title="Forgot your password?" subtitle="We'll help you get back into your account.">
      <Typography variant="body2">
        <Link component={RouterLink} to="/auth" sx={{ fontWeight: 600 }}>
          Back to login
        </Link>
      </Typography>
    </AuthCard>
  );
}
