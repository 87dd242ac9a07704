import { useEffect, useState } from 'react';

/** The search goes to the address (and the server) once typing pauses this long. */
export const SEARCH_DELAY_MS = 300;

/**
 * A filter bar's search box: its text, sent as `{ q }` once typing pauses (only the search: a filter cleared while the
 * timer ran stays cleared), and showing the address's search when back, forward or "Clear filters" changes it.
 * `typing`: a refined search, which replaces the address instead of adding a step to the history. `onChange` must
 * keep its identity across renders, or the timer restarts.
 */
export function useSearchText(q: string, onChange: (change: { q?: string }, options: { typing: boolean }) => void): [string, (text: string) => void] {
  const [text, setText] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  if (q !== shownQ) {
    setShownQ(q);
    if (text.trim() !== q) setText(q);
  }

  useEffect(() => {
    const wanted = text.trim();
    if (wanted === q) return;
    const timer = setTimeout(() => onChange({ q: wanted || undefined }, { typing: q !== '' && wanted !== '' }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, q, onChange]);

  return [text, setText];
}
