import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CallTranscript } from './call-transcript';

const turns = [
  { speaker: 'receptionist' as const, text: 'Harbor Dental, how can I help?', seconds: 0 },
  { speaker: 'caller' as const, text: 'I would like to book a cleaning.', seconds: 4.6 },
  { speaker: 'receptionist' as const, text: 'Thursday at 10 works.', seconds: 75 },
];

describe('CallTranscript', () => {
  it('shows each turn with who said it and when, in order', () => {
    render(<CallTranscript turns={turns} />);
    const items = within(screen.getByRole('list', { name: 'Transcript' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Receptionist0:00Harbor Dental, how can I help?',
      'Caller0:04I would like to book a cleaning.',
      'Receptionist1:15Thursday at 10 works.',
    ]);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('plays the recording from a turn when there is one', async () => {
    const onSeek = vi.fn();
    render(<CallTranscript turns={turns} onSeek={onSeek} />);
    await userEvent.click(screen.getByRole('button', { name: 'Play from 1:15' }));
    expect(onSeek).toHaveBeenCalledWith(75);
  });
});
