import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import AddRounded from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

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

interface ListEntryProps extends RowButtonsProps {
  /** 'Answer 2': the entry's heading. */
  title: string;
  /** The heading's level where the entry sits (an h3 in a section, an h4 under a sub-heading). */
  heading?: 'h3' | 'h4';
  children: ReactNode;
}

/** One entry of a list in its own box: its heading, its buttons, then its fields. */
export function ListEntry({ title, heading = 'h3', children, ...buttons }: ListEntryProps) {
  return (
    <Box sx={{ p: { xs: 1.5, sm: 2 }, border: 1, borderColor: 'divider', borderRadius: 1.5 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
        <Typography variant="overline" component={heading} color="text.secondary" sx={{ lineHeight: 1.5 }}>
          {title}
        </Typography>
        <RowButtons {...buttons} />
      </Stack>
      {children}
    </Box>
  );
}

/** A list's Add button, off once the plan's allowance is full, with a line that says so. */
export function AddWithinPlan({ label, full, planName, onAdd }: { label: string; full: boolean; planName: string; onAdd: () => void }) {
  return <AddRow label={label} full={full} fullText={`That is all your ${planName} plan allows; a bigger plan allows more.`} onAdd={onAdd} />;
}

/** Add a row to a list, and once the list is full, why no more. */
export function AddRow({ label, full, fullText, onAdd }: { label: string; full: boolean; fullText: string; onAdd: () => void }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <Button variant="outlined" size="small" startIcon={<AddRounded />} disabled={full} onClick={onAdd}>
        {label}
      </Button>
      {full && (
        <Typography variant="body2" color="text.secondary">
          {fullText}
        </Typography>
      )}
    </Box>
  );
}
