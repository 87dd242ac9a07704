import { idempotent, type IdempotencyStore, type StoredRequest } from './sandbox-idempotency';

/** Keys in a map, as the backend's unique column holds them (without the waiting, which needs two transactions). */
function memoryStore(): IdempotencyStore {
  const requests = new Map<string, StoredRequest>();
  return {
    claim: async (key, request) => {
      const first = requests.get(key);
      if (first) return first;
      requests.set(key, { ...request });
      return null;
    },
    complete: async (key, response) => {
      requests.get(key)!.response = JSON.parse(JSON.stringify(response)) as unknown;
    },
  };
}

describe('idempotent writes', () => {
  it('runs a write once per key and answers a repeat with the first response', async () => {
    const store = memoryStore();
    let runs = 0;
    const write = () => idempotent(store, 'key-1', 'createCustomer', { email: 'a@example.com', name: null }, async () => ({ id: `cus_${++runs}` }));
    expect(await write()).toEqual({ id: 'cus_1' });
    expect(await write()).toEqual({ id: 'cus_1' });
    expect(runs).toBe(1);
  });

  it('takes the same parameters in another key order as the same request', async () => {
    const store = memoryStore();
    await idempotent(store, 'key-1', 'createCustomer', { email: 'a@example.com', name: null }, async () => 'first');
    expect(await idempotent(store, 'key-1', 'createCustomer', { name: null, email: 'a@example.com' }, async () => 'second')).toBe('first');
  });

  it('refuses a key reused with other parameters or for another method, as Stripe does', async () => {
    const store = memoryStore();
    await idempotent(store, 'key-1', 'cancelNow', { subscriptionId: 'sub_1' }, async () => undefined);
    await expect(idempotent(store, 'key-1', 'cancelNow', { subscriptionId: 'sub_2' }, async () => undefined)).rejects.toThrow(
      "Idempotency key 'key-1' was already used for another request",
    );
    await expect(idempotent(store, 'key-1', 'endTrialNow', { subscriptionId: 'sub_1' }, async () => undefined)).rejects.toThrow(/already used/);
  });

  it('stores a write without an answer as null', async () => {
    const store = memoryStore();
    await idempotent(store, 'key-1', 'cancelNow', { subscriptionId: 'sub_1' }, async () => undefined);
    expect(await idempotent(store, 'key-1', 'cancelNow', { subscriptionId: 'sub_1' }, async () => 'again')).toBeNull();
  });
});
