import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { createSupportRequestMutation } from '../../../api/generated/@tanstack/react-query.gen';
import type { SupportRequestDto } from '../../../api/generated/types.gen';
import { refreshSupportRequests } from './list-support-requests';

export type SupportCategory = SupportRequestDto['category'];
export type SupportPriority = SupportRequestDto['priority'];

/** The API's categories (CreateSupportRequestDto) as people read them. */
export const SUPPORT_CATEGORIES = [
  { value: 'general', label: 'General' },
  { value: 'technical', label: 'Technical' },
  { value: 'billing', label: 'Billing' },
  { value: 'product', label: 'Product' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly { value: SupportCategory; label: string }[];

export const SUPPORT_PRIORITIES = [
  { value: 'low', label: 'Low' },
  { value: 'medium', label: 'Medium' },
  { value: 'high', label: 'High' },
] as const satisfies readonly { value: SupportPriority; label: string }[];

const categoryValues = SUPPORT_CATEGORIES.map((category) => category.value);
const priorityValues = SUPPORT_PRIORITIES.map((priority) => priority.value);

export const SUBJECT_MAX = 200;
export const MESSAGE_MIN = 20;
export const MESSAGE_MAX = 5000;

/** Support (docs/product.md#forms-and-their-checks), with the API's maximum lengths; the server checks the same again. */
export const supportRequestSchema = z.object({
  subject: z.string().trim().min(5, 'Subject must be at least 5 characters').max(SUBJECT_MAX, `Subject must be at most ${SUBJECT_MAX} characters`),
  category: z.enum(categoryValues, 'Please select a category'),
  message: z
    .string()
    .trim()
    .min(MESSAGE_MIN, `Message must be at least ${MESSAGE_MIN} characters`)
    .max(MESSAGE_MAX, `Message must be at most ${MESSAGE_MAX} characters`),
  priority: z.enum(priorityValues, 'Please select a priority'),
});

export type SupportRequestFormValues = z.input<typeof supportRequestSchema>;
export type SupportRequestValues = z.output<typeof supportRequestSchema>;

/** Category general, priority medium (docs/product.md#forms-and-their-checks). */
export const emptySupportRequestValues: SupportRequestFormValues = { subject: '', category: 'general', message: '', priority: 'medium' };

/** POST /api/support-request; the answer carries the ticket number, and the customer's list is asked again. */
export function useCreateSupportRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createSupportRequestMutation(),
    // Not awaited: the ticket number shows at once, the list catches up.
    onSuccess: () => void refreshSupportRequests(queryClient),
  });
}
