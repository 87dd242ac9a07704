import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { changePasswordMutation } from '../../../api/generated/@tanstack/react-query.gen';

/** Password change (docs/product.md#forms-and-their-checks). */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required'),
    newPassword: z.string().min(8, 'Password must be at least 8 characters').max(100, 'Password is too long'),
    confirmPassword: z.string().min(8, 'Confirm password is required'),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

export const emptyChangePasswordValues: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** POST /api/user/change-password with { currentPassword, newPassword }; the server ends the account's other sessions. */
export function useChangePassword() {
  return useMutation(changePasswordMutation());
}
