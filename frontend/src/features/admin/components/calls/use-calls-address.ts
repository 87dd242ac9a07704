import { useSearchParams } from 'react-router-dom';

/** Which reports the Calls tab shows: the customers' calls, or the reports no receptionist is linked to yet. */
export type CallsView = 'customers' | 'unmatched';

function positiveId(value: string | null): number | undefined {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * The Calls tab's state that links share: `?tab=calls&view=unmatched`, `&userId=7` (one customer's calls, from the user
 * details) and `&call=123` (the call whose details are open). Search, sort and page stay in the table like other tabs.
 */
export function useCallsAddress() {
  const [params, setParams] = useSearchParams();
  const update = (changes: Record<string, string | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  return {
    view: (params.get('view') === 'unmatched' ? 'unmatched' : 'customers') as CallsView,
    userId: positiveId(params.get('userId')),
    callId: positiveId(params.get('call')),
    setView: (view: CallsView) => update({ view: view === 'unmatched' ? 'unmatched' : undefined, userId: undefined }),
    clearUser: () => update({ userId: undefined }),
    /** The address of a call's details from here (keeps the view and the customer filter). */
    callSearch: (id: number) => {
      const next = new URLSearchParams(params);
      next.set('call', String(id));
      return `?${next}`;
    },
    closeCall: () => update({ call: undefined }),
  };
}

/** The Calls tab showing one customer's calls (the user details' 'See all calls'). */
export function customerCallsSearch(userId: number): string {
  return `?tab=calls&userId=${userId}`;
}
