import { TokenCipher, UnreadableToken } from './token-cipher';

const KEY = 'k'.repeat(32);
const OLD_KEY = 'o'.repeat(32);

describe('TokenCipher', () => {
  it('reads back what it sealed, and never stores the token itself', () => {
    const cipher = new TokenCipher([KEY]);
    const sealed = cipher.encrypt('ya29.a-google-access-token', 'receptionist:7:access');
    expect(sealed).not.toContain('ya29');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(cipher.decrypt(sealed, 'receptionist:7:access')).toBe('ya29.a-google-access-token');
    // A fresh nonce each time: the same token never seals to the same text.
    expect(cipher.encrypt('ya29.a-google-access-token', 'receptionist:7:access')).not.toBe(sealed);
  });

  it('refuses a sealed token that was changed, moved to another row or cut short', () => {
    const cipher = new TokenCipher([KEY]);
    const sealed = cipher.encrypt('1//refresh-token', 'receptionist:7:refresh');
    const [version, iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] ^= 1;
    expect(() => cipher.decrypt([version, iv, tag, flipped.toString('base64url')].join('.'), 'receptionist:7:refresh')).toThrow(UnreadableToken);
    expect(() => cipher.decrypt(sealed, 'receptionist:8:refresh')).toThrow(UnreadableToken);
    expect(() => cipher.decrypt(sealed, 'receptionist:7:access')).toThrow(UnreadableToken);
    expect(() => cipher.decrypt([version, iv, tag].join('.'), 'receptionist:7:refresh')).toThrow(UnreadableToken);
    expect(() => cipher.decrypt('1//refresh-token', 'receptionist:7:refresh')).toThrow(UnreadableToken);
  });

  it('reads tokens sealed under an older key after a rotation, and seals new ones under the first', () => {
    const sealedBefore = new TokenCipher([OLD_KEY]).encrypt('token', 'bound');
    const rotated = new TokenCipher([KEY, OLD_KEY]);
    expect(rotated.decrypt(sealedBefore, 'bound')).toBe('token');
    expect(new TokenCipher([KEY]).decrypt(rotated.encrypt('token', 'bound'), 'bound')).toBe('token');
    expect(() => new TokenCipher([KEY]).decrypt(sealedBefore, 'bound')).toThrow(UnreadableToken);
  });
});
