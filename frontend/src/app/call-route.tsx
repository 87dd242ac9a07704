import { CallDetailPage } from '../features/calls/pages/call-detail-page';
import { CallFollowUp } from '../features/follow-ups/components/call-follow-up';

/** /calls/:id: the call's page (calls) with the follow-up it made (follow-ups): app/ puts the two features together. */
export function CallRoute() {
  return <CallDetailPage followUp={(callId) => <CallFollowUp callId={callId} />} />;
}
