import Link from '@mui/material/Link';

/** A mailto link whose long address breaks after the @ on narrow screens rather than mid-word. */
export function EmailLink({ email, subject }: { email: string; subject?: string }) {
  const at = email.indexOf('@');
  const href = `mailto:${email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
  return (
    <Link href={href} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </Link>
  );
}
