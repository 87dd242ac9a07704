import * as argon2 from 'argon2';
import { passwordConfig } from '../../config';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane; argon2's minimum only where the tests ask (config/password.config.ts).
const OPTIONS = {
  baseline: { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 },
  minimum: { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 },
} as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS[passwordConfig().hashCost]);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false; // a malformed stored hash never signs anyone in
  }
}
