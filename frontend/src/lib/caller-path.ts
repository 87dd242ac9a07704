/** A caller's page (docs/product.md#callers): the calls, the follow-ups and the name of one number; the + is written %2B. */
export function callerPath(number: string): string {
  return `/callers/${encodeURIComponent(number)}`;
}
