/**
 * How many cookies named `name` a Cookie header carries, split as the `cookie` package's parse splits it (pairs by `;`,
 * names trimmed, pairs without `=` skipped). That parse keeps only the first of a name, so a second session cookie (one
 * planted for a parent or sibling domain) would go unseen; the session is read only when there is exactly one.
 */
export function cookieCount(header: string, name: string): number {
  let count = 0;
  for (const pair of header.split(';')) {
    const equals = pair.indexOf('=');
    if (equals !== -1 && pair.slice(0, equals).trim() === name) count++;
  }
  return count;
}
