import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A stored token that no configured key opens, or that was changed: the connection must be made again. */
export class UnreadableToken extends Error {
  constructor() {
    super('the stored calendar token cannot be decrypted with any configured key');
    this.name = 'UnreadableToken';
  }
}

/**
 * Calendar tokens at rest (docs/product.md#google-calendar): AES-256-GCM under a key from CALENDAR_TOKEN_KEY (or derived
 * from SESSION_SECRET), with what the token belongs to as associated data, so a token copied to another row does not
 * open. The first key encrypts; every key decrypts, so a rotation keeps the tokens stored before it readable.
 */
export class TokenCipher {
  private readonly keys: Buffer[];

  constructor(secrets: string[]) {
    if (secrets.length === 0) throw new Error('TokenCipher needs at least one key');
    this.keys = secrets.map((secret) => createHash('sha256').update(secret).digest());
  }

  /** `v1.<iv>.<tag>.<ciphertext>`, each base64url. */
  encrypt(plain: string, boundTo: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.keys[0], iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(boundTo, 'utf8'));
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join('.');
  }

  decrypt(stored: string, boundTo: string): string {
    const [version, iv, tag, sealed, ...rest] = stored.split('.');
    if (version !== VERSION || sealed === undefined || rest.length > 0) throw new UnreadableToken();
    const ivBytes = Buffer.from(iv, 'base64url');
    const tagBytes = Buffer.from(tag, 'base64url');
    if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) throw new UnreadableToken();
    for (const key of this.keys) {
      const decipher = createDecipheriv('aes-256-gcm', key, ivBytes, { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(boundTo, 'utf8'));
      decipher.setAuthTag(tagBytes);
      try {
        return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        // Not this key (or changed): the next key, else unreadable.
      }
    }
    throw new UnreadableToken();
  }
}
