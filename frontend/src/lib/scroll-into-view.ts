/**
 * Scrolls an element into view (smoothly unless the user prefers reduced motion) and moves the
 * keyboard focus there too, so the next Tab continues from what the reader now sees.
 */
export function scrollIntoViewAndFocus(element: HTMLElement | null, focusTarget: HTMLElement | null = element): void {
  if (!element) return;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  focusTarget?.focus({ preventScroll: true });
}
