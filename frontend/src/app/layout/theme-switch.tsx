import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import SettingsBrightness from '@mui/icons-material/SettingsBrightness';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useId, useState, type MouseEvent } from 'react';
import { useThemeMode, type ThemeMode } from '../theme-mode';
import { THEME_OPTIONS } from './theme-options';

// The menu (a popover with focus handling) loads on first use, keeping it out of the first page load.
const loadMenu = () => import('./theme-menu');
const ThemeMenu = lazy(() => loadMenu().then((module) => ({ default: module.ThemeMenu })));

/** Header control choosing light, dark or the system's theme. */
export function ThemeSwitch() {
  const { mode, resolvedMode, setMode } = useThemeMode();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so closing can animate.
  const [menuRequested, setMenuRequested] = useState(false);
  const menuId = useId();
  const current = THEME_OPTIONS.find((option) => option.mode === mode) ?? THEME_OPTIONS[0];
  const ButtonIcon = mode === 'system' ? SettingsBrightness : resolvedMode === 'dark' ? DarkModeOutlined : LightModeOutlined;

  const choose = (next: ThemeMode) => {
    setMode(next);
    setAnchor(null);
  };

  return (
    <>
      <IconButton
        aria-label={`Theme: ${current.label}. Change theme`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
        onClick={(event: MouseEvent<HTMLElement>) => {
          setMenuRequested(true);
          setAnchor(event.currentTarget);
        }}
        sx={{ color: 'text.secondary' }}
      >
        <ButtonIcon fontSize="small" />
      </IconButton>
      {menuRequested && (
        <Suspense fallback={null}>
          <ThemeMenu id={menuId} anchor={anchor} mode={mode} onChoose={choose} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
