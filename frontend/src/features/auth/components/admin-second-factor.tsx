import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { recoveryCodeSchema, type RecoveryCodeValues } from '../api/admin-login';
import { AuthenticatorCodeForm, type CodeFormProps } from './authenticator-code-form';

/** First sign-in: the authenticator app scans the QR code (or takes the secret typed in), then its first code confirms it. */
export function EnrollStep({ otpauthUri, secret, pending, onCode }: CodeFormProps & { otpauthUri: string; secret: string }) {
  return (
    <Stack spacing={3}>
      <Typography>
        Scan this QR code with an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password), then enter the 6-digit code it shows.
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
