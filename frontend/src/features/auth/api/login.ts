import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { loginMutation } from '../../../api/generated/@tanstack/react-query.gen';
import { startSession } from '../../../api/session';

/** Login (docs/product.md#forms-and-their-checks). */
export const loginSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').email('Please enter a valid email'),
  password: z.string().min(1, 'Password is required'),
});

export type LoginValues = z.infer<typeof loginSchema>;

/** POST /api/login; the user it answers with becomes the session user. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    ...loginMutation(),
    onSuccess: (user) => startSession(queryClient, user),
  });
}
