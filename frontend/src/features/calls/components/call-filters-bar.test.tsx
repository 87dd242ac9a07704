import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DELAY_MS } from '../../../lib/use-search-text';
import { CallFiltersBar } from './call-filters-bar';

const receptionists = [{ id: 1, name: 'Front desk' }];

afterEach(() => vi.useRealTimers());

/** A user whose waits run on fake timers, so the search's delay passes when the test says. */
function fakeTimedUser() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
}

describe('CallFiltersBar', () => {
  it('hands over only the filter that changed, so a search that lands late cannot bring back a cleared filter', async () => {
    const user = fakeTimedUser();
    const onChange = vi.fn();
    render(<CallFiltersBar filters={{ outcome: 'spam', receptionistId: 1 }} receptionists={receptionists} onChange={onChange} onClear={vi.fn()} />);

    await user.type(screen.getByRole('searchbox', { name: 'Search calls' }), 'billing');
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS));
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ q: 'billing' }, { typing: false });

    await user.click(screen.getByRole('combobox', { name: 'Outcome' }));
    await user.click(screen.getByRole('option', { name: 'All outcomes' }));
    expect(onChange).toHaveBeenLastCalledWith({ outcome: undefined });
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('clears a search still being typed along with the filters', async () => {
    const user = fakeTimedUser();
    const onChange = vi.fn();
    const onClear = vi.fn();
    render(<CallFiltersBar filters={{ outcome: 'spam' }} receptionists={receptionists} onChange={onChange} onClear={onClear} />);

    await user.type(screen.getByRole('searchbox', { name: 'Search calls' }), 'bill');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));

    expect(onClear).toHaveBeenCalledOnce();
    expect(screen.getByRole('searchbox', { name: 'Search calls' })).toHaveValue('');
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS * 2));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('hands over a day only once its year has four digits, not each one Chrome reports while the year is typed', () => {
    const onChange = vi.fn();
    render(<CallFiltersBar filters={{}} receptionists={receptionists} onChange={onChange} onClear={vi.fn()} />);
    const from = screen.getByLabelText('From');

    for (const partial of ['0002-11-26', '0020-11-26', '0202-11-26']) {
      fireEvent.change(from, { target: { value: partial } });
      expect(from).toHaveValue(partial);
    }
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.change(from, { target: { value: '2026-11-26' } });
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ from: '2026-11-26' });
    fireEvent.change(from, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith({ from: undefined });
  });

  it('shows the day the address moves to, and drops a day still being typed on Clear filters', () => {
    const props = { receptionists, onChange: vi.fn(), onClear: vi.fn() };
    const { rerender } = render(<CallFiltersBar filters={{ to: '2026-11-26' }} {...props} />);
    const to = screen.getByLabelText('To');

    fireEvent.change(to, { target: { value: '0020-11-30' } });
    rerender(<CallFiltersBar filters={{ to: '2026-11-01' }} {...props} />);
    expect(to).toHaveValue('2026-11-01');

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '0002-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByLabelText('From')).toHaveValue('');
    expect(props.onChange).not.toHaveBeenCalled();
  });

  it('names a receptionist it filters by that is not in the list (still loading, or deleted since the link was shared)', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    const { rerender } = render(<CallFiltersBar filters={{ receptionistId: 9 }} receptionists={[]} onChange={onChange} onClear={vi.fn()} />);
    const select = screen.getByRole('combobox', { name: 'Receptionist' });
    expect(select).toHaveTextContent('Receptionist #9');

    rerender(<CallFiltersBar filters={{ receptionistId: 9 }} receptionists={receptionists} onChange={onChange} onClear={vi.fn()} />);
    expect(select).toHaveTextContent('Receptionist #9');
    await user.click(select);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['All receptionists', 'Receptionist #9', 'Front desk']);

    rerender(<CallFiltersBar filters={{ receptionistId: 1 }} receptionists={receptionists} onChange={onChange} onClear={vi.fn()} />);
    expect(screen.queryByRole('option', { name: 'Receptionist #9' })).not.toBeInTheDocument();
  });
});
