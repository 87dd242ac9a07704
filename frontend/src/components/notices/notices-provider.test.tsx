import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNotify, type Notify } from './notices-context';
import { NoticesProvider } from './notices-provider';

let notify: Notify;
function Capture() {
  notify = useNotify();
  return null;
}

describe('notices', () => {
  afterEach(() => vi.useRealTimers());

  it('shows one notice at a time, the newest replacing the last', () => {
    render(
      <NoticesProvider>
        <Capture />
      </NoticesProvider>,
    );

    act(() => notify({ title: 'Logout failed', description: '500: Session store unavailable', variant: 'destructive' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Logout failed');
    expect(screen.getByRole('alert')).toHaveTextContent('500: Session store unavailable');

    act(() => notify({ title: 'Logged out successfully', variant: 'success' }));
    expect(screen.getByRole('status')).toHaveTextContent('Logged out successfully');
    expect(screen.queryByText('Logout failed')).not.toBeInTheDocument();
  });

  it('loads the notice view on first use, then shows the waiting notice', async () => {
    // A fresh copy of the module, whose view has not been loaded yet (the test setup preloads it).
    vi.resetModules();
    const fresh = await import('./notices-provider');
    const { useNotify: freshUseNotify } = await import('./notices-context');
    let freshNotify: Notify = () => {};
    function FreshCapture() {
      freshNotify = freshUseNotify();
      return null;
    }
    render(
      <fresh.NoticesProvider>
        <FreshCapture />
      </fresh.NoticesProvider>,
    );

    act(() => freshNotify({ title: 'Message sent!', variant: 'success' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Message sent!');
  });

  it('closes a notice after 5000 ms by default', () => {
    vi.useFakeTimers();
    render(
      <NoticesProvider>
        <Capture />
      </NoticesProvider>,
    );

    act(() => notify({ title: 'Message sent!', variant: 'success' }));
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByText('Message sent!')).toBeVisible();

    // 100 ms more reaches 5000; the exit animation then takes well under a second.
    act(() => vi.advanceTimersByTime(100));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Message sent!')).not.toBeInTheDocument();
  });

  it('shows a notice that comes while the last one is closing, and keeps it its full time', () => {
    vi.useFakeTimers();
    render(
      <NoticesProvider>
        <Capture />
      </NoticesProvider>,
    );

    act(() => notify({ title: 'Contact message has been marked as read', variant: 'success' }));
    act(() => vi.advanceTimersByTime(5000)); // it starts to close
    act(() => vi.advanceTimersByTime(50)); // part way through its exit
    act(() => notify({ title: 'Logged out', variant: 'success' }));
    act(() => vi.advanceTimersByTime(1000)); // past the old one's exit
    expect(screen.getByRole('status')).toHaveTextContent('Logged out');
    act(() => vi.advanceTimersByTime(3900));
    expect(screen.getByText('Logged out')).toBeVisible();
  });

  it('gives a notice that replaces one about to close its own full time', () => {
    vi.useFakeTimers();
    render(
      <NoticesProvider>
        <Capture />
      </NoticesProvider>,
    );

    act(() => notify({ title: 'Contact message has been marked as read', variant: 'success' }));
    act(() => vi.advanceTimersByTime(4950)); // 50 ms before the first would close
    act(() => notify({ title: 'Logged out', variant: 'success' }));
    act(() => vi.advanceTimersByTime(200)); // past the first one's end
    expect(screen.getByText('Logged out')).toBeVisible();
    act(() => vi.advanceTimersByTime(4700));
    expect(screen.getByText('Logged out')).toBeVisible();
  });
});
