import { useQuery } from '@tanstack/react-query';
import { validateResetTokenOptions } from '../../../api/generated/@tanstack/react-query.gen';

/** GET /api/validate-reset-token?token=; not asked at all without a token (that link is invalid). */
export function useValidateResetToken(token: string | null) {
  return useQuery({
    ...validateResetTokenOptions({ query: { token: token ?? '' } }),
    enabled: Boolean(token),
    // A link can expire or be used meanwhile: ask again on every visit.
    staleTime: 0,
    gcTime: 0,
  });
}
