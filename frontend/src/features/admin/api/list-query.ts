import { keepPreviousData } from '@tanstack/react-query';

/** The page of a back-office list the table asks for: `?page=1&pageSize=50&sort=createdAt:desc&q=text`. */
export interface ListQuery<F extends string = string> {
  /** From 1. */
  page: number;
  pageSize: number;
  /** One of the list's sort fields (the API document lists them), either way. */
  sort?: `${F}:${'asc' | 'desc'}`;
  q?: string;
}

/**
 * Back-office lists change under the administrator's feet (customers sign up, write in, add receptionists), so unlike
 * the app's default reads they are fetched again each time a tab shows them; while the next page or sort loads, the
 * current rows stay on screen instead of a spinner.
 */
export const adminListBehaviour = { staleTime: 0, placeholderData: keepPreviousData } as const;
