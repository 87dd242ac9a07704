import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { updateAnyReceptionistMutation } from '../../../api/generated/@tanstack/react-query.gen';
import type { AdminUpdateReceptionistDto, ReceptionistStatus } from '../../../api/generated/types.gen';
import { RECEPTIONIST_LANGUAGES, RECEPTIONIST_STATUSES } from '../labels';
import { refreshAuditEntries } from './list-audit-entries';
import { refreshWorkQueue } from './work-queue';
import { refreshAdminReceptionists, type AdminReceptionist } from './list-receptionists';

// The server's own checks (receptionist-fields.dto.ts), so most mistakes show before a round trip.
const PHONE = /^\+?[0-9][0-9 ().-]{5,38}[0-9]$/;
// A real number in E.164 (ai-phone-numbers.ts): what a receptionist needs to go live.
const E164 = /^\+[1-9]\d{6,14}$/;
// A voice platform's id (admin-update-receptionist.dto.ts): Vapi's UUIDs, the sandbox's 'sandbox-assistant-31'.
const PLATFORM_ID = /^[A-Za-z0-9_-]{1,100}$/;

function platformIdField(what: string) {
  return z
    .string()
    .trim()
    .refine((value) => value === '' || PLATFORM_ID.test(value), `${what} must be 1–100 letters, digits, hyphens or underscores (Vapi shows it as a UUID)`);
}

/** The admin Edit Receptionist dialog: the customer's fields, the AI number and any status (docs/product.md#receptionist-statuses). */
export const editReceptionistSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters'),
  phoneNumber: z.string().trim().min(1, 'Phone number is required').regex(PHONE, 'Please enter a valid phone number'),
  /** Empty until our team gives it a real number; going live needs one (the server says what is missing). */
  aiPhoneNumber: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || E164.test(value),
      'AI phone number must be in E.164 form: + and the country code, then the number, such as +14155550123',
    ),
  status: z.enum(RECEPTIONIST_STATUSES as [ReceptionistStatus, ...ReceptionistStatus[]]),
  languages: z.array(z.enum(RECEPTIONIST_LANGUAGES)).min(1, 'Choose at least one language'),
  businessHours: z.string().trim().max(1000, 'Business hours must be at most 1000 characters'),
  companyInfo: z.string().trim().max(5000, 'Company information must be at most 5000 characters'),
  /** The voice platform's ids that link its call reports to this receptionist; empty: not linked. */
  voiceAssistantId: platformIdField('Assistant id'),
  voicePhoneNumberId: platformIdField('Phone number id'),
});

export type EditReceptionistValues = z.infer<typeof editReceptionistSchema>;

export function toEditReceptionistValues(receptionist: AdminReceptionist): EditReceptionistValues {
  return {
    name: receptionist.name,
    phoneNumber: receptionist.phoneNumber,
    aiPhoneNumber: receptionist.aiPhoneNumber ?? '',
    status: receptionist.status,
    languages: receptionist.languages.filter((language): language is EditReceptionistValues['languages'][number] =>
      (RECEPTIONIST_LANGUAGES as readonly string[]).includes(language),
    ),
    businessHours: receptionist.businessHours,
    companyInfo: receptionist.companyInfo,
    voiceAssistantId: receptionist.voiceAssistantId ?? '',
    voicePhoneNumberId: receptionist.voicePhoneNumberId ?? '',
  };
}

/** Only what changed; a new status carries `active` with it (true exactly when active). */
export function changedReceptionistFields(values: EditReceptionistValues, receptionist: AdminReceptionist): AdminUpdateReceptionistDto {
  const changes: AdminUpdateReceptionistDto = {};
  if (values.name !== receptionist.name) changes.name = values.name;
  if (values.phoneNumber !== receptionist.phoneNumber) changes.phoneNumber = values.phoneNumber;
  if (values.aiPhoneNumber !== (receptionist.aiPhoneNumber ?? '')) changes.aiPhoneNumber = values.aiPhoneNumber || null;
  if (values.businessHours !== receptionist.businessHours) changes.businessHours = values.businessHours;
  if (values.companyInfo !== receptionist.companyInfo) changes.companyInfo = values.companyInfo;
  if (values.languages.join('|') !== receptionist.languages.join('|')) changes.languages = values.languages;
  // An emptied id unlinks (null); the server treats '' the same, null says it plainly.
  if (values.voiceAssistantId !== (receptionist.voiceAssistantId ?? '')) changes.voiceAssistantId = values.voiceAssistantId || null;
  if (values.voicePhoneNumberId !== (receptionist.voicePhoneNumberId ?? '')) changes.voicePhoneNumberId = values.voicePhoneNumberId || null;
  if (values.status !== receptionist.status) Object.assign(changes, { status: values.status, active: values.status === 'active' });
  return changes;
}

/** PATCH /api/admin/receptionists/{id}: the quick actions and the edit dialog; the list is refreshed. */
export function useUpdateAdminReceptionist() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateAnyReceptionistMutation(),
    onSuccess: () => Promise.all([refreshAdminReceptionists(queryClient), refreshAuditEntries(queryClient), refreshWorkQueue(queryClient)]),
  });
}
