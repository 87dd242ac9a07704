import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CallUsageDto } from '../../../api/generated/types.gen';
import { callUsageDto, OVERAGE_RULE } from '../../../test/call-fixtures';
import { apiError, json } from '../../../test/fetch-mock';
import { openReceptionistsPage, usageDto } from '../../../test/receptionist-fixtures';

async function callsShown(calls: CallUsageDto) {
  await openReceptionistsPage({
    'GET /api/receptionists/usage': () => json(200, usageDto({ planId: 'professional', planName: 'Professional' })),
    'GET /api/calls/usage': () => json(200, calls),
  });
  const summary = screen.getByRole('region', { name: 'Plan usage' });
  await within(summary).findAllByText(/calls/);
  return summary;
}

describe("the receptionists page's plan usage: this period's calls", () => {
  it('shows the calls used of the allowance beside the receptionists, and when they reset', async () => {
    const summary = await callsShown(callUsageDto());
    expect(summary).toHaveTextContent('0 of 1 receptionist on your Professional plan');
    expect(summary).toHaveTextContent('640 of 1,000 calls this period');
    expect(summary).toHaveTextContent('Resets on Dec 5, 2026.');
    const bar = within(summary).getByRole('progressbar', { name: 'Calls used this period' });
    expect(bar).toHaveAttribute('aria-valuenow', '64');
    expect(bar.className).toContain('colorPrimary');
  });

  it('turns to the warning colour at 80%', async () => {
    const summary = await callsShown(callUsageDto({ callsCounted: 812, percentUsed: 81 }));
    expect(summary).toHaveTextContent('812 of 1,000 calls this period');
    expect(summary).toHaveTextContent('81% used; resets on Dec 5, 2026.');
    expect(within(summary).getByRole('progressbar', { name: 'Calls used this period' }).className).toContain('colorWarning');
  });

  it('says the overage above the allowance', async () => {
    const summary = await callsShown(callUsageDto({ callsCounted: 1001, overage: 1, percentUsed: 100 }));
    expect(summary).toHaveTextContent('1,001 of 1,000 calls this period');
    expect(summary).toHaveTextContent(`1 call over your allowance. ${OVERAGE_RULE}`);
    expect(within(summary).getByRole('progressbar', { name: 'Calls used this period' })).toHaveAttribute('aria-valuenow', '100');
  });

  it("says 'Unlimited calls' on an unlimited plan, with the count and no bar", async () => {
    const summary = await callsShown(callUsageDto({ callsCounted: 2400, allowance: null, percentUsed: null }));
    expect(summary).toHaveTextContent('Unlimited calls');
    expect(summary).toHaveTextContent('2,400 calls this period.');
    expect(within(summary).queryByRole('progressbar', { name: 'Calls used this period' })).not.toBeInTheDocument();
  });

  it('leaves the calls out when they cannot be loaded, the receptionists still shown', async () => {
    await openReceptionistsPage({ 'GET /api/calls/usage': () => apiError(500, 'Database unavailable') });
    const summary = screen.getByRole('region', { name: 'Plan usage' });
    expect(summary).toHaveTextContent('0 of 1 receptionist on your Professional plan');
    expect(summary).not.toHaveTextContent('calls');
  });
});
