/**
 * The first `max` characters of `text` followed by '…' when it is longer (previews of free text on cards and in
 * tables). Counts code points, so an emoji is never cut in half.
 */
export function truncate(text: string, max: number): string {
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  return `${characters.slice(0, max).join('').trimEnd()}…`;
}
