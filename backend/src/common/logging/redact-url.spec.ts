import { redactQuery } from './redact-url';

describe('redactQuery', () => {
  it('keeps the path and the parameter names and replaces every value', () => {
    expect(redactQuery('/api/validate-reset-token?token=3f9a1c0d2e')).toBe('/api/validate-reset-token?token=[redacted]');
    expect(redactQuery('/api/admin/users?page=2&q=ada%40example.com&sort=email:asc')).toBe('/api/admin/users?page=[redacted]&q=[redacted]&sort=[redacted]');
    expect(redactQuery('/api/x?a=1=2&b=&c')).toBe('/api/x?a=[redacted]&b=[redacted]&c');
  });

  it('leaves a URL without a query as it is', () => {
    expect(redactQuery('/api/health/live')).toBe('/api/health/live');
    expect(redactQuery('/api/x?')).toBe('/api/x?');
  });
});
