/**
 * Full-page navigation: leaving the app for a payment provider's page, or reloading it (the page reloads after a
 * cancellation: docs/product.md#screens-that-move-through-states). A module of its own so tests can replace it (jsdom
 * does not navigate).
 */
export function leaveTo(url: string): void {
  window.location.assign(url);
}

export function reloadPage(): void {
  window.location.reload();
}
