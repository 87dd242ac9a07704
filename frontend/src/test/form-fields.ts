import { screen } from '@testing-library/react';

/** A form field by its exact label (a password's show/hide button is labelled 'Show password'). */
export function field(label: string): HTMLElement {
  return screen.getByLabelText(label, { selector: 'input' });
}

/** The JSON bodies the app sent to "METHOD /path", in order. */
export async function sentBodies(fetchMock: { mock: { calls: unknown[][] } }, method: string, path: string): Promise<unknown[]> {
  const requests = fetchMock.mock.calls
    .map(([request]) => request as Request)
    .filter((request) => request.method === method && new URL(request.url).pathname === path);
  return Promise.all(requests.map((request) => request.clone().json() as Promise<unknown>));
}
