import Check from '@mui/icons-material/Check';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import SettingsBrightness from '@mui/icons-material/SettingsBrightness';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState, type MouseEvent } from 'react';
import { useThemeMode, type ThemeMode } from '../theme-mode';

const options: { mode: ThemeMode; label: string; Icon: typeof LightModeOutlined }[] = [
  { mode: 'light', label: 'Light', Icon: LightModeOutlined },
  { mode: 'dark', label: 'Dark', Icon: DarkModeOutlined },
  { mode: 'system', label: 'System', Icon: SettingsBrightness },
];

/** Header control choosing light, dark or the system's theme. */
export function ThemeSwitch() {
  const { mode, resolvedMode, setMode } = useThemeMode();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current = options.find((option) => option.mode === mode) ?? options[0];
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
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        sx={{ color: 'text.secondary' }}
      >
        <ButtonIcon fontSize="small" />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {options.map(({ mode: option, label, Icon }) => (
          <MenuItem
            key={option}
            role="menuitemradio"
            aria-checked={mode === option}
            selected={mode === option}
            onClick={() => choose(option)}
            sx={{ minWidth: 168 }}
          >
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{label}</ListItemText>
            {mode === option && <Check fontSize="small" color="primary" sx={{ ml: 2 }} />}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
