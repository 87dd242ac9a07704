import { zodResolver } from '@hookform/resolvers/zod';
import CreditCardRounded from '@mui/icons-material/CreditCardRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, type ReactNode } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { SubmitButton } from '../../../components/form/submit-button';
import { cardDetailsSchema, cvcLength, emptyCardDetails, formatCardNumber, formatCvc, formatExpiry, type CardDetails } from '../card-details';

interface CardFormProps {
  /** 'Start Free Trial', 'Pay $249.00'… */
  submitLabel: string;
  pendingLabel?: string;
  pending: boolean;
  onSubmit: (card: CardDetails) => void;
  /** The provider's refusal, shown above the button (the hosted page stays on the form). */
  error?: string;
  /** The provider's card checks that failed, by field (a 402's `errors`), shown on the fields. */
  fieldErrors?: Record<string, string>;
  /** Under the button: what pressing it does. */
  footnote?: ReactNode;
}

type CardField = keyof CardDetails;

interface CardTextFieldProps {
  control: Control<CardDetails>;
  name: CardField;
  label: string;
  format: (value: string) => string;
  autoComplete: string;
  placeholder: string;
  maxLength: number;
  disabled: boolean;
  icon?: ReactNode;
}

/** A card field that formats as people type ('4242 4242…', 'MM / YY') and shows Stripe's message when wrong. */
function CardTextField({ control, name, label, format, autoComplete, placeholder, maxLength, disabled, icon }: CardTextFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, onChange, ...field }, fieldState }) => (
        <TextField
          {...field}
          inputRef={ref}
          onChange={(event) => onChange(format(event.target.value))}
          label={label}
          fullWidth
          disabled={disabled}
          placeholder={placeholder}
          autoComplete={autoComplete}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          slotProps={{
            htmlInput: { inputMode: 'numeric', maxLength, spellCheck: false, autoCorrect: 'off' },
            input: icon ? { endAdornment: <InputAdornment position="end">{icon}</InputAdornment> } : undefined,
          }}
        />
      )}
    />
  );
}

/**
 * The sandbox's card form (the embedded checkout and the hosted page): "Card number", "Expiry" and "CVC", checked
 * in the browser as Stripe Elements checks them; the card goes only to the sandbox's confirm call.
 */
export function CardForm({ submitLabel, pendingLabel = 'Processing...', pending, onSubmit, error, fieldErrors, footnote }: CardFormProps) {
  const schema = useMemo(() => cardDetailsSchema(), []);
  const { control, handleSubmit, watch, setError } = useForm<CardDetails>({
    resolver: zodResolver(schema),
    defaultValues: emptyCardDetails,
  });

  useEffect(() => {
    for (const name of ['cardNumber', 'expiry', 'cvc'] as const) {
      const message = fieldErrors?.[name];
      if (message) setError(name, { type: 'server', message }, { shouldFocus: true });
    }
  }, [fieldErrors, setError]);
  const cvcDigits = cvcLength(watch('cardNumber'));

  return (
    <Stack component="form" noValidate onSubmit={handleSubmit(onSubmit)} spacing={2.5} aria-label="Card details">
      <CardTextField
        control={control}
        name="cardNumber"
        label="Card number"
        format={formatCardNumber}
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        maxLength={23}
        disabled={pending}
        icon={<CreditCardRounded color="action" aria-hidden />}
      />
      <Grid container spacing={2}>
        <Grid size={6}>
          <CardTextField
            control={control}
            name="expiry"
            label="Expiry"
            format={formatExpiry}
            autoComplete="cc-exp"
            placeholder="MM / YY"
            maxLength={7}
            disabled={pending}
          />
        </Grid>
        <Grid size={6}>
          <CardTextField
            control={control}
            name="cvc"
            label="CVC"
            format={(value) => formatCvc(value).slice(0, cvcDigits)}
            autoComplete="cc-csc"
            placeholder={cvcDigits === 4 ? '1234' : '123'}
            maxLength={4}
            disabled={pending}
          />
        </Grid>
      </Grid>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <SubmitButton pending={pending} pendingLabel={pendingLabel} fullWidth startIcon={<LockRounded />}>
        {submitLabel}
      </SubmitButton>
      {footnote && (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {footnote}
        </Typography>
      )}
    </Stack>
  );
}
