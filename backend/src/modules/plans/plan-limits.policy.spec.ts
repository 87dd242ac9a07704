import { OVERAGE_RULE } from './plan-catalogue';
import { limitsFor, overageRuleOf, overLimitReasons, projectedCalls, upgradeForCalls } from './plan-limits.policy';

const user = (subscriptionPlan: string | null, receptionistLimit: number | null = null, receptionistLimitActive = false) => ({
  subscriptionPlan,
  receptionistLimit,
  receptionistLimitActive,
});

describe('plan limits policy', () => {
  it.each([
    [
      'professional',
      {
        receptionists: 1,
        languagesPerReceptionist: 3,
        phoneLines: 1,
        callsPerPeriod: 1000,
        answersPerReceptionist: 25,
        transferPeoplePerReceptionist: 3,
        textsPerPeriod: 200,
      },
    ],
    [
      'business',
      {
        receptionists: 3,
        languagesPerReceptionist: 5,
        phoneLines: 3,
        callsPerPeriod: null,
        answersPerReceptionist: 100,
        transferPeoplePerReceptionist: 10,
        textsPerPeriod: 1000,
      },
    ],
    [
      'enterprise',
      {
        receptionists: 10,
        languagesPerReceptionist: 10,
        phoneLines: 10,
        callsPerPeriod: null,
        answersPerReceptionist: 500,
        transferPeoplePerReceptionist: 50,
        textsPerPeriod: null,
      },
    ],
  ])('gives the %s plan its limits', (plan, limits) => {
    expect(limitsFor(user(plan))).toEqual(limits);
  });

  it('gives no plan, "free" or an unknown plan the professional receptionist limits, and no calls or texts included', () => {
    for (const plan of [null, 'free', 'custom', 'PROFESSIONAL']) {
      expect(limitsFor(user(plan))).toEqual({
        receptionists: 1,
        languagesPerReceptionist: 3,
        phoneLines: 1,
        callsPerPeriod: 0,
        answersPerReceptionist: 25,
        transferPeoplePerReceptionist: 3,
        textsPerPeriod: 0,
      });
    }
  });

  it("lets an administrator's active override replace the receptionist count only", () => {
    expect(limitsFor(user('business', 7, true))).toEqual({
      receptionists: 7,
      languagesPerReceptionist: 5,
      phoneLines: 3,
      callsPerPeriod: null,
      answersPerReceptionist: 100,
      transferPeoplePerReceptionist: 10,
      textsPerPeriod: 1000,
    });
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

  it('says the overage rule only where an allowance can be passed', () => {
    expect(overageRuleOf(1000)).toBe(OVERAGE_RULE);
    expect(overageRuleOf(null)).toBeNull();
    expect(overageRuleOf(0)).toBeNull();
  });

  it('leads an upgrade for calls to the next plan sold by checkout with more of them', () => {
    expect(upgradeForCalls('professional')).toBe('business');
    expect(upgradeForCalls('business')).toBeNull(); // unlimited already
    expect(upgradeForCalls('enterprise')).toBeNull();
    expect(upgradeForCalls(null)).toBeNull(); // no plan: choosing one is the way
    expect(upgradeForCalls('gold')).toBeNull();
  });

  describe('the projection at this pace', () => {
    const period = { start: new Date('2026-11-01T00:00:00Z'), end: new Date('2026-12-01T00:00:00Z') };
    const at = (iso: string) => new Date(iso);

    it('scales the calls so far to the whole period, rounded to 10 under 1,000 and to 50 above', () => {
      expect(projectedCalls(500, period, at('2026-11-11T00:00:00Z'))).toBe(1500); // a third of the period
      expect(projectedCalls(101, period, at('2026-11-16T00:00:00Z'))).toBe(200); // 202 → 200
      expect(projectedCalls(640, period, at('2026-11-19T00:00:00Z'))).toBe(1050); // 1,066.7 → 1,050
    });

    it('says nothing before a day has passed, and never less than the calls already counted', () => {
      expect(projectedCalls(40, period, at('2026-11-01T23:00:00Z'))).toBeNull();
      expect(projectedCalls(3, period, at('2026-11-29T00:00:00Z'))).toBe(3); // 3.2 rounds to 0
      expect(projectedCalls(900, period, at('2026-12-03T00:00:00Z'))).toBe(900); // read after the period: what it counted
    });
  });
});
