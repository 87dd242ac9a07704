import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import SettingsBrightness from '@mui/icons-material/SettingsBrightness';
import type { ThemeMode } from '../theme-mode';

export const THEME_OPTIONS: { mode: ThemeMode; label: string; Icon: typeof LightModeOutlined }[] = [
  { mode: 'light', label: 'Light', Icon: LightModeOutlined },
  { mode: 'dark', label: 'Dark', Icon: DarkModeOutlined },
  { mode: 'system', label: 'System', Icon: SettingsBrightness },
];
