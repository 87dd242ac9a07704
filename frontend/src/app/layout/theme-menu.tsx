import Check from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { THEME_OPTIONS } from './theme-options';
import type { ThemeMode } from '../theme-mode';

interface ThemeMenuProps {
  id: string;
  anchor: HTMLElement | null;
  mode: ThemeMode;
  onChoose: (mode: ThemeMode) => void;
  onClose: () => void;
}

/** The theme choices; loaded when the theme button is first used (see ThemeSwitch). */
export function ThemeMenu({ id, anchor, mode, onChoose, onClose }: ThemeMenuProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      {THEME_OPTIONS.map(({ mode: option, label, Icon }) => (
        <MenuItem
          key={option}
          role="menuitemradio"
          aria-checked={mode === option}
          selected={mode === option}
          onClick={() => onChoose(option)}
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
  );
}
