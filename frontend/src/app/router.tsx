import { isValidElement, lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { PageLoader } from '../components/page-loader';
import { CustomerArea } from './customer-area';
import { RequireAdmin, RequireUser } from './guards';
import { SiteLayout } from './layout/site-layout';
import { ThemeSwitch } from './layout/theme-switch';
import { NotFoundPage } from './not-found-page';
import type { PublicPageModule } from './public-routes';
import { RouteError } from './route-error';

type LazyPage<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * Every page is its own chunk, loaded when its route is first visited. Once `preload` has resolved, the page
 * renders at once instead of suspending: see preloadPage.
 */
function lazyPage<M, P extends object = object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = () => load().then((module) => (loaded = pick(module)));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  const Page = (props: P) => {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  };
  return Object.assign(Page, { preload });
}

function isLazyPage(type: unknown): type is LazyPage<object> {
  return typeof type === 'function' && 'preload' in type;
}

/**
 * Loads the code of the open page at `pathname` (index.html has already started downloading it). The first
 * render waits for it, so the page appears in the first frame rather than after the layout's spinner, which
 * React keeps on screen for at least 300 ms once shown. Pages behind a guard wait for the session check
 * anyway and are not preloaded. Never rejects: code that fails to load fails again, and shows the error
 * screen, when the route renders.
 */
export async function preloadPage(pathname: string): Promise<void> {
  const elements = (matchRoutes(routes, pathname) ?? []).map(({ route }) => route.element).filter(isValidElement);
  if (elements.some((element) => element.type === RequireUser || element.type === RequireAdmin)) return;
  await Promise.all(elements.flatMap((element) => (isLazyPage(element.type) ? [element.type.preload().catch(() => undefined)] : [])));
}

const LandingPage = lazyPage(
  () => import('../features/marketing/pages/landing-page'),
  (m) => m.LandingPage,
);
const PricingPage = lazyPage(
  () => import('../features/marketing/pages/pricing-page'),
  (m) => m.PricingPage,
);
const HowItWorksPage = lazyPage(
  () => import('../features/marketing/pages/how-it-works-page'),
  (m) => m.HowItWorksPage,
);
const AboutPage = lazyPage(
  () => import('../features/marketing/pages/about-page'),
  (m) => m.AboutPage,
);
const ContactPage = lazyPage(
  () => import('../features/contact/pages/contact-page'),
  (m) => m.ContactPage,
);
const LegalPage = lazyPage(
  () => import('../features/contact/pages/legal-page'),
  (m) => m.LegalPage,
);
const AuthPage = lazyPage(
  () => import('../features/auth/pages/auth-page'),
  (m) => m.AuthPage,
);
const ForgotPasswordPage = lazyPage(
  () => import('../features/auth/pages/forgot-password-page'),
  (m) => m.ForgotPasswordPage,
);
const ResetPasswordPage = lazyPage(
  () => import('../features/auth/pages/reset-password-page'),
  (m) => m.ResetPasswordPage,
);
const VerifyEmailPage = lazyPage(
  () => import('../features/auth/pages/verify-email-page'),
  (m) => m.VerifyEmailPage,
);
const UnsubscribePage = lazyPage(
  () => import('../features/auth/pages/unsubscribe-page'),
  (m) => m.UnsubscribePage,
);
const AdminLoginPage = lazyPage(
  () => import('../features/auth/pages/admin-login-page'),
  (m) => m.AdminLoginPage,
);
/**
 * The page each module of PUBLIC_PAGES loads (its import() above has to be written out for Vite to split it): the type
 * fails when a listed module has no page here or a page here is not listed; router.test.tsx checks each listed path
 * routes to its module's page.
 */
export const PUBLIC_PAGE_OF_MODULE = {
  'src/features/marketing/pages/landing-page.tsx': LandingPage,
  'src/features/marketing/pages/pricing-page.tsx': PricingPage,
  'src/features/marketing/pages/how-it-works-page.tsx': HowItWorksPage,
  'src/features/marketing/pages/about-page.tsx': AboutPage,
  'src/features/contact/pages/contact-page.tsx': ContactPage,
  'src/features/contact/pages/legal-page.tsx': LegalPage,
  'src/features/auth/pages/auth-page.tsx': AuthPage,
  'src/features/auth/pages/forgot-password-page.tsx': ForgotPasswordPage,
  'src/features/auth/pages/reset-password-page.tsx': ResetPasswordPage,
  'src/features/auth/pages/verify-email-page.tsx': VerifyEmailPage,
  'src/features/auth/pages/unsubscribe-page.tsx': UnsubscribePage,
  'src/features/auth/pages/admin-login-page.tsx': AdminLoginPage,
} satisfies Record<PublicPageModule, { preload: () => Promise<unknown> }>;

// app/ composes the dashboard with the billing feature's Subscription tab.
const DashboardPage = lazyPage(
  () => import('./dashboard-route'),
  (m) => m.DashboardRoute,
);
const PaymentPage = lazyPage(
  () => import('../features/billing/pages/payment-page'),
  (m) => m.PaymentPage,
);
const CheckoutPage = lazyPage(
  () => import('../features/billing/pages/checkout-page'),
  (m) => m.CheckoutPage,
);
const SandboxCheckoutPage = lazyPage(
  () => import('../features/billing/pages/sandbox-checkout-page'),
  (m) => m.SandboxCheckoutPage,
);
const ResourcesPage = lazyPage(
  () => import('../features/resources/pages/resources-page'),
  (m) => m.ResourcesPage,
);
const ProductPage = lazyPage(
  () => import('../features/resources/pages/product-page'),
  (m) => m.ProductPage,
);
const ReceptionistsPage = lazyPage(
  () => import('../features/receptionists/pages/receptionists-page'),
  (m) => m.ReceptionistsPage,
);
const ReceptionistSettingsPage = lazyPage(
  () => import('../features/receptionist-settings/pages/receptionist-settings-page'),
  (m) => m.ReceptionistSettingsPage,
);
// app/ frames the settings page for our team with the back office's way back.
const AdminSettingsRoute = lazyPage(
  () => import('./admin-settings-route'),
  (m) => m.AdminSettingsRoute,
);
const CallsPage = lazyPage(
  () => import('../features/calls/pages/calls-page'),
  (m) => m.CallsPage,
);
const CallRoute = lazyPage(
  () => import('./call-route'),
  (m) => m.CallRoute,
);
// app/ puts the caller's follow-ups on the caller's page: neither feature imports the other.
const CallerRoute = lazyPage(
  () => import('./caller-route'),
  (m) => m.CallerRoute,
);
const AppointmentsPage = lazyPage(
  () => import('../features/appointments/pages/appointments-page'),
  (m) => m.AppointmentsPage,
);
const FollowUpsPage = lazyPage(
  () => import('../features/follow-ups/pages/follow-ups-page'),
  (m) => m.FollowUpsPage,
);
const AdminPage = lazyPage(
  () => import('../features/admin/pages/admin-page'),
  (m) => m.AdminPage,
);
const RecoveryCodesButton = lazyPage(
  () => import('../features/auth/components/recovery-codes-button'),
  (m) => m.RecoveryCodesButton,
);

/** The pages (docs/product.md#pages). Pages inside SiteLayout share its header, footer and Suspense spinner. */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <LandingPage /> },
      { path: 'auth', element: <AuthPage /> },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      // Public: the link may be opened on a device where nobody is signed in.
      { path: 'verify-email', element: <VerifyEmailPage /> },
      { path: 'unsubscribe', element: <UnsubscribePage /> },
      { path: 'pricing', element: <PricingPage /> },
      { path: 'how-it-works', element: <HowItWorksPage /> },
      { path: 'about', element: <AboutPage /> },
      { path: 'contact', element: <ContactPage /> },
      // The footer's legal links: each document is available on request from support.
      { path: 'legal/privacy-policy', element: <LegalPage document="privacy-policy" /> },
      { path: 'legal/terms-of-service', element: <LegalPage document="terms-of-service" /> },
      { path: 'legal/data-processing', element: <LegalPage document="data-processing" /> },
      { path: 'legal/cookies-policy', element: <LegalPage document="cookies-policy" /> },
      { path: 'admin-login', element: <AdminLoginPage /> },
      // The admin login lives at /admin-login (docs/product.md#admin-sign-in-lives-at-admin-login).
      { path: 'admin/login', element: <Navigate to="/admin-login" replace /> },
      {
        element: <RequireUser />,
        children: [
          {
            element: <CustomerArea />,
            children: [
              { path: 'dashboard', element: <DashboardPage /> },
              { path: 'payment', element: <PaymentPage /> },
              { path: 'checkout', element: <CheckoutPage /> },
              { path: 'resources', element: <ResourcesPage /> },
              { path: 'product', element: <ProductPage /> },
              { path: 'receptionists', element: <ReceptionistsPage /> },
              { path: 'receptionists/:id/settings', element: <ReceptionistSettingsPage scope="customer" /> },
              { path: 'calls', element: <CallsPage /> },
              { path: 'calls/:id', element: <CallRoute /> },
              { path: 'callers/:number', element: <CallerRoute /> },
              { path: 'follow-ups', element: <FollowUpsPage /> },
              { path: 'appointments', element: <AppointmentsPage /> },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    // The sandbox's stand-in for the payment provider's hosted checkout page: no site header or footer, like Stripe's.
    path: 'checkout/sandbox/:sessionId',
    element: <RequireUser />,
    errorElement: <RouteError />,
    children: [
      {
        index: true,
        element: (
          <Suspense fallback={<PageLoader />}>
            <SandboxCheckoutPage />
          </Suspense>
        ),
      },
    ],
  },
  {
    // The back office has its own layout (side menu, no site header or footer); app/ lends it the theme switch and the
    // administrator's recovery codes.
    path: 'admin',
    element: <RequireAdmin />,
    errorElement: <RouteError />,
    children: [
      {
        index: true,
        element: (
          <Suspense fallback={<PageLoader />}>
            <AdminPage
              headerActions={
                <>
                  <RecoveryCodesButton />
                  <ThemeSwitch />
                </>
              }
            />
          </Suspense>
        ),
      },
      {
        path: 'receptionists/:id/settings',
        element: (
          <Suspense fallback={<PageLoader />}>
            <AdminSettingsRoute />
          </Suspense>
        ),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
