import { z } from 'zod';

/**
 * The web app's configuration: `VITE_` variables, fixed when the app is built (from the environment or the root .env;
 * see .env.example). Parsed once with zod, like the backend's config namespaces, so a bad value names itself at once
 * instead of surfacing as a broken link. Everything here ends up in the browser: never put a secret in it.
 */

// An empty value (`VITE_X=` in .env) means "not set": the default applies.
const unset = (value: unknown) => (value === '' ? undefined : value);

const httpUrl = (fallback: string) => z.preprocess(unset, z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default(fallback));

const envSchema = z.object({
  /** The external scheduling page of each call type (docs/product.md#the-customer-area). */
  VITE_SCHEDULER_DEMO_URL: httpUrl('https://cal.com/ai-receptionists/product-demo'),
  VITE_SCHEDULER_CONSULTATION_URL: httpUrl('https://cal.com/ai-receptionists/consultation'),
  VITE_SCHEDULER_ONBOARDING_URL: httpUrl('https://cal.com/ai-receptionists/onboarding'),
});

export interface AppConfig {
  scheduler: { demoUrl: string; consultationUrl: string; onboardingUrl: string };
}

/** Reads the configuration from `source` (import.meta.env); throws listing every bad variable. */
export function parseEnv(source: Record<string, unknown>): AppConfig {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid web app configuration: ${problems}`);
  }
  const env = result.data;
  return {
    scheduler: {
      demoUrl: env.VITE_SCHEDULER_DEMO_URL,
      consultationUrl: env.VITE_SCHEDULER_CONSULTATION_URL,
      onboardingUrl: env.VITE_SCHEDULER_ONBOARDING_URL,
    },
  };
}

export const config: AppConfig = parseEnv(import.meta.env);
