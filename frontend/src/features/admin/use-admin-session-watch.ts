import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { HttpError } from '../../api/client';
import { forgetSession } from '../../api/session';
import { useNotify } from '../../components/notices/notices-context';

function isAuthFailure(error: unknown): boolean {
  return error instanceof HttpError && (error.status === 401 || error.status === 403);
}

/**
 * The administrator's session ends after 30 idle minutes, or elsewhere: the first request the back office makes
 * that the server refuses as unauthenticated (GET /api/admin/me included) shows 'Authentication Error' and goes to
 * /admin-login (docs/product.md#admin-sign-in-lives-at-admin-login), instead of leaving a page of failed tables.
 */
export function useAdminSessionWatch(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const notify = useNotify();
  const done = useRef(false);

  useEffect(() => {
    const check = (error: unknown) => {
      if (done.current || !isAuthFailure(error)) return;
      done.current = true;
      notify({ title: 'Authentication Error', description: 'Please log in as an administrator', variant: 'destructive' });
      forgetSession(queryClient);
      void navigate('/admin-login', { replace: true });
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') check(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') check(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient, navigate, notify]);
}
