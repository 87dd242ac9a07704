import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('web app configuration', () => {
  it('uses the default scheduling pages when nothing is set, or a variable is empty', () => {
    expect(parseEnv({ VITE_SCHEDULER_DEMO_URL: '' }).scheduler).toEqual({
      demoUrl: 'https://cal.com/ai-receptionists/product-demo',
      consultationUrl: 'https://cal.com/ai-receptionists/consultation',
      onboardingUrl: 'https://cal.com/ai-receptionists/onboarding',
    });
  });

  it('takes the configured addresses', () => {
    const config = parseEnv({ VITE_SCHEDULER_CONSULTATION_URL: 'https://calendly.com/acme/consultation?month=2026-01' });
    expect(config.scheduler.consultationUrl).toBe('https://calendly.com/acme/consultation?month=2026-01');
  });

  it('refuses anything but an http(s) URL, naming each bad variable', () => {
    expect(() => parseEnv({ VITE_SCHEDULER_DEMO_URL: 'javascript:alert(1)', VITE_SCHEDULER_ONBOARDING_URL: 'cal.com/x' })).toThrow(
      /VITE_SCHEDULER_DEMO_URL: must be an http\(s\) URL; VITE_SCHEDULER_ONBOARDING_URL: must be an http\(s\) URL/,
    );
  });
});
