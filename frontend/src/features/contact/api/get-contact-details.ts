import { useQuery } from '@tanstack/react-query';
import { getContactDetailsOptions } from '../../../api/generated/@tanstack/react-query.gen';

/** GET /api/contact-details: the sales and support addresses shown on the contact page. */
export function useContactDetails() {
  return useQuery(getContactDetailsOptions());
}
