/**
 * A device as the sessions list names it, "Chrome on macOS", from its User-Agent header: a short explicit list of the
 * browsers and systems people use, most specific first (Edge and Opera also say Chrome; Chrome also says Safari; iOS
 * says "like Mac OS X"; Android says Linux). Anything else is "Unknown browser" or "an unknown system".
 */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone|\biPad|\biPod/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMacintosh\b|\bMac OS X\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (list: [RegExp, string][], text: string) => list.find(([pattern]) => pattern.test(text))?.[1];

export function deviceLabel(userAgent: string | null): string {
  const browser = firstMatch(BROWSERS, userAgent ?? '') ?? 'Unknown browser';
  const system = firstMatch(SYSTEMS, userAgent ?? '') ?? 'an unknown system';
  return `${browser} on ${system}`;
}
