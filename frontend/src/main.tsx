import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import { AppProviders } from './app/providers';
import { createAppRouter, preloadPage } from './app/router';

// Zod would probe for eval (new Function) to compile its schemas: the CSP forbids eval, and Chromium reports each probe.
z.config({ jitless: true });

const router = createAppRouter();
const root = createRoot(document.getElementById('root')!);

// The first render waits for the current page's code (see preloadPage) and, as a transition, yields to the
// browser every few milliseconds instead of blocking it for the whole page.
void preloadPage(window.location.pathname).then(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders router={router} />
      </StrictMode>,
    ),
  ),
);
