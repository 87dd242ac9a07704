import { limitsFor } from './plan-limits.policy';

const user = (subscriptionPlan: string | null, receptionistLimit: number | null = null, receptionistLimitActive = false) => ({
  subscriptionPlan,
  receptionistLimit,
  receptionistLimitActive,
});

describe('plan limits policy', () => {
  it.each([
    ['professional', { receptionists: 1, languagesPerReceptionist: 3, phoneLines: 1 }],
    ['business', { receptionists: 3, languagesPerReceptionist: 5, phoneLines: 3 }],
    ['enterprise', { receptionists: 10, languagesPerReceptionist: 10, phoneLines: 10 }],
  ])('gives the %s plan its limits', (plan, limits) => {
    expect(limitsFor(user(plan))).toEqual(limits);
  });

  it('gives no plan, "free" or an unknown plan the professional limits', () => {
    for (const plan of [null, 'free', 'custom', 'PROFESSIONAL']) {
      expect(limitsFor(user(plan))).toEqual({ receptionists: 1, languagesPerReceptionist: 3, phoneLines: 1 });
    }
  });

  it("lets an administrator's active override replace the receptionist count only", () => {
    expect(limitsFor(user('business', 7, true))).toEqual({ receptionists: 7, languagesPerReceptionist: 5, phoneLines: 3 });
    expect(limitsFor(user('business', 0, true)).receptionists).toBe(0);
  });

  it('ignores an override that is switched off or empty', () => {
    expect(limitsFor(user('business', 7, false)).receptionists).toBe(3);
    expect(limitsFor(user('business', null, true)).receptionists).toBe(3);
  });
});
