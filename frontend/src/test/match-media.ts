/** A MediaQueryList for jsdom (which has none): `prefersDark` answers the prefers-color-scheme: dark query. */
export function fakeMatchMedia(prefersDark = false): (query: string) => MediaQueryList {
  return (query: string) =>
    ({
      matches: prefersDark && query.includes('prefers-color-scheme: dark'),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
