import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { resetPasswordMutation } from '../../../api/generated/@tanstack/react-query.gen';
import { refreshSessionUser } from '../../../api/session';

/**
 * Reset password (docs/product.md#forms-and-their-checks). The confirmation's minimum of 8 follows from matching a
 * valid password, so an empty one just asks to be filled in.
 */
export const resetPasswordSchema = z
  .object({
    password: z.string().min(8, 'Password must be at least 8 characters').max(100, 'Password is too long'),
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });

export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;

/** POST /api/reset-password with { token, newPassword }. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    ...resetPasswordMutation(),
    // The server ends every session of that account, which may include this browser's.
    onSuccess: () => refreshSessionUser(queryClient),
  });
}
