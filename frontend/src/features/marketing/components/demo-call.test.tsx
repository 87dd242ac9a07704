import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_SCRIPT, DemoCall } from './demo-call';
import type { Clock } from './use-call-timer';

function elapsed() {
  return screen.getByRole('timer', { name: 'Elapsed time' });
}

function shownLine() {
  return screen.getByTestId('demo-line');
}

function advance(ms: number) {
  act(() => vi.advanceTimersByTime(ms));
}

describe('the simulated demo call', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows the fixed '2:34' total and waits for Play", () => {
    render(<DemoCall />);

    expect(screen.getByText('2:34')).toBeInTheDocument();
    expect(elapsed()).toHaveTextContent('0:00');
    expect(screen.queryByTestId('demo-line')).not.toBeInTheDocument();
    advance(15_000);
    expect(elapsed()).toHaveTextContent('0:00');
  });

  it('counts seconds and changes the script line at 10, 20 and 30 seconds', () => {
    render(<DemoCall />);
    fireEvent.click(screen.getByRole('button', { name: 'Play Demo Call' }));

    expect(shownLine()).toHaveTextContent(DEMO_SCRIPT[0].text);
    advance(1_000);
    expect(elapsed()).toHaveTextContent('0:01');

    advance(8_999); // 9.999 s
    expect(elapsed()).toHaveTextContent('0:09');
    expect(shownLine()).toHaveTextContent(DEMO_SCRIPT[0].text);
    advance(1); // 10 s
    expect(elapsed()).toHaveTextContent('0:10');
    expect(shownLine()).toHaveTextContent(DEMO_SCRIPT[1].text);

    advance(9_999);
    expect(shownLine()).toHaveTextContent(DEMO_SCRIPT[1].text);
    advance(1); // 20 s
    expect(shownLine()).toHaveTextContent(DEMO_SCRIPT[2].text);

    advance(9_999);
    expect(shownLine()).toHaveTextContent(DEMO_SCRIPT[2].text);
    advance(1); // 30 s
    expect(elapsed()).toHaveTextContent('0:30');
    expect(shownLine()).toHaveTextContent(DEMO_SCRIPT[3].text);
    expect(screen.getByRole('button', { name: 'Stop' })).toBeInTheDocument();
  });

  it('stops by itself at 40 seconds', () => {
    render(<DemoCall />);
    fireEvent.click(screen.getByRole('button', { name: 'Play Demo Call' }));

    advance(39_999);
    expect(elapsed()).toHaveTextContent('0:39');
    expect(screen.getByText('Live')).toBeInTheDocument();
    advance(1);
    expect(elapsed()).toHaveTextContent('0:40');
    expect(screen.getByText('Call ended')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();

    advance(60_000);
    expect(elapsed()).toHaveTextContent('0:40');
    expect(shownLine()).toHaveTextContent(DEMO_SCRIPT[3].text);
  });

  it('ends early with Stop, and Play Again starts from zero', () => {
    render(<DemoCall />);
    fireEvent.click(screen.getByRole('button', { name: 'Play Demo Call' }));
    advance(12_000);

    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    advance(30_000);
    expect(elapsed()).toHaveTextContent('0:12');
    expect(screen.getByText('Call ended')).toBeInTheDocument();
    expect(shownLine()).toHaveTextContent(DEMO_SCRIPT[1].text);

    fireEvent.click(screen.getByRole('button', { name: 'Play Again' }));
    expect(elapsed()).toHaveTextContent('0:00');
    expect(shownLine()).toHaveTextContent(DEMO_SCRIPT[0].text);
    advance(10_000);
    expect(shownLine()).toHaveTextContent(DEMO_SCRIPT[1].text);
  });

  it('reads time from an injected clock', () => {
    vi.useRealTimers();
    let now = 0;
    const ticks = new Set<() => void>();
    const clock: Clock = {
      now: () => now,
      setInterval: (tick) => {
        ticks.add(tick);
        return tick as unknown as ReturnType<typeof setInterval>;
      },
      clearInterval: (id) => ticks.delete(id as unknown as () => void),
    };
    const tickAt = (ms: number) => {
      now = ms;
      act(() => ticks.forEach((tick) => tick()));
    };
    render(<DemoCall clock={clock} />);
    fireEvent.click(screen.getByRole('button', { name: 'Play Demo Call' }));

    tickAt(20_500);
    expect(elapsed()).toHaveTextContent('0:20');
    expect(shownLine()).toHaveTextContent(DEMO_SCRIPT[2].text);
    tickAt(41_000);
    expect(elapsed()).toHaveTextContent('0:40');
    expect(ticks.size).toBe(0);
  });
});
