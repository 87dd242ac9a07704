import { useTheme } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeSwitch } from './layout/theme-switch';
import { THEME_MODE_STORAGE_KEY, ThemeModeProvider } from './theme-mode';
import { fakeMatchMedia } from '../test/match-media';

function ShownPalette() {
  return <output aria-label="palette">{useTheme().palette.mode}</output>;
}

function renderSwitch() {
  return render(
    <ThemeModeProvider>
      <ThemeSwitch />
      <ShownPalette />
    </ThemeModeProvider>,
  );
}

function prefersDark(matches: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(fakeMatchMedia(matches));
}

describe('theme mode', () => {
  it("follows the system's colour scheme until a mode is chosen: dark where it prefers dark, light elsewhere", () => {
    prefersDark(true);
    const dark = renderSwitch();
    expect(screen.getByLabelText('palette')).toHaveTextContent('dark');
    expect(screen.getByRole('button', { name: 'Theme: System. Change theme' })).toBeInTheDocument();
    expect(localStorage.getItem(THEME_MODE_STORAGE_KEY)).toBeNull();
    dark.unmount();

    prefersDark(false);
    renderSwitch();
    expect(screen.getByLabelText('palette')).toHaveTextContent('light');
  });

  it('persists the chosen mode to localStorage and restores it on the next visit', async () => {
    const first = renderSwitch();

    await userEvent.click(screen.getByRole('button', { name: /change theme/i }));
    // The menu loads on first use.
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Dark' }));

    expect(localStorage.getItem(THEME_MODE_STORAGE_KEY)).toBe('dark');
    expect(screen.getByLabelText('palette')).toHaveTextContent('dark');

    first.unmount();
    renderSwitch();
    expect(screen.getByLabelText('palette')).toHaveTextContent('dark');
    expect(screen.getByRole('button', { name: 'Theme: Dark. Change theme' })).toBeInTheDocument();
  });

  it('follows prefers-color-scheme in system mode', () => {
    localStorage.setItem(THEME_MODE_STORAGE_KEY, 'system');
    prefersDark(true);

    renderSwitch();

    expect(screen.getByLabelText('palette')).toHaveTextContent('dark');
    expect(screen.getByRole('button', { name: 'Theme: System. Change theme' })).toBeInTheDocument();
  });

  it('ignores an unknown stored value, following the system', () => {
    localStorage.setItem(THEME_MODE_STORAGE_KEY, 'sepia');
    prefersDark(true);

    renderSwitch();

    expect(screen.getByLabelText('palette')).toHaveTextContent('dark');
  });
});
