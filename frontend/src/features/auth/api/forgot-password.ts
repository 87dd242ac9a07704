import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { forgotPasswordMutation } from '../../../api/generated/@tanstack/react-query.gen';

/** Spec section 5, forgot password. */
export const forgotPasswordSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').email('Please enter a valid email address'),
});

export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

/** POST /api/forgot-password; answers the same whether or not the account exists (DECISIONS 16). */
export function useForgotPassword() {
  return useMutation(forgotPasswordMutation());
}
