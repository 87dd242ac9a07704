import { zodResolver } from '@hookform/resolvers/zod';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import SaveRounded from '@mui/icons-material/SaveRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useEffect, useId, useState } from 'react';
import { FormProvider, useForm, useFormState, type FieldPath } from 'react-hook-form';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { serverErrorCode, serverFieldErrors, serverMessage, serverStatus } from '../../../api/client';
import { useNotify } from '../../../components/notices/notices-context';
import { PageContainer } from '../../../components/page-container';
import { PageLoader } from '../../../components/page-loader';
import { RetryAlert } from '../../../components/retry-alert';
import { usePageTitle } from '../../../lib/use-page-title';
import {
  SETTINGS_STALE,
  useReceptionistSettings,
  useRestoreSettingsVersion,
  useSaveSettings,
  type ReceptionistSettings,
  type SettingsScope,
} from '../api/settings';
import { AfterHoursSection } from '../components/after-hours-section';
import { AnswersSection } from '../components/answers-section';
import { BookingSection } from '../components/booking-section';
import { LinksSection } from '../components/links-section';
import { CalendarSection } from '../components/calendar-section';
import { CallersSection } from '../components/callers-section';
import { GreetingSection } from '../components/greeting-section';
import { HistorySection } from '../components/history-section';
import { HoursSection } from '../components/hours-section';
import { AssistantTools } from '../components/assistant-tools';
import { StatusStrip } from '../components/status-strip';
import { ToAnswerSection } from '../components/to-answer-section';
import { TransfersSection } from '../components/transfers-section';
import { BACKEND_DEFAULT_TIME_ZONE, formErrorsOf, settingsSchema, toFormValues, toSettingsBody, type SettingsValues } from '../schema';
import { browserTimeZone, timeZones } from '../../../lib/time-zones';

const SECTIONS = [
  { id: 'to-answer', label: 'To answer', customerOnly: true },
  { id: 'hours', label: 'Opening hours' },
  { id: 'greeting', label: 'Greeting' },
  { id: 'answers', label: 'Answers' },
  { id: 'transfers', label: 'Transfers' },
  { id: 'callers', label: 'Callers' },
  { id: 'after-hours', label: 'After hours' },
  { id: 'booking', label: 'Appointments' },
  { id: 'calendar', label: 'Calendar' },
  { id: 'links', label: 'Links to text' },
  { id: 'history', label: 'History' },
] as const;

const FALLBACK_MESSAGE = 'Something went wrong. Please try again later.';

/** A refusal shown by the Save button: the server's words, and Reload when another version was saved meanwhile. */
interface Problem {
  message: string;
  stale?: boolean;
}

/** The contents: a column beside the sections on desktops, a row of links that scrolls sideways on phones. */
function SectionNav({ scope }: { scope: SettingsScope }) {
  return (
    <Box
      component="nav"
      aria-label="Settings sections"
      sx={{ position: { md: 'sticky' }, top: { md: 96 }, alignSelf: 'start', mx: { xs: -2, sm: 0 }, overflowX: { xs: 'auto', md: 'visible' } }}
    >
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, px: { xs: 2, sm: 0 }, py: 0, display: 'flex', flexDirection: { xs: 'row', md: 'column' }, gap: { xs: 1, md: 0.25 } }}
      >
        {SECTIONS.filter((section) => scope === 'customer' || !('customerOnly' in section)).map((section) => (
          <li key={section.id}>
            <Link
              href={`#${section.id}`}
              underline="none"
              sx={{
                display: 'block',
                whiteSpace: 'nowrap',
                px: 1.5,
                py: { xs: 0.75, md: 1 },
                borderRadius: { xs: 999, md: 1 },
                border: { xs: 1, md: 0 },
                borderColor: 'divider',
                color: 'text.secondary',
                typography: 'body2',
                fontWeight: 600,
                '&:hover': { color: 'text.primary', bgcolor: 'action.hover' },
              }}
            >
              {section.label}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}

interface SaveBarProps {
  formId: string;
  pending: boolean;
  problem: Problem | null;
  reloading: boolean;
  onReload: () => void;
}

/** Sticks to the bottom of the window while the form is on screen: the one Save, and what the server said. */
function SaveBar({ formId, pending, problem, reloading, onReload }: SaveBarProps) {
  const { isDirty } = useFormState<SettingsValues>();
  return (
    <Paper
      elevation={0}
      sx={(theme) => ({
        position: 'sticky',
        bottom: 0,
        zIndex: theme.zIndex.appBar - 1,
        mt: 3,
        mx: { xs: -2, sm: 0 },
        px: { xs: 2, sm: 2.5 },
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        borderRadius: { xs: 0, sm: '12px 12px 0 0' },
        bgcolor: alpha(theme.palette.background.paper, 0.94),
        backdropFilter: 'saturate(180%) blur(12px)',
        boxShadow: theme.palette.mode === 'dark' ? '0 -8px 24px rgba(0,0,0,0.4)' : '0 -8px 24px rgba(15,23,42,0.08)',
      })}
    >
      {problem && (
        <Alert
          severity={problem.stale ? 'warning' : 'error'}
          role="alert"
          sx={{ mb: 1.5 }}
          action={
            problem.stale && (
              <Button color="inherit" size="small" onClick={onReload} loading={reloading}>
                Reload
              </Button>
            )
          }
        >
          {problem.message}
        </Alert>
      )}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {isDirty ? 'You have unsaved changes.' : 'No unsaved changes.'}
        </Typography>
        <Button
          type="submit"
          form={formId}
          variant="contained"
          startIcon={<SaveRounded />}
          disabled={!isDirty}
          loading={pending}
          loadingPosition="start"
          sx={{ flexShrink: 0 }}
        >
          {pending ? 'Saving…' : 'Save'}
        </Button>
      </Stack>
    </Paper>
  );
}

interface SettingsFormProps {
  scope: SettingsScope;
  id: number;
  base: ReceptionistSettings;
  problem: Problem | null;
  onProblem: (problem: Problem | null) => void;
  onSaved: (settings: ReceptionistSettings) => void;
  reloading: boolean;
  onReload: () => void;
  restoring: boolean;
  onRestore: (version: number) => Promise<boolean>;
  /** Told whenever the form gains or loses unsaved changes. */
  onDirtyChange: (dirty: boolean) => void;
}

/** The browser's zone, where the defaults still carry the server's: most businesses set up from where they are. */
function suggestedTimeZone(base: ReceptionistSettings): string | undefined {
  if (base.version !== 0 || base.settings.hours.timeZone !== BACKEND_DEFAULT_TIME_ZONE) return undefined;
  const zone = browserTimeZone();
  return zone && zone !== BACKEND_DEFAULT_TIME_ZONE && timeZones().includes(zone) ? zone : undefined;
}

function SettingsForm({ scope, id, base, problem, onProblem, onSaved, reloading, onReload, restoring, onRestore, onDirtyChange }: SettingsFormProps) {
  const formId = useId();
  const notify = useNotify();
  const save = useSaveSettings(scope, id);
  const methods = useForm<SettingsValues>({ resolver: zodResolver(settingsSchema), defaultValues: toFormValues(base.settings) });
  const { isDirty } = useFormState({ control: methods.control });
  const [suggested] = useState(() => suggestedTimeZone(base));
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  useEffect(() => {
    // A change to save, not a default: the owner confirms it with the first save.
    if (suggested) methods.setValue('hours.timeZone', suggested, { shouldDirty: true });
  }, [suggested, methods]);

  const onSubmit = (values: SettingsValues) => {
    onProblem(null);
    save.mutate(
      { path: { id }, body: { baseVersion: base.version, settings: toSettingsBody(values) } },
      {
        onSuccess: (saved) => {
          const description =
            saved.version === base.version
              ? `Nothing had changed: still version ${saved.version}.`
              : `Saved as version ${saved.version}. ${saved.deliveryText}`;
          notify({ title: 'Settings saved', description, variant: 'success', duration: 8000 });
          methods.reset(toFormValues(saved.settings));
          onSaved(saved);
        },
        onError: (error) => {
          const message = serverMessage(error) ?? FALLBACK_MESSAGE;
          if (serverErrorCode(error) === SETTINGS_STALE || serverStatus(error) === 409) {
            onProblem({ message, stale: true });
            return;
          }
          formErrorsOf(serverFieldErrors(error)).forEach(([path, fieldMessage], index) =>
            methods.setError(path as FieldPath<SettingsValues>, { type: 'server', message: fieldMessage }, { shouldFocus: index === 0 }),
          );
          onProblem({ message });
        },
      },
    );
  };

  return (
    <FormProvider {...methods}>
      <form
        id={formId}
        noValidate
        aria-label="Receptionist settings"
        onSubmit={methods.handleSubmit(onSubmit, () => onProblem({ message: 'Please correct the highlighted fields.' }))}
      >
        <Stack spacing={3}>
          <HoursSection timeZoneNote={suggested && `Set from this browser. Check it is where your business is (it was ${BACKEND_DEFAULT_TIME_ZONE}).`} />
          <GreetingSection />
          <AnswersSection allowance={base.allowance} />
          <TransfersSection allowance={base.allowance} />
          <CallersSection />
          <AfterHoursSection />
          <BookingSection />
          <CalendarSection scope={scope} id={id} />
          <LinksSection />
        </Stack>
        <SaveBar formId={formId} pending={save.isPending} problem={problem} reloading={reloading} onReload={onReload} />
      </form>
      <Box sx={{ mt: 3 }}>
        <HistorySection scope={scope} id={id} current={base.version} dirty={isDirty} restoring={restoring} onRestore={onRestore} />
      </Box>
    </FormProvider>
  );
}

/**
 * /receptionists/:id/settings and, for our team, /admin/receptionists/:id/settings: a receptionist's settings as one
 * versioned document (docs/product.md#receptionist-settings), saved with one button, with the history of its versions.
 */
export function ReceptionistSettingsPage({ scope }: { scope: SettingsScope }) {
  const id = Number(useParams().id);
  const settings = useReceptionistSettings(scope, id);
  const name = settings.data?.receptionistName;
  // Our team reads whose receptionist it is in the title too: the page may be opened from a link, not the row.
  const title = !name ? 'Receptionist settings' : scope === 'admin' ? `${name} of ${settings.data?.businessName} — Settings` : `${name} — Settings`;
  usePageTitle(title, 'Opening hours, greeting, answers, transfers, callers, appointments and links of your AI receptionist.');

  const notify = useNotify();
  const restore = useRestoreSettingsVersion(scope, id);
  // Back from Google's consent page (docs/product.md#google-calendar): say how it went once, then forget it.
  const [search, setSearch] = useSearchParams();
  const calendarResult = search.get('calendar');
  useEffect(() => {
    if (calendarResult !== 'connected' && calendarResult !== 'error') return;
    notify(
      calendarResult === 'connected'
        ? { title: 'Google Calendar connected', description: 'New appointments are written to it from now on.', variant: 'success' }
        : { title: 'Google Calendar not connected', description: 'Google did not give access. Please try again.', variant: 'destructive' },
    );
    setSearch(
      (params) => {
        params.delete('calendar');
        return params;
      },
      { replace: true },
    );
  }, [calendarResult, notify, setSearch]);
  // The settings the form was loaded from: only a save, a restore or Reload replaces them, never a background read.
  const [base, setBase] = useState<ReceptionistSettings | undefined>();
  const [formKey, setFormKey] = useState(0);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [reloading, setReloading] = useState(false);
  const [dirty, setDirty] = useState(false);
  if (settings.data && !base) setBase(settings.data);

  const startOver = (fresh: ReceptionistSettings) => {
    setBase(fresh);
    setFormKey((key) => key + 1);
    setProblem(null);
  };

  const reload = () => {
    setReloading(true);
    void settings.refetch().then((result) => {
      setReloading(false);
      if (result.data) startOver(result.data);
    });
  };

  const onRestore = async (version: number): Promise<boolean> => {
    if (!base) return false;
    try {
      const restored = await restore.mutateAsync({ path: { id, version }, body: { baseVersion: base.version } });
      notify({
        title: 'Version restored',
        description: `Restored version ${version} as version ${restored.version}. ${restored.deliveryText}`,
        variant: 'success',
        duration: 8000,
      });
      startOver(restored);
      return true;
    } catch (error) {
      const message = serverMessage(error) ?? FALLBACK_MESSAGE;
      if (serverStatus(error) === 409) setProblem({ message, stale: true });
      else notify({ title: 'Could not restore', description: message, variant: 'destructive' });
      return false;
    }
  };

  const current = settings.data ?? base;

  return (
    <PageContainer maxWidth="lg">
      {/* Our team's way back to the back office is the bar app/ puts above the page. */}
      {scope === 'customer' && (
        <Button component={RouterLink} to="/receptionists" startIcon={<ArrowBackRounded />} size="small" sx={{ mb: 1.5, ml: -1 }}>
          My Receptionists
        </Button>
      )}
      <Typography variant="h3" component="h1" sx={{ mb: 3, overflowWrap: 'anywhere', fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {title}
      </Typography>

      {settings.isPending && <PageLoader label="Loading the settings" minHeight="30vh" />}
      {settings.isError && !base && (
        <RetryAlert onRetry={() => void settings.refetch()}>
          {serverStatus(settings.error) === 404 ? 'This receptionist was not found.' : (serverMessage(settings.error) ?? 'The settings could not be loaded.')}
        </RetryAlert>
      )}

      {current && base && (
        <>
          <StatusStrip settings={current} byTeam={scope === 'admin'} />
          {scope === 'admin' && <AssistantTools id={id} />}
          {scope === 'admin' && (
            <Alert severity="info" sx={{ mt: 2 }}>
              You are editing a customer’s settings as our team: the history names the author “Our team”.
            </Alert>
          )}
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '180px minmax(0, 1fr)' }, gap: { xs: 2, md: 4 }, mt: 3 }}>
            <SectionNav scope={scope} />
            <Box sx={{ minWidth: 0 }}>
              {scope === 'customer' && (
                <Box sx={{ mb: 3 }}>
                  <ToAnswerSection id={id} version={base.version} blocked={dirty} onAnswered={startOver} />
                </Box>
              )}
              <SettingsForm
                key={formKey}
                scope={scope}
                id={id}
                base={base}
                problem={problem}
                onProblem={setProblem}
                onSaved={setBase}
                reloading={reloading}
                onReload={reload}
                restoring={restore.isPending}
                onRestore={onRestore}
                onDirtyChange={setDirty}
              />
            </Box>
          </Box>
        </>
      )}
    </PageContainer>
  );
}
