import { CallerPage } from '../features/calls/pages/caller-page';
import { CallerFollowUps } from '../features/follow-ups/components/caller-follow-ups';

/** /callers/:number: the caller's page (calls) with their follow-ups (follow-ups): app/ puts the two features together. */
export function CallerRoute() {
  return <CallerPage followUps={(number) => <CallerFollowUps number={number} />} />;
}
