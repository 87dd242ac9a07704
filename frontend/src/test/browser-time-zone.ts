import { vi } from 'vitest';

/** Makes this browser say it is in `timeZone`, whatever zone the machine running the tests is in (restoreMocks undoes it). */
export function browserInTimeZone(timeZone: string | undefined): void {
  const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...resolved.call(this), timeZone } as Intl.ResolvedDateTimeFormatOptions;
  });
}
