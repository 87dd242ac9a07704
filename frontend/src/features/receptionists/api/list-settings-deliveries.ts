import { useQuery } from '@tanstack/react-query';
import { listSettingsDeliveriesOptions } from '../../../api/generated/@tanstack/react-query.gen';

/** GET /api/receptionist-settings/deliveries: where each receptionist's settings stand, for its card; asked again every visit. */
export function useSettingsDeliveries() {
  return useQuery({ ...listSettingsDeliveriesOptions(), staleTime: 0 });
}
