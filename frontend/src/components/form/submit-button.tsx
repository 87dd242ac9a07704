import Button, { type ButtonProps } from '@mui/material/Button';

interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'loading'> {
  pending: boolean;
  /** What the button says while the request runs, e.g. 'Signing in...'. */
  pendingLabel: string;
}

/** A form's submit button: disabled with a spinner while its request runs, so it cannot be sent twice. */
export function SubmitButton({ pending, pendingLabel, children, variant = 'contained', size = 'large', ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" variant={variant} size={size} loading={pending} loadingPosition="start" {...props}>
      {pending ? pendingLabel : children}
    </Button>
  );
}
