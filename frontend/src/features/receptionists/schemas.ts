import { z } from 'zod';
import { ReceptionistLanguage, type CreateReceptionistDto, type ReceptionistDto, type UpdateReceptionistDto } from '../../api/generated/types.gen';
import { isEnumValue, RECEPTIONIST_LANGUAGES } from '../../lib/api-enums';

export { RECEPTIONIST_LANGUAGES };
export type { ReceptionistLanguage };

export const DEFAULT_LANGUAGES: ReceptionistLanguage[] = ['English'];

export function isReceptionistLanguage(value: string): value is ReceptionistLanguage {
  return isEnumValue(ReceptionistLanguage, value);
}

/** The API's phone rule (CreateReceptionistDto): digits, spaces, ( ) . - and an optional leading +. */
const PHONE_NUMBER = /^\+?[0-9][0-9 ().-]{5,38}[0-9]$/;

export const NAME_MAX = 100;
export const COMPANY_INFO_MAX = 5000;
export const BUSINESS_HOURS_MAX = 1000;

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** The server's 403 text for too many languages (docs/product.md#limits), also shown before anything is sent. */
export function languageLimitMessage(planName: string, cap: number): string {
  return `Your ${planName} plan allows up to ${plural(cap, 'language')} per receptionist.`;
}

/**
 * The receptionist form: the API's rules and messages (CreateReceptionistDto), with the plan's language cap
 * (docs/product.md#limits) — the server checks both again.
 */
export function receptionistSchema({ languageCap, planName }: { languageCap: number; planName: string }) {
  return z.object({
    name: z.string().trim().min(1, 'Name is required').max(NAME_MAX, `Name must be at most ${NAME_MAX} characters`),
    phoneNumber: z.string().trim().min(1, 'Phone number is required').regex(PHONE_NUMBER, 'Please enter a valid phone number'),
    languages: z.array(z.enum(RECEPTIONIST_LANGUAGES)).min(1, 'Choose at least one language').max(languageCap, languageLimitMessage(planName, languageCap)),
    companyInfo: z.string().trim().max(COMPANY_INFO_MAX, `Company information must be at most ${COMPANY_INFO_MAX} characters`),
    businessHours: z.string().trim().max(BUSINESS_HOURS_MAX, `Business hours must be at most ${BUSINESS_HOURS_MAX} characters`),
  });
}

export type ReceptionistFormValues = z.input<ReturnType<typeof receptionistSchema>>;
export type ReceptionistValues = z.output<ReturnType<typeof receptionistSchema>>;

export const emptyReceptionistValues: ReceptionistFormValues = {
  name: '',
  phoneNumber: '',
  languages: DEFAULT_LANGUAGES,
  companyInfo: '',
  businessHours: '',
};

/** The edit form's starting values: the receptionist's own (languages the API no longer offers are left out). */
export function toReceptionistValues(receptionist: ReceptionistDto): ReceptionistFormValues {
  return {
    name: receptionist.name,
    phoneNumber: receptionist.phoneNumber,
    languages: receptionist.languages.filter(isReceptionistLanguage),
    companyInfo: receptionist.companyInfo,
    businessHours: receptionist.businessHours,
  };
}

/** What POST /api/receptionists gets. */
export function toCreateBody(values: ReceptionistValues): CreateReceptionistDto {
  return { ...values };
}

/** What PATCH /api/receptionists/{id} gets: only what differs from the receptionist as it is (empty when nothing does). */
export function changedReceptionistFields(values: ReceptionistValues, receptionist: ReceptionistDto): UpdateReceptionistDto {
  const changes: UpdateReceptionistDto = {};
  if (values.name !== receptionist.name) changes.name = values.name;
  if (values.phoneNumber !== receptionist.phoneNumber) changes.phoneNumber = values.phoneNumber;
  if (values.languages.join('\n') !== receptionist.languages.join('\n')) changes.languages = values.languages;
  if (values.companyInfo !== receptionist.companyInfo) changes.companyInfo = values.companyInfo;
  if (values.businessHours !== receptionist.businessHours) changes.businessHours = values.businessHours;
  return changes;
}
