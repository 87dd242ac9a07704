/**
 * Full-page navigation: leaving the app for a payment provider's page, or reloading it (spec section 4: the page
 * reloads after a cancellation). A module of its own so tests can replace it (jsdom does not navigate).
 */
export function leaveTo(url: string): void {
  window.location.assign(url);
}

export function reloadPage(): void {
  window.location.reload();
}
