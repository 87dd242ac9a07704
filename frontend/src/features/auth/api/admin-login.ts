import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { HttpError } from '../../../api/client';
import { adminEnrollMutation, adminLoginMutation, adminVerifyMutation, getAdminMeQueryKey } from '../../../api/generated/@tanstack/react-query.gen';
import type { UserDto } from '../../../api/generated/types.gen';
import { startSession } from '../../../api/session';

/** Admin login (docs/product.md#forms-and-their-checks). */
export const adminLoginSchema = z.object({
  email: z.string().trim().min(1, 'Please enter a valid email').email('Please enter a valid email'),
  password: z.string().min(1, 'Password is required'),
});

export type AdminLoginValues = z.infer<typeof adminLoginSchema>;

export const authenticatorCodeSchema = z.object({
  code: z
    .string()
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app')),
});

export type AuthenticatorCodeValues = z.input<typeof authenticatorCodeSchema>;

export const recoveryCodeSchema = z.object({
  recoveryCode: z.string().trim().min(1, 'Enter one of your recovery codes').max(50, 'Recovery code is too long'),
});

export type RecoveryCodeValues = z.infer<typeof recoveryCodeSchema>;

/** POST /api/admin/login: the right password signs nobody in yet, it answers the second factor's step (enrol or verify). */
export function useAdminLogin() {
  return useMutation(adminLoginMutation());
}

/** POST /api/admin/login/enroll: the session is the administrator's, but the page shows the recovery codes before moving on. */
export function useAdminEnroll() {
  return useMutation(adminEnrollMutation());
}

/** POST /api/admin/login/verify: the administrator becomes both the session user and the admin identity. */
export function useAdminVerify() {
  const completeSignIn = useCompleteAdminSignIn();
  return useMutation({ ...adminVerifyMutation(), onSuccess: (admin) => completeSignIn(admin) });
}

/** Makes the signed-in administrator the session user and the admin identity (the admin pages then open). */
export function useCompleteAdminSignIn() {
  const queryClient = useQueryClient();
  return (admin: UserDto) => {
    startSession(queryClient, admin);
    queryClient.setQueryData(getAdminMeQueryKey(), admin);
  };
}

/** The pending sign-in is over (expired, or too many wrong codes): the administrator starts again with the password. */
export function mustStartOver(error: unknown): boolean {
  return error instanceof HttpError && (error.code === 'ADMIN_2FA.SIGN_IN_EXPIRED' || error.code === 'ADMIN_2FA.TOO_MANY_WRONG_CODES');
}
