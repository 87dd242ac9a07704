import { useQuery } from '@tanstack/react-query';
import { listPaymentsOptions } from '../../../api/generated/@tanstack/react-query.gen';
import type { PaymentDto } from '../../../api/generated/types.gen';

export type Payment = PaymentDto;

/** GET /api/billing/payments: charges and invoices, newest first. Asked again on every visit of the tab. */
export function usePayments() {
  return useQuery({ ...listPaymentsOptions(), staleTime: 0 });
}
