import { zodResolver } from '@hookform/resolvers/zod';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { useNotify } from '../../../components/notices/notices-context';
import {
  authenticatorCodeSchema,
  recoveryCodeSchema,
  type AuthenticatorCodeValues,
  type RecoveryCodeValues,
} from '../api/admin-login';

interface CodeFormProps {
  pending: boolean;
  onCode: (code: string) => void;
}

/** The 6-digit code field of an authenticator app, with numeric keyboards on phones and one-time-code autofill. */
function AuthenticatorCodeForm({ pending, onCode, submitLabel }: CodeFormProps & { submitLabel: string }) {
  const { control, handleSubmit } = useForm<AuthenticatorCodeValues>({ resolver: zodResolver(authenticatorCodeSchema), defaultValues: { code: '' } });
  return (
    <Stack component="form" noValidate spacing={2.5} aria-label="Authenticator code" onSubmit={handleSubmit((values) => onCode(authenticatorCodeSchema.parse(values).code))}>
      <FormTextField
        control={control}
        name="code"
        label="6-digit code"
        autoComplete="one-time-code"
        autoFocus
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7, sx: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' } } }}
      />
      <SubmitButton pending={pending} pendingLabel="Checking..." fullWidth>
        {submitLabel}
      </SubmitButton>
    </Stack>
  );
}

/** First sign-in: the authenticator app scans the QR code (or takes the secret typed in), then its first code confirms it. */
export function EnrollStep({ otpauthUri, secret, pending, onCode }: CodeFormProps & { otpauthUri: string; secret: string }) {
  return (
    <Stack spacing={3}>
      <Typography>
        Scan this QR code with an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password), then enter the 6-digit
        code it shows.
      </Typography>
      {/* Dark modules on white in both themes: scanners expect it. */}
      <Box sx={{ alignSelf: 'center', p: 2, bgcolor: '#fff', borderRadius: 2, border: 1, borderColor: 'divider', lineHeight: 0 }}>
        <QRCodeSVG value={otpauthUri} size={192} marginSize={0} title="QR code for your authenticator app" />
      </Box>
      <Box>
        <Typography variant="body2" color="text.secondary" id="authenticator-secret-label">
          Can't scan it? Enter this key in the app instead:
        </Typography>
        <Typography
          aria-labelledby="authenticator-secret-label"
          data-testid="authenticator-secret"
          sx={{ mt: 0.5, fontFamily: 'monospace', fontSize: '1rem', letterSpacing: '0.08em', overflowWrap: 'anywhere', userSelect: 'all' }}
        >
          {secret.replace(/(.{4})/g, '$1 ').trim()}
        </Typography>
      </Box>
      <AuthenticatorCodeForm pending={pending} onCode={onCode} submitLabel="Verify and continue" />
    </Stack>
  );
}

/** Shown once after enrolment: the codes that replace a lost authenticator, each usable once. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const notify = useNotify();
  const notice = useRef<HTMLDivElement>(null);
  // The code form that had the focus is gone: a screen reader starts at the notice instead of the page's top.
  useEffect(() => notice.current?.focus(), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      notify({ title: 'Recovery codes copied', variant: 'success' });
    } catch {
      notify({ title: 'Could not copy', description: 'Select the codes and copy them yourself.', variant: 'warning' });
    }
  };
  return (
    <Stack spacing={3}>
      <Alert severity="info" role="note" ref={notice} tabIndex={-1} sx={{ '&:focus': { outline: 'none' } }}>
        Save these recovery codes somewhere safe, such as a password manager. Each one signs you in once if you lose your authenticator. They will
        not be shown again.
      </Alert>
      <Box
        component="ol"
        aria-label="Recovery codes"
        sx={{
          m: 0,
          p: 2,
          listStyle: 'none',
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 1,
          borderRadius: 2,
          bgcolor: 'action.hover',
          fontFamily: 'monospace',
          fontSize: '1rem',
          textAlign: 'center',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="outlined" size="large" startIcon={<ContentCopyRounded />} onClick={() => void copy()} sx={{ flex: 1 }}>
          Copy codes
        </Button>
        <Button variant="contained" size="large" onClick={onDone} sx={{ flex: 1 }}>
          I have saved them
        </Button>
      </Stack>
    </Stack>
  );
}

/** Every later sign-in: a code from the authenticator app, or else one of the recovery codes. */
export function VerifyStep({ pending, onCode, onRecoveryCode }: CodeFormProps & { onRecoveryCode: (recoveryCode: string) => void }) {
  const [useRecoveryCode, setUseRecoveryCode] = useState(false);
  const recovery = useForm<RecoveryCodeValues>({ resolver: zodResolver(recoveryCodeSchema), defaultValues: { recoveryCode: '' } });
  return (
    <Stack spacing={3}>
      {useRecoveryCode ? (
        <>
          <Typography>Enter one of the recovery codes you saved when you set up your authenticator. Each code works once.</Typography>
          <Stack
            component="form"
            noValidate
            spacing={2.5}
            aria-label="Recovery code"
            onSubmit={recovery.handleSubmit((values) => onRecoveryCode(values.recoveryCode))}
          >
            <FormTextField control={recovery.control} name="recoveryCode" label="Recovery code" autoComplete="off" autoFocus />
            <SubmitButton pending={pending} pendingLabel="Checking..." fullWidth>
              Verify
            </SubmitButton>
          </Stack>
        </>
      ) : (
        <>
          <Typography>Enter the 6-digit code from your authenticator app.</Typography>
          <AuthenticatorCodeForm pending={pending} onCode={onCode} submitLabel="Verify" />
        </>
      )}
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        <Link component="button" type="button" onClick={() => setUseRecoveryCode(!useRecoveryCode)} sx={{ fontWeight: 600 }}>
          {useRecoveryCode ? 'Use your authenticator app instead' : 'Use a recovery code instead'}
        </Link>
      </Typography>
    </Stack>
  );
}
