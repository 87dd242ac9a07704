import { keepPreviousData, useMutation, useQuery, useQueryClient, type Query } from '@tanstack/react-query';
import { z } from 'zod';
import { getCallerOptions, listCallsOptions, renameCallerMutation } from '../../../api/generated/@tanstack/react-query.gen';
import { refreshQueries } from '../../../api/query-client';

const CALLER_CALLS_PAGE_SIZE = 25;

/** GET /api/callers/{number}: the caller's name, how many calls and when; 404 for a number none of the customer's calls came from. */
export function useCaller(number: string) {
  return useQuery({ ...getCallerOptions({ path: { number } }), staleTime: 0 });
}

/** GET /api/calls?callerNumber=: one caller's calls, newest first, a page at a time. */
export function useCallerCalls(number: string, page: number) {
  return useQuery({
    ...listCallsOptions({ query: { callerNumber: number, page, pageSize: CALLER_CALLS_PAGE_SIZE } }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** The rename form: a blank name forgets the one given (the API's 100 characters at most). */
export const renameCallerSchema = z.object({ name: z.string().trim().max(100, 'Keep the name to 100 characters.') });
export type RenameCallerValues = z.infer<typeof renameCallerSchema>;

/** Every query that shows callers' names: the caller, the call log and the calls' pages. */
const showsCallerNames = (query: Query) => ['getCaller', 'listCalls', 'getCall'].includes((query.queryKey[0] as { _id?: string } | undefined)?._id ?? '');

/** PUT /api/callers/{number}/name; the log and the calls' pages show the new name. */
export function useRenameCaller() {
  const queryClient = useQueryClient();
  return useMutation({ ...renameCallerMutation(), onSettled: () => refreshQueries(queryClient, { predicate: showsCallerNames }) });
}
