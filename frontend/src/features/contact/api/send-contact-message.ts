import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { sendContactMessageMutation } from '../../../api/generated/@tanstack/react-query.gen';
import type { CreateContactMessageDto } from '../../../api/generated/types.gen';
import { COMPANY_SIZES } from '../../../lib/api-enums';

type Interest = CreateContactMessageDto['interestedIn'];

/** The choices of "Interested in", as the API names them and as people read them. */
export const INTERESTS: { value: Interest; label: string }[] = [
  { value: 'product-demo', label: 'Product demo' },
  { value: 'pricing', label: 'Pricing' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'support', label: 'Support' },
  { value: 'other', label: 'Other' },
];

function isInterest(value: string): value is Interest {
  return INTERESTS.some((interest) => interest.value === value);
}

/** Contact (docs/product.md#forms-and-their-checks); the maximum lengths are the API's (CreateContactMessageDto). */
export const contactSchema = z.object({
  firstName: z.string().trim().min(2, 'First name must be at least 2 characters').max(100, 'First name is too long'),
  lastName: z.string().trim().min(2, 'Last name must be at least 2 characters').max(100, 'Last name is too long'),
  email: z.string().trim().email('Please enter a valid email address'),
  phone: z.string().trim().max(40, 'Phone number is too long'),
  companyName: z.string().trim().min(1, 'Company name is required').max(200, 'Company name is too long'),
  // '' is the unselected select; it fails with the product's message.
  companySize: z.union([z.enum(COMPANY_SIZES), z.literal('')]).refine((size) => size !== '', 'Please select your company size'),
  interestedIn: z.string().refine(isInterest, "Please select what you're interested in"),
  message: z.string().trim().min(10, 'Message must be at least 10 characters').max(5000, 'Message is too long'),
  agreeToTerms: z.boolean().refine((agreed) => agreed, 'You must agree to our terms and conditions'),
});

/** What the form holds: '' until a select is chosen. */
export type ContactFormValues = z.input<typeof contactSchema>;
/** What validation hands over: selects chosen, the box ticked. */
export type ContactValues = z.output<typeof contactSchema>;

export const emptyContactValues: ContactFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  companyName: '',
  companySize: '',
  interestedIn: '',
  message: '',
  agreeToTerms: false,
};

/** What POST /api/contact gets from validated values: no empty phone. */
export function toContactBody({ phone, ...values }: ContactValues): CreateContactMessageDto {
  return { ...values, ...(phone ? { phone } : {}) };
}

/** POST /api/contact. */
export function useSendContactMessage() {
  return useMutation(sendContactMessageMutation());
}
