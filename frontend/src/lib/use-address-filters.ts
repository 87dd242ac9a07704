import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/** How a list's filters live in the address: read from it (with the page), and written back from the first page. */
export interface AddressFilters<F> {
  read: (params: URLSearchParams) => { filters: F; page: number };
  write: (filters: F) => URLSearchParams;
}

/**
 * A list's filters and page, kept in the address (the call log's, the appointments'). Changes are made against the
 * address last asked for, ahead of the render that shows it: a search whose timer fires just after "Clear filters"
 * merges into the cleared address, never into the filters it was typed under. Typing replaces the history entry.
 */
export function useAddressFilters<F>({ read, write }: AddressFilters<F>) {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  // Parsed once per address, so a filter bar's search timer is not restarted by unrelated renders.
  const { filters, page } = useMemo(() => read(new URLSearchParams(query)), [read, query]);
  const requested = useRef(query);
  useEffect(() => {
    requested.current = query; // back, forward and the pagination's links
  }, [query]);
  /** These filters from the first page; typing replaces the history entry. */
  const setFilters = useCallback(
    (next: F, options?: { typing: boolean }) => {
      const address = write(next);
      requested.current = address.toString();
      setParams(address, { replace: options?.typing ?? false });
    },
    [write, setParams],
  );
  /** The filters last asked for, with `change` over them. */
  const changeFilters = useCallback(
    (change: Partial<F>, options?: { typing: boolean }) => setFilters({ ...read(new URLSearchParams(requested.current)).filters, ...change }, options),
    [read, setFilters],
  );
  return { filters, page, setFilters, changeFilters };
}
