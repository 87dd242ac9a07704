import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SubscriptionStatus } from '../../../api/generated/types.gen';
import { RoleChip, SubscriptionStatusChip, SupportStatusChip } from './status-chips';

function chip(text: string): HTMLElement {
  return screen.getByText(text).closest('.MuiChip-root') as HTMLElement;
}

describe('status chips', () => {
  it.each<[SubscriptionStatus, string]>([
    ['active', 'Active'],
    ['pending', 'Pending'],
    ['cancelled', 'Cancelled'],
    ['trial', 'Trial'],
    ['past_due', 'Past Due'],
    ['none', 'No Subscription'],
  ])('names the %s subscription status %s', (status, label) => {
    render(<SubscriptionStatusChip status={status} />);
    expect(screen.getByText(label)).toBeInTheDocument();
  });

  it('outlines a pending subscription and fills the others', () => {
    render(
      <>
        <SubscriptionStatusChip status="pending" />
        <SubscriptionStatusChip status="active" />
        <SubscriptionStatusChip status="cancelled" />
      </>,
    );
    expect(chip('Pending')).toHaveClass('MuiChip-outlined');
    expect(chip('Active')).toHaveClass('MuiChip-filled');
    expect(chip('Cancelled')).toHaveClass('MuiChip-filled');
  });

  it("reads 'No Subscription' for a status it does not know", () => {
    render(<SubscriptionStatusChip status={'paused' as SubscriptionStatus} />);
    expect(screen.getByText('No Subscription')).toBeInTheDocument();
  });

  it("shows 'user' for a missing role and highlights admin", () => {
    render(
      <>
        <RoleChip role={undefined} />
        <RoleChip role="admin" />
      </>,
    );
    expect(chip('user')).toHaveClass('MuiChip-outlined');
    expect(chip('admin')).toHaveClass('MuiChip-filled');
  });

  it('gives each support status its icon', () => {
    render(
      <>
        <SupportStatusChip status="open" />
        <SupportStatusChip status="in-progress" />
        <SupportStatusChip status="resolved" />
        <SupportStatusChip status="closed" />
      </>,
    );
    for (const label of ['Open', 'In Progress', 'Resolved', 'Closed']) {
      expect(chip(label).querySelector('svg')).not.toBeNull();
    }
  });
});
