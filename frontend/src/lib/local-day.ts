/** A calendar day as the address and the API write it. */
export const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The local midnight a 'YYYY-MM-DD' day starts at; undefined for anything else (a hand-edited address). */
export function localDay(value: string | null | undefined): Date | undefined {
  const parts = value ? CALENDAR_DAY.exec(value) : null;
  if (!parts) return undefined;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])];
  const date = new Date(0);
  // setFullYear, not new Date(year, …): that one reads the years 0 to 99 as 1900 to 1999.
  date.setFullYear(year, month, day);
  date.setHours(0, 0, 0, 0);
  return date.getFullYear() === year && date.getMonth() === month && date.getDate() === day ? date : undefined;
}
