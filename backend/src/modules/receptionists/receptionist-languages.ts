/** The languages a receptionist can speak (docs/product.md#facts-the-product-states); English is the default. */
export const RECEPTIONIST_LANGUAGES = ['English', 'Spanish', 'French', 'German', 'Italian', 'Portuguese', 'Japanese', 'Chinese', 'Korean', 'Russian'] as const;
export type ReceptionistLanguage = (typeof RECEPTIONIST_LANGUAGES)[number];
export const DEFAULT_LANGUAGES: ReceptionistLanguage[] = ['English'];
