import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { preloadNoticeView } from '../components/notices/notices-provider';
import { browserNavigation } from '../lib/browser-navigation';
import { removeEmotionStyles } from './emotion-styles';
import { fakeMatchMedia } from './match-media';

// Browsers resolve a relative URL against the document; Node's Request (used under jsdom) does not.
// The app calls the API with relative URLs (same origin), so resolve them the browser's way.
// Set once per worker: the files of a worker share its globals (docs/development.md#frontend-tests).
if (globalThis.Request.name !== 'DocumentRelativeRequest') {
  const NodeRequest = globalThis.Request;
  class DocumentRelativeRequest extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
    }
  }
  globalThis.Request = DocumentRelativeRequest as typeof Request;
}

// Lazy pages are transformed on a worker's first import of them: with CI's other suites on the same two cores that
// passed 5 s. A wait only lasts this long when what it waits for never comes, so the margin costs a passing run nothing.
configure({ asyncUtilTimeout: 15_000 });

// Every module the app may import() on demand is loaded before the first test. Files share a worker's modules, and an
// import still in flight when a file ends is cached as failed for every later file on that worker.
const appModules = import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**', '!../main.tsx']);

// The app loads the notice view on first use; tests have it ready so notices show in the same render.
beforeAll(async () => {
  await Promise.all(Object.values(appModules).map((load) => load()));
  await preloadNoticeView();
});

beforeEach(() => {
  // jsdom does not navigate: full-page navigation is recorded instead (restoreMocks puts it back after each test).
  vi.spyOn(browserNavigation, 'leaveTo').mockImplementation(() => {});
  vi.spyOn(browserNavigation, 'reloadPage').mockImplementation(() => {});
  // jsdom lacks these; MUI's useMediaQuery and the scroll handling call them.
  window.matchMedia ??= fakeMatchMedia();
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView = () => {};
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
});

// After each file: its styles go, so the worker's next file does not walk them in every computed style.
afterAll(removeEmotionStyles);
