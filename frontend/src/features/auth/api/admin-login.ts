import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminLoginMutation, getAdminMeQueryKey } from '../../../api/generated/@tanstack/react-query.gen';
import { startSession } from '../../../api/session';

/** Spec section 5, admin login. */
export const adminLoginSchema = z.object({
  email: z.string().trim().min(1, 'Please enter a valid email').email('Please enter a valid email'),
  password: z.string().min(1, 'Password is required'),
});

export type AdminLoginValues = z.infer<typeof adminLoginSchema>;

/** POST /api/admin/login; the administrator becomes both the session user and the admin identity. */
export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    ...adminLoginMutation(),
    onSuccess: (admin) => {
      startSession(queryClient, admin);
      queryClient.setQueryData(getAdminMeQueryKey(), admin);
    },
  });
}
