import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useSessionUser } from '../api/session';

// Loaded only for an unverified customer: the banner's code stays out of the app's first load on every page.
const EmailVerificationBanner = lazy(() =>
  import('../features/auth/components/email-verification-banner').then((module) => ({ default: module.EmailVerificationBanner })),
);

/** The signed-in customer's pages, under the banner that asks to verify the e-mail while it is unproven. */
export function CustomerArea() {
  const { user } = useSessionUser();
  return (
    <>
      {user?.emailVerified === false && (
        <Suspense fallback={null}>
          <EmailVerificationBanner user={user} />
        </Suspense>
      )}
      <Outlet />
    </>
  );
}
