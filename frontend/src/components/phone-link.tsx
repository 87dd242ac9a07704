import Link from '@mui/material/Link';
import { formatPhoneNumber } from '../lib/format';

/** A caller's number as people write it, as a tel: link: on a phone one tap calls them back. */
export function PhoneLink({ number }: { number: string }) {
  return (
    <Link href={`tel:${number}`} aria-label={`Call ${formatPhoneNumber(number)}`} sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {formatPhoneNumber(number)}
    </Link>
  );
}
