import { useQuery } from '@tanstack/react-query';
import { getContactDetailsOptions } from '../../../api/generated/@tanstack/react-query.gen';

/** GET /api/contact-details: the support address the Support tab shows (the contact page reads the same). */
export function useContactDetails() {
  return useQuery(getContactDetailsOptions());
}
