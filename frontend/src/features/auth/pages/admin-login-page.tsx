import VerifiedUserRounded from '@mui/icons-material/VerifiedUserRounded';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuthCard } from '../components/auth-card';

export function AdminLoginPage() {
  usePageTitle('Administrator Login');
  return (
    <AuthCard
      icon={<VerifiedUserRounded />}
      title="Administrator Login"
      subtitle="Sign in to the back office. This area is for administrators only."
    />
  );
}
