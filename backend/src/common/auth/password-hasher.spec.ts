import { hashPassword, verifyPassword } from './password-hasher';

function withHashCost<T>(cost: string | undefined, run: () => Promise<T>): Promise<T> {
  const saved = process.env.PASSWORD_HASH_COST;
  if (cost === undefined) delete process.env.PASSWORD_HASH_COST;
  else process.env.PASSWORD_HASH_COST = cost;
  return run().finally(() => {
    if (saved === undefined) delete process.env.PASSWORD_HASH_COST;
    else process.env.PASSWORD_HASH_COST = saved;
  });
}

/** `$argon2id$v=19$m=19456,t=2,p=1$salt$hash` → its algorithm and its parameters. */
function parameters(hash: string): { algorithm: string; parameters: string[] } {
  const [, algorithm, , params] = hash.split('$');
  return { algorithm, parameters: params.split(',').sort() };
}

describe('password hasher', () => {
  it('hashes with argon2id at OWASP’s baseline, 19 MiB and 2 passes, and verifies only the same password', async () => {
    const hash = await withHashCost(undefined, () => hashPassword('correct horse battery'));
    expect(parameters(hash)).toEqual({ algorithm: 'argon2id', parameters: ['m=19456', 'p=1', 't=2'] });
    await expect(verifyPassword(hash, 'correct horse battery')).resolves.toBe(true);
    await expect(verifyPassword(hash, 'correct horse batterY')).resolves.toBe(false);
  });

  it('hashes at argon2’s minimum where the tests ask, and such a hash still verifies only its password', async () => {
    const hash = await withHashCost('minimum', () => hashPassword('correct horse battery'));
    expect(parameters(hash)).toEqual({ algorithm: 'argon2id', parameters: ['m=1024', 'p=1', 't=1'] });
    await expect(verifyPassword(hash, 'correct horse battery')).resolves.toBe(true);
    await expect(verifyPassword(hash, 'wrong')).resolves.toBe(false);
  });

  it('never signs anyone in with a malformed stored hash', async () => {
    await expect(verifyPassword('not-a-hash', 'anything')).resolves.toBe(false);
  });
});
