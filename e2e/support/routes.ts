/**
 * Every page a visitor can open signed out, the not-found page included (an invalid reset token shows the expired-link
 * screen, an invalid unsubscribe token the invalid-link one).
 */
export const PUBLIC_ROUTES = [
  '/',
  '/pricing',
  '/how-it-works',
  '/about',
  '/contact',
  '/legal/privacy-policy',
  '/auth',
  '/auth?signup=true',
  '/forgot-password',
  '/reset-password?token=x',
  '/unsubscribe?token=x',
  '/admin-login',
  '/no-such-page',
];

/** The pages a signed-in customer opens; they join this list as their features land. */
export const SIGNED_IN_ROUTES = ['/dashboard', '/dashboard?tab=account', '/receptionists', '/appointments', '/resources', '/product'];
