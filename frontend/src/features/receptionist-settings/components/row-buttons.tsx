import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

interface RowButtonsProps {
  /** 'answer 2': the buttons are named 'Move answer 2 up', 'Remove answer 2'. */
  what: string;
  index: number;
  count: number;
  /** Left out for lists without an order. */
  onMove?: (from: number, to: number) => void;
  onRemove: () => void;
}

/** Move up, move down and remove, for one entry of an ordered list. */
export function RowButtons({ what, index, count, onMove, onRemove }: RowButtonsProps) {
  return (
    <Stack direction="row" spacing={0.25} sx={{ flexShrink: 0 }}>
      {onMove && (
        <>
          <Tooltip title="Move up">
            <span>
              <IconButton size="small" aria-label={`Move ${what} up`} disabled={index === 0} onClick={() => onMove(index, index - 1)}>
                <ArrowUpwardRounded fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title="Move down">
            <span>
              <IconButton size="small" aria-label={`Move ${what} down`} disabled={index === count - 1} onClick={() => onMove(index, index + 1)}>
                <ArrowDownwardRounded fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        </>
      )}
      <Tooltip title="Remove">
        <IconButton size="small" aria-label={`Remove ${what}`} onClick={onRemove} sx={{ color: 'text.secondary', '&:hover': { color: 'error.main' } }}>
          <DeleteOutlineRounded fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

/** 'N of 25 on your Professional plan', red once past it. */
export function PlanCounter({ count, allowed, planName, noun }: { count: number; allowed: number; planName: string; noun: string }) {
  return (
    <Stack component="p" direction="row" sx={{ m: 0, typography: 'body2', color: count > allowed ? 'error.main' : 'text.secondary', fontWeight: 600 }}>
      {count} of {allowed} {noun} on your {planName} plan
    </Stack>
  );
}
