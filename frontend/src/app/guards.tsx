import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { getAdminMeOptions } from '../api/generated/@tanstack/react-query.gen';
import { isAdmin, useSessionUser } from '../api/session';
import { PageLoader } from '../components/page-loader';
import type { RedirectState } from '../lib/redirect-state';

/** Signed-in users only: a spinner while the session loads, else /auth (docs/product.md#the-customer-area). */
export function RequireUser() {
  const { user, isPending } = useSessionUser();
  const location = useLocation();

  if (isPending) return <PageLoader label="Checking your session" />;
  if (!user) {
    const state: RedirectState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    return <Navigate to="/auth" replace state={state} />;
  }
  return <Outlet />;
}

/**
 * Administrators only, as the server sees it: GET /api/admin/me answers 401 to anyone else.
 * A visitor or a customer goes to /admin-login (docs/product.md#admin-sign-in-lives-at-admin-login).
 */
export function RequireAdmin() {
  const admin = useQuery({ ...getAdminMeOptions(), staleTime: 0 });
  const location = useLocation();

  // Also wait while an earlier failure is being re-checked (e.g. just after the admin signed in).
  if (admin.isPending || (admin.isFetching && !admin.data)) return <PageLoader label="Checking your access" />;
  if (admin.isError || !isAdmin(admin.data)) {
    const state: RedirectState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    return <Navigate to="/admin-login" replace state={state} />;
  }
  return <Outlet />;
}
