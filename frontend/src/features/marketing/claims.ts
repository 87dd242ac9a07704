/** The marketing claims (docs/product.md#the-public-site), in one place so every page says the same. */

export const SIGN_UP_PATH = '/auth?signup=true';

export const INDUSTRIES = ['Professional services', 'HVAC', 'Hospitality', 'Technology', 'Retail', 'Legal'];

export const BUSINESSES_SERVED = 'about 500 businesses';

/** The ten languages we name; receptionists speak 30+ in all. */
export const LANGUAGES = ['English', 'German', 'Mandarin', 'Hindi', 'Spanish', 'Portuguese', 'Arabic', 'French', 'Japanese', 'Russian'];

export const CLAIMS = {
  accuracy: '99.7% and 99.9%',
  languages: '30+',
  setup: '24-48 hours',
  savings: '70-80%',
  availability: '24/7',
  scenarioTests: '50+',
} as const;
