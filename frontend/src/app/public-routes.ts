/**
 * The pages anyone may open: each path and the module its route lazy-loads, relative to frontend/. The router declares
 * a route for each (router.tsx, held to this list by its type and router.test.tsx), and vite.config.ts has index.html
 * preload the open page's code with main.js.
 */
const marketing = 'src/features/marketing/pages';
const contact = 'src/features/contact/pages';
const auth = 'src/features/auth/pages';

export const PUBLIC_PAGES = {
  '/': `${marketing}/landing-page.tsx`,
  '/pricing': `${marketing}/pricing-page.tsx`,
  '/how-it-works': `${marketing}/how-it-works-page.tsx`,
  '/about': `${marketing}/about-page.tsx`,
  '/contact': `${contact}/contact-page.tsx`,
  '/legal/privacy-policy': `${contact}/legal-page.tsx`,
  '/legal/terms-of-service': `${contact}/legal-page.tsx`,
  '/legal/data-processing': `${contact}/legal-page.tsx`,
  '/legal/cookies-policy': `${contact}/legal-page.tsx`,
  '/auth': `${auth}/auth-page.tsx`,
  '/forgot-password': `${auth}/forgot-password-page.tsx`,
  '/reset-password': `${auth}/reset-password-page.tsx`,
  '/verify-email': `${auth}/verify-email-page.tsx`,
  '/unsubscribe': `${auth}/unsubscribe-page.tsx`,
  '/admin-login': `${auth}/admin-login-page.tsx`,
} as const;

/** A module PUBLIC_PAGES lists. */
export type PublicPageModule = (typeof PUBLIC_PAGES)[keyof typeof PUBLIC_PAGES];
