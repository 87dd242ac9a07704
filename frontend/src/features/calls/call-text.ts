/** The router state a row hands to the call's page: the list's query, for a way back that keeps the filters. */
export interface CallListState {
  listSearch: string;
}

/** The list's address to go back to, from the state a row left (none when the call was opened from a shared link). */
export function callsListPath(state: unknown): string {
  const search = (state as Partial<CallListState> | null)?.listSearch;
  return typeof search === 'string' && search.startsWith('?') ? `/calls${search}` : '/calls';
}

/** Which receptionist answered; none when the call has not been matched to one yet. */
export function receptionistLabel(name: string | null): string {
  return name ?? 'Unassigned';
}
