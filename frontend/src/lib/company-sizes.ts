/** One list of company sizes everywhere (DECISIONS 14); the API accepts exactly these. */
export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '500+'] as const;

export type CompanySize = (typeof COMPANY_SIZES)[number];

export function isCompanySize(value: string): value is CompanySize {
  return (COMPANY_SIZES as readonly string[]).includes(value);
}
