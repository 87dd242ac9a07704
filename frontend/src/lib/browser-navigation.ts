/**
 * Full-page navigation: leaving the app for a payment provider's page, or reloading it (the page reloads after a
 * cancellation: docs/product.md#screens-that-move-through-states). One object, called through its members, so tests
 * can spy on them (jsdom does not navigate: docs/development.md#frontend-tests).
 */
export const browserNavigation = {
  leaveTo(url: string): void {
    window.location.assign(url);
  },
  reloadPage(): void {
    window.location.reload();
  },
};
