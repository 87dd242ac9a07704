import { useQuery, type QueryClient } from '@tanstack/react-query';
import { getBillingOptions, getBillingQueryKey, listPaymentsQueryKey } from '../../../api/generated/@tanstack/react-query.gen';
import type { BillingSummaryDto, SubscriptionResultDto } from '../../../api/generated/types.gen';
import { updateSessionUser } from '../../../api/session';
import { refreshQueries } from '../../../api/query-client';

export type BillingSummary = BillingSummaryDto;

/** GET /api/billing: plan, status, dates and the card on file. Asked again on every visit of the tab. */
export function useBilling() {
  return useQuery({ ...getBillingOptions(), staleTime: 0 });
}

/** GET /api/billing now, whatever is cached: for a decision that must not rest on an old answer. */
export function fetchBilling(queryClient: QueryClient): Promise<BillingSummary> {
  return queryClient.fetchQuery({ ...getBillingOptions(), staleTime: 0 });
}

/** The customer has a plan (paid through the provider, or set up by our team). */
export function holdsPlan(billing: BillingSummary): boolean {
  return billing.planId !== null && billing.status !== 'none';
}

/**
 * After a confirmation, plan change or cancellation: the answer carries the user and the billing summary as the
 * change left them, so the header, pricing and the Subscription tab show it at once; the payments are asked again.
 */
export function applySubscriptionResult(queryClient: QueryClient, result: SubscriptionResultDto): void {
  updateSessionUser(queryClient, result.user);
  queryClient.setQueryData(getBillingQueryKey(), result.billing);
  void refreshQueries(queryClient, { queryKey: listPaymentsQueryKey() });
}
