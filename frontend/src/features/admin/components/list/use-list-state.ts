import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SEARCH_DELAY_MS } from '../../../../lib/use-search-text';
import type { ListQuery } from '../../api/list-query';

export type SortDirection = 'asc' | 'desc';

export interface SortState<F extends string> {
  field: F;
  direction: SortDirection;
}

export const DEFAULT_PAGE_SIZE = 50;
export const PAGE_SIZES = [25, 50, 100, 200];

function useDebouncedValue<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/**
 * A server-paginated table's state: the search text (sent 300 ms after the last keystroke; at first the address's `?q=`,
 * where our team's mails lead), the sort, the page size and the page. Any change of search, sort, size or `filterKey`
 * (the tab's own filters) starts again at the first page.
 */
export function useListState<F extends string>(defaultSort: SortState<F>, filterKey = '') {
  const [searchParams] = useSearchParams();
  const [search, setSearch] = useState(() => searchParams.get('q') ?? '');
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [sort, setSort] = useState(defaultSort);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const key = JSON.stringify([q, sort, pageSize, filterKey]);
  const [paging, setPaging] = useState({ key, page: 0 });
  const page = paging.key === key ? paging.page : 0;

  const query: ListQuery<F> = { page: page + 1, pageSize, sort: `${sort.field}:${sort.direction}`, ...(q ? { q } : {}) };

  return {
    search,
    setSearch,
    q,
    sort,
    /** The sorted column again flips the direction; another column starts with its own first direction. */
    toggleSort: (field: F, firstDirection: SortDirection) =>
      setSort((current) =>
        current.field === field ? { field, direction: current.direction === 'asc' ? 'desc' : 'asc' } : { field, direction: firstDirection },
      ),
    page,
    setPage: (next: number) => setPaging({ key, page: next }),
    pageSize,
    setPageSize,
    query,
  };
}

export type ListState<F extends string> = ReturnType<typeof useListState<F>>;
