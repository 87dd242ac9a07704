import Button from '@mui/material/Button';
import type { AdminReceptionist } from '../../api/list-receptionists';
import { QUICK_ACTIONS } from '../../labels';

interface QuickActionButtonProps {
  receptionist: AdminReceptionist;
  pending: boolean;
  onMove: (receptionist: AdminReceptionist, move: (typeof QUICK_ACTIONS)[keyof typeof QUICK_ACTIONS]) => void;
}

/** The next step of the receptionist's workflow (docs/product.md#receptionist-statuses): Start Training, Mark as Active, Deactivate, Activate. */
export function QuickActionButton({ receptionist, pending, onMove }: QuickActionButtonProps) {
  const move = QUICK_ACTIONS[receptionist.status];
  if (!move) return null;
  return (
    <Button
      size="small"
      variant={move.status === 'inactive' ? 'outlined' : 'contained'}
      color={move.status === 'inactive' ? 'inherit' : 'primary'}
      onClick={() => onMove(receptionist, move)}
      loading={pending}
      aria-label={`${move.label}: ${receptionist.name}`}
      sx={{ whiteSpace: 'nowrap', borderColor: 'divider' }}
    >
      {move.label}
    </Button>
  );
}
