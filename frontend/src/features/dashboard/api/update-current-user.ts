import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { updateCurrentUserMutation } from '../../../api/generated/@tanstack/react-query.gen';
import type { UpdateUserDto } from '../../../api/generated/types.gen';
import { updateSessionUser, type SessionUser } from '../../../api/session';
import { COMPANY_SIZES } from '../../../lib/api-enums';
import { toProfileValues } from '../../../lib/profile-values';

const optionalText = (max: number, message: string) => z.string().trim().max(max, message);

/** Account info (docs/product.md#forms-and-their-checks): every field optional; the lengths are the API's (UpdateUserDto). */
export const accountInfoSchema = z.object({
  firstName: optionalText(100, 'First name is too long'),
  lastName: optionalText(100, 'Last name is too long'),
  email: z
    .string()
    .trim()
    .refine((email) => email === '' || z.email().safeParse(email).success, 'Please enter a valid email address'),
  phoneNumber: optionalText(40, 'Phone number is too long'),
  companyName: optionalText(200, 'Company name is too long'),
  companySize: z.union([z.enum(COMPANY_SIZES), z.literal('')]),
  // The owner's own zone, for mails, the digest and the overview; the server checks it is one it knows.
  timeZone: z.string().min(1, 'Choose your time zone'),
  // Asked for only when the e-mail changes (the server needs it then).
  currentPassword: z.string(),
});

export type AccountInfoValues = z.infer<typeof accountInfoSchema>;

/** The form's starting values: the user's own, with '' for what is not set. */
export function toAccountInfoValues(user: SessionUser): AccountInfoValues {
  return { ...toProfileValues(user), timeZone: user.timeZone, currentPassword: '' };
}

/** Whether the form asks for a new e-mail (which then needs the current password). */
export function isEmailChanging(email: string, user: SessionUser): boolean {
  return email.trim() !== '' && email.trim().toLowerCase() !== user.email.toLowerCase();
}

/**
 * What PATCH /api/user gets: only fields that are filled in and differ from the user's current
 * values (empty fields are dropped), and the current password with a new e-mail.
 * Empty means nothing to send.
 */
export function changedAccountFields(values: AccountInfoValues, user: SessionUser): UpdateUserDto {
  const current = toAccountInfoValues(user);
  const changes: UpdateUserDto = {};
  if (values.firstName && values.firstName !== current.firstName) changes.firstName = values.firstName;
  if (values.lastName && values.lastName !== current.lastName) changes.lastName = values.lastName;
  if (isEmailChanging(values.email, user)) Object.assign(changes, { email: values.email, currentPassword: values.currentPassword });
  if (values.phoneNumber && values.phoneNumber !== current.phoneNumber) changes.phoneNumber = values.phoneNumber;
  if (values.companyName && values.companyName !== current.companyName) changes.companyName = values.companyName;
  if (values.companySize && values.companySize !== current.companySize) changes.companySize = values.companySize;
  if (values.timeZone !== current.timeZone) changes.timeZone = values.timeZone;
  return changes;
}

/** PATCH /api/user; the updated user it answers with replaces the cached session user. */
export function useUpdateCurrentUser() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateCurrentUserMutation(),
    onSuccess: (user) => updateSessionUser(queryClient, user),
  });
}
