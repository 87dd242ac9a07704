import { limitsFor, overLimitReasons } from './plan-limits.policy';

const user = (subscriptionPlan: string | null, receptionistLimit: number | null = null, receptionistLimitActive = false) => ({
  subscriptionPlan,
  receptionistLimit,
  receptionistLimitActive,
});

describe('plan limits policy', () => {
  it.each([
    ['professional', { receptionists: 1, languagesPerReceptionist: 3, phoneLines: 1, callsPerPeriod: 1000 }],
    ['business', { receptionists: 3, languagesPerReceptionist: 5, phoneLines: 3, callsPerPeriod: null }],
    ['enterprise', { receptionists: 10, languagesPerReceptionist: 10, phoneLines: 10, callsPerPeriod: null }],
  ])('gives the %s plan its limits', (plan, limits) => {
    expect(limitsFor(user(plan))).toEqual(limits);
  });

  it('gives no plan, "free" or an unknown plan the professional receptionist limits, and no calls included', () => {
    for (const plan of [null, 'free', 'custom', 'PROFESSIONAL']) {
      expect(limitsFor(user(plan))).toEqual({ receptionists: 1, languagesPerReceptionist: 3, phoneLines: 1, callsPerPeriod: 0 });
    }
  });

  it("lets an administrator's active override replace the receptionist count only", () => {
    expect(limitsFor(user('business', 7, true))).toEqual({ receptionists: 7, languagesPerReceptionist: 5, phoneLines: 3, callsPerPeriod: null });
    expect(limitsFor(user('business', 0, true)).receptionists).toBe(0);
  });

  it('ignores an override that is switched off or empty', () => {
    expect(limitsFor(user('business', 7, false)).receptionists).toBe(3);
    expect(limitsFor(user('business', null, true)).receptionists).toBe(3);
  });

  it('marks receptionists past the count, in the order given, and those with more languages than the plan allows', () => {
    const professional = limitsFor(user('professional'));
    expect(overLimitReasons(professional, [{ languageCount: 5 }, { languageCount: 1 }, { languageCount: 4 }])).toEqual([
      ['languages'],
      ['receptionists'],
      ['receptionists', 'languages'],
    ]);
    expect(overLimitReasons(limitsFor(user('business')), [{ languageCount: 5 }, { languageCount: 5 }, { languageCount: 5 }])).toEqual([[], [], []]);
    expect(overLimitReasons(limitsFor(user('business', 0, true)), [{ languageCount: 1 }])).toEqual([['receptionists']]);
  });
});
