import { formatPhoneNumber } from './phone-numbers';

describe('formatPhoneNumber', () => {
  it('writes a North American number as the app does, and any other as given', () => {
    expect(formatPhoneNumber('+13085550175')).toBe('+1 (308) 555-0175');
    expect(formatPhoneNumber('+493055501234')).toBe('+493055501234');
    expect(formatPhoneNumber('+1 415 555 0100')).toBe('+1 415 555 0100');
    expect(formatPhoneNumber('+1308555017')).toBe('+1308555017'); // a digit short
    expect(formatPhoneNumber('anonymous')).toBe('anonymous');
  });
});
