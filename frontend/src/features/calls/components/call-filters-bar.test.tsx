import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CallFiltersBar, SEARCH_DELAY_MS } from './call-filters-bar';

const receptionists = [{ id: 1, name: 'Front desk' }];

describe('CallFiltersBar', () => {
  it('hands over only the filter that changed, so a search that lands late cannot bring back a cleared filter', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    render(<CallFiltersBar filters={{ outcome: 'spam', receptionistId: 1 }} receptionists={receptionists} onChange={onChange} onClear={vi.fn()} />);

    await user.type(screen.getByRole('searchbox', { name: 'Search calls' }), 'billing');
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith({ q: 'billing' }, { typing: false }), { timeout: SEARCH_DELAY_MS * 5 });

    await user.click(screen.getByRole('combobox', { name: 'Outcome' }));
    await user.click(screen.getByRole('option', { name: 'All outcomes' }));
    expect(onChange).toHaveBeenLastCalledWith({ outcome: undefined });
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('clears a search still being typed along with the filters', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    const onClear = vi.fn();
    render(<CallFiltersBar filters={{ outcome: 'spam' }} receptionists={receptionists} onChange={onChange} onClear={onClear} />);

    await user.type(screen.getByRole('searchbox', { name: 'Search calls' }), 'bill');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));

    expect(onClear).toHaveBeenCalledOnce();
    expect(screen.getByRole('searchbox', { name: 'Search calls' })).toHaveValue('');
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DELAY_MS * 2));
    expect(onChange).not.toHaveBeenCalled();
  });
});
