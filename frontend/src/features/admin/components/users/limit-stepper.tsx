import AddRounded from '@mui/icons-material/AddRounded';
import RemoveRounded from '@mui/icons-material/RemoveRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, type Ref } from 'react';
import { receptionistCount } from '../../labels';

const MAX_LIMIT = 10_000;

interface LimitStepperProps {
  value: number | null;
  onChange: (value: number | null) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
}

/**
 * The receptionist limit (docs/product.md#the-back-office): minus, a numeric input and plus. Never below 0 (minus is
 * disabled at 0), plus from an empty input gives 1, and an empty input means no number (null).
 */
export function LimitStepper({ value, onChange, onBlur, inputRef, error }: LimitStepperProps) {
  const summaryId = useId();
  const errorId = useId();
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <IconButton
          aria-label="Decrease receptionist limit"
          onClick={() => onChange(value === null ? null : Math.max(0, value - 1))}
          disabled={value === null || value <= 0}
          sx={{ border: 1, borderColor: 'divider' }}
        >
          <RemoveRounded />
        </IconButton>
        <TextField
          label="Receptionist limit"
          size="small"
          value={value === null ? '' : String(value)}
          onChange={(event) => {
            const digits = event.target.value.replace(/\D/g, '');
            onChange(digits === '' ? null : Math.min(MAX_LIMIT, Number(digits)));
          }}
          onBlur={onBlur}
          inputRef={inputRef}
          error={Boolean(error)}
          sx={{ width: 150 }}
          slotProps={{
            htmlInput: {
              inputMode: 'numeric',
              pattern: '[0-9]*',
              'aria-describedby': [summaryId, error ? errorId : undefined].filter(Boolean).join(' '),
            },
          }}
        />
        <IconButton
          aria-label="Increase receptionist limit"
          onClick={() => onChange(value === null ? 1 : Math.min(MAX_LIMIT, value + 1))}
          disabled={value !== null && value >= MAX_LIMIT}
          sx={{ border: 1, borderColor: 'divider' }}
        >
          <AddRounded />
        </IconButton>
      </Stack>
      <Typography id={summaryId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {value === null ? 'No limit entered' : `Allows ${receptionistCount(value)}`}
      </Typography>
      {error && (
        <Typography id={errorId} variant="body2" color="error" sx={{ mt: 0.5 }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}
