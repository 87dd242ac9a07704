import { Outlet } from 'react-router-dom';
import { useSessionUser } from '../api/session';
import { EmailVerificationBanner } from '../features/auth/components/email-verification-banner';

/** The signed-in customer's pages, under the banner that asks to verify the e-mail while it is unproven. */
export function CustomerArea() {
  const { user } = useSessionUser();
  return (
    <>
      {user?.emailVerified === false && <EmailVerificationBanner user={user} />}
      <Outlet />
    </>
  );
}
