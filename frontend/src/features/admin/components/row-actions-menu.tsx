import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState, type ReactElement } from 'react';

export interface RowAction {
  label: string;
  /** A small MUI icon, e.g. <EditRounded fontSize="small" />. */
  icon: ReactElement;
  /** Runs after the menu has closed; leave it out for a link (`href`). */
  onSelect?: () => void;
  /** Opens this address instead (a mailto: link, say). */
  href?: string;
  disabled?: boolean;
  /** Shown in the error colour: it deletes something. */
  destructive?: boolean;
}

interface RowActionsMenuProps {
  /** 'Actions for Grace Hopper'. */
  label: string;
  actions: RowAction[];
}

/** The ⋮ button at the end of a row and its menu of actions. */
export function RowActionsMenu({ label, actions }: RowActionsMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        aria-label={label}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        size="small"
      >
        <MoreVertRounded fontSize="small" />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {actions.map((action) => {
          const content = [
            <ListItemIcon key="icon" sx={action.destructive ? { color: 'inherit' } : undefined}>
              {action.icon}
            </ListItemIcon>,
            action.label,
          ];
          const sx = action.destructive ? { color: 'error.main' } : undefined;
          return action.href ? (
            <MenuItem key={action.label} component="a" href={action.href} disabled={action.disabled} onClick={close} sx={sx}>
              {content}
            </MenuItem>
          ) : (
            <MenuItem
              key={action.label}
              disabled={action.disabled}
              onClick={() => {
                close();
                action.onSelect?.();
              }}
              sx={sx}
            >
              {content}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
