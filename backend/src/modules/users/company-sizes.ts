/** One list of company sizes everywhere (docs/product.md#one-list-of-company-sizes). */
export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '500+'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];
