import type { EmotionCache } from '@emotion/cache';
import { withEmotionCache } from '@emotion/react';
import { render } from '@testing-library/react';
import { styleCache } from '../app/style-cache';

let defaultCache: EmotionCache | undefined;

/** The cache MUI styles into when nothing provides one: Emotion's default, read once through its public HOC. */
function emotionDefaultCache(): EmotionCache {
  if (defaultCache) return defaultCache;
  const ReadCache = withEmotionCache((_props: object, cache: EmotionCache) => {
    defaultCache = cache;
    return null;
  });
  // Rendered after the file's own cleanup: its container goes too, so the next file starts with an empty body.
  const view = render(<ReadCache />);
  view.unmount();
  view.container.remove();
  return defaultCache!;
}

/**
 * Removes every style Emotion added and forgets it was added, as `flush()` of Emotion's own `@emotion/css` does, so the
 * next file's components insert theirs again. A worker's files share one document: without this its head kept every
 * rule of every earlier file (over 2,000 style elements after a dozen), and jsdom walks them all for each computed
 * style that a role query asks for (docs/development.md#frontend-tests).
 */
export function removeEmotionStyles(): void {
  for (const cache of [styleCache, emotionDefaultCache()]) {
    cache.sheet.flush();
    for (const key of Object.keys(cache.inserted)) delete cache.inserted[key];
  }
}
