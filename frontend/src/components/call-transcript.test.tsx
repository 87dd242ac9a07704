import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CallTranscript, callClock } from './call-transcript';

describe('CallTranscript', () => {
  it('shows each turn with who said it and when, in order', () => {
    render(
      <CallTranscript
        receptionistName="Front desk"
        turns={[
          { speaker: 'receptionist', text: 'Harbor Dental, how can I help?', seconds: 0 },
          { speaker: 'caller', text: 'I would like to book a cleaning.', seconds: 4.6 },
          { speaker: 'receptionist', text: 'Thursday at 10 works.', seconds: 75 },
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Transcript' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Front desk · 0:00Harbor Dental, how can I help?',
      'Caller · 0:04I would like to book a cleaning.',
      'Front desk · 1:15Thursday at 10 works.',
    ]);
  });

  it('says so when there is nothing to show', () => {
    render(<CallTranscript turns={[]} emptyText="The transcript was removed after 365 days." />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByText('The transcript was removed after 365 days.')).toBeInTheDocument();
  });

  it.each([
    [0, '0:00'],
    [59.9, '0:59'],
    [605, '10:05'],
    [3723, '1:02:03'],
    [-3, '0:00'],
  ])('reads %s seconds as %s', (seconds, clock) => {
    expect(callClock(seconds)).toBe(clock);
  });
});
