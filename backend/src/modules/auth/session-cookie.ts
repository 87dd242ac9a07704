/**
 * The value of the one cookie named `name` in a Cookie header, split as the `cookie` package's parse splits it (pairs by
 * `;`, names trimmed, pairs without `=` skipped, a quoted value unquoted); undefined when there is none or more than one.
 * That parse keeps only the first of a name, so a second session cookie (one planted for a parent or sibling domain)
 * would go unseen: with two, the request has no session. One pass over the header, on every signed-in request.
 */
export function onlyCookieValue(header: string, name: string): string | undefined {
  let found: string | undefined;
  for (const pair of header.split(';')) {
    const equals = pair.indexOf('=');
    if (equals === -1 || pair.slice(0, equals).trim() !== name) continue;
    if (found !== undefined) return undefined;
    found = pair.slice(equals + 1).trim();
  }
  if (found !== undefined && found.length > 1 && found.startsWith('"') && found.endsWith('"')) return found.slice(1, -1);
  return found;
}
