import { CompanySize, ReceptionistLanguage } from '../api/generated/types.gen';

/**
 * The values of one of the API document's enums, in the document's order: the generated client emits each enum as an
 * object whose keys are its values, so the app lists what the API accepts instead of declaring it again.
 */
export function enumValues<T extends Record<string, string>>(values: T): [T[keyof T], ...T[keyof T][]] {
  return Object.values(values) as [T[keyof T], ...T[keyof T][]];
}

/** Whether `value` is one of the enum's values. */
export function isEnumValue<T extends Record<string, string>>(values: T, value: string): value is T[keyof T] {
  return (Object.values(values) as string[]).includes(value);
}

export const COMPANY_SIZES = enumValues(CompanySize);
export type { CompanySize };
export const isCompanySize = (value: string): value is CompanySize => isEnumValue(CompanySize, value);
/** The languages a receptionist can speak; English by default. */
export const RECEPTIONIST_LANGUAGES = enumValues(ReceptionistLanguage);
