import { createTestApp, type TestApp } from '../support/test-app';

describe('GET /api/plans', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('lists the three plans with their prices, lists and limits, to anyone', async () => {
    const response = await app.http().get('/api/plans').expect(200);
    expect(
      response.body.map((plan: { id: string; name: string; priceMonthly: number | null; priceYearly: number | null }) => [
        plan.id,
        plan.name,
        plan.priceMonthly,
        plan.priceYearly,
      ]),
    ).toEqual([
      ['professional', 'Professional', 249, 2388],
      ['business', 'Business', 599, 5748],
      ['enterprise', 'Enterprise', null, null],
    ]);
    const [professional, business, enterprise] = response.body;
    expect(professional).toMatchObject({
      popular: true,
      contactSales: false,
      limits: { receptionists: 1, languagesPerReceptionist: 3, phoneLines: 1, callsPerPeriod: 1000 },
    });
    expect(business.limits).toEqual({
      receptionists: 3,
      languagesPerReceptionist: 5,
      phoneLines: 3,
      callsPerPeriod: null,
      answersPerReceptionist: 100,
      transferPeoplePerReceptionist: 10,
      textsPerPeriod: 1000,
    });
    expect(enterprise).toMatchObject({ contactSales: true, limits: { receptionists: 10, languagesPerReceptionist: 10, phoneLines: 10, callsPerPeriod: null } });
    expect(professional.features).toContain('Up to 1,000 calls per month');
    expect(enterprise.features).toEqual(expect.arrayContaining(['Dedicated account manager', 'Custom API integration']));
  });

  it('gives each plan the annual discount its prices make, and the configured free trial', async () => {
    const response = await app.http().get('/api/plans').expect(200);
    expect(response.body.map((plan: { annualDiscountPercent: number | null; trialDays: number }) => [plan.annualDiscountPercent, plan.trialDays])).toEqual([
      [20, 14],
      [20, 14],
      [null, 14],
    ]);
  });

  it('serves the trial length TRIAL_DAYS sets, not a number of its own', async () => {
    const shortTrial = await createTestApp({ env: { TRIAL_DAYS: '7' } });
    try {
      const response = await shortTrial.http().get('/api/plans').expect(200);
      expect(response.body.map((plan: { trialDays: number }) => plan.trialDays)).toEqual([7, 7, 7]);
    } finally {
      await shortTrial.close();
    }
  });

  it('may be kept 5 minutes by a browser or a shared cache (CDN, ingress), unlike the rest of the API', async () => {
    const response = await app.http().get('/api/plans').expect(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect((await app.http().get('/api/health/live').expect(200)).headers['cache-control']).toBe('no-store');
  });
});
