import createCache from '@emotion/cache';

/** The nonce the server wrote into index.html for this page; absent under the Vite dev server and in tests. */
function cspNonce(): string | undefined {
  const content = document.querySelector('meta[name="csp-nonce"]')?.getAttribute('content');
  return content && content !== '__CSP_NONCE__' ? content : undefined;
}

/**
 * Emotion's cache, as MUI would make it, but with the page's nonce on every style element it adds: the
 * Content-Security-Policy allows no other inline style.
 */
export const styleCache = createCache({ key: 'css', nonce: cspNonce() });
