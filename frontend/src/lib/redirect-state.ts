/** Where a route guard sent the visitor from, so signing in can return them there. */
export interface RedirectState {
  from: { pathname: string; search: string; hash: string };
}

/** The guarded address stored in the router state, else `fallback`. */
export function redirectTarget(state: unknown, fallback: string): string {
  const from = (state as Partial<RedirectState> | null)?.from;
  if (!from || typeof from.pathname !== 'string') return fallback;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
