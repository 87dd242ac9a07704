import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { registerMutation } from '../../../api/generated/@tanstack/react-query.gen';
import type { RegisterDto } from '../../../api/generated/types.gen';
import { startSession } from '../../../api/session';
import { COMPANY_SIZES } from '../../../lib/api-enums';
import { browserTimeZone } from '../../../lib/time-zones';

const optionalText = (max: number, message: string) => z.string().trim().max(max, message);

/** Registration (docs/product.md#forms-and-their-checks); the lengths are the API's (RegisterDto). */
export const registerSchema = z
  .object({
    firstName: optionalText(100, 'First name is too long'),
    lastName: optionalText(100, 'Last name is too long'),
    email: z.string().trim().min(1, 'Email is required').email('Please enter a valid email'),
    phoneNumber: optionalText(40, 'Phone number is too long'),
    companyName: optionalText(200, 'Company name is too long'),
    companySize: z.union([z.enum(COMPANY_SIZES), z.literal('')]),
    password: z.string().min(8, 'Password must be at least 8 characters').max(100, 'Password is too long'),
    confirmPassword: z.string(),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

export type RegisterValues = z.infer<typeof registerSchema>;

export const emptyRegisterValues: RegisterValues = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  companyName: '',
  companySize: '',
  password: '',
  confirmPassword: '',
};

/** What POST /api/register gets: no confirmation, no empty optional fields, and the browser's time zone. */
export function toRegisterBody({ confirmPassword: _confirmation, companySize, ...values }: RegisterValues): RegisterDto {
  const body: RegisterDto = { email: values.email, password: values.password };
  if (values.firstName) body.firstName = values.firstName;
  if (values.lastName) body.lastName = values.lastName;
  if (values.phoneNumber) body.phoneNumber = values.phoneNumber;
  if (values.companyName) body.companyName = values.companyName;
  if (companySize) body.companySize = companySize;
  // The account's time zone, guessed from the browser (editable in Account); without one the server uses its default.
  const timeZone = browserTimeZone();
  if (timeZone) body.timeZone = timeZone;
  return body;
}

/** POST /api/register; the new account is signed in, so it becomes the session user. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    ...registerMutation(),
    onSuccess: (user) => startSession(queryClient, user),
  });
}
