import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { forgotPasswordMutation } from '../../../api/generated/@tanstack/react-query.gen';

/** Forgot password (docs/product.md#forms-and-their-checks). */
export const forgotPasswordSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').email('Please enter a valid email address'),
});

export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

/** POST /api/forgot-password; answers the same whether or not the account exists (docs/product.md#forgot-password-never-says-whether-the-account-exists). */
export function useForgotPassword() {
  return useMutation(forgotPasswordMutation());
}
