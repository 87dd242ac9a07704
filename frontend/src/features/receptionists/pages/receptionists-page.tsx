import AddRounded from '@mui/icons-material/AddRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { useCallUsage } from '../../../lib/call-usage';
import { usePageTitle } from '../../../lib/use-page-title';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { useReceptionistCallCounts } from '../api/list-call-counts';
import { useReceptionistUsage, type ReceptionistUsage } from '../api/get-receptionist-usage';
import { useReceptionists, type Receptionist } from '../api/list-receptionists';
import { useKeepReceptionistActive } from '../api/keep-receptionist-active';
import { DeleteReceptionistDialog } from '../components/delete-receptionist-dialog';
import { OverLimitNotice } from '../components/over-limit-notice';
import { PlanRequiredDialog } from '../components/plan-required-dialog';
import { PlanUsageSummary } from '../components/plan-usage-summary';
import { ReceptionistCard } from '../components/receptionist-card';
import { useSettingsDeliveries } from '../api/list-settings-deliveries';
import { ReceptionistFormDialog } from '../components/receptionist-form-dialog';
import { ReceptionistsEmptyState } from '../components/receptionists-empty-state';
import { useNotify } from '../../../components/notices/notices-context';
import { serverMessage } from '../../../api/client';

/** The add/edit dialog: open or closing, on a receptionist (edit) or none (add). */
interface FormState {
  open: boolean;
  receptionist?: Receptionist;
}

const LIMIT_NOTE_ID = 'receptionist-limit-note';

/** Why the Add button is off: the plan's limit, and what to do about it; or, without a plan, that one is needed. */
function limitNote({ planName, receptionistLimit, planRequired }: ReceptionistUsage): string {
  if (planRequired) return 'A receptionist comes with a plan: choose one to request yours.';
  const allowed = `${receptionistLimit} receptionist${receptionistLimit === 1 ? '' : 's'}`;
  return `Your ${planName} plan allows ${allowed}. Upgrade your plan to add more.`;
}

/** /receptionists (docs/product.md#the-customer-area): plan usage, the receptionists' cards, and adding, editing and deleting them. */
export function ReceptionistsPage() {
  usePageTitle('My Receptionists', 'Your AI receptionists: their status, numbers, languages and hours, and your plan usage.');
  const usage = useReceptionistUsage();
  // Not awaited: the calls line joins the summary once it has loaded, and is left out if it cannot be.
  const callUsage = useCallUsage();
  const receptionists = useReceptionists();
  // The cards show without their counts if these cannot be had.
  const callCounts = useReceptionistCallCounts();
  const settingsDeliveries = useSettingsDeliveries();
  const callsThisMonth = (id: number) => (callCounts.data ? (callCounts.data.find((count) => count.receptionistId === id)?.callsThisMonth ?? 0) : undefined);
  const [form, setForm] = useState<FormState>({ open: false });
  const [deleting, setDeleting] = useState<Receptionist | undefined>();
  const listRef = useRef<HTMLDivElement>(null);
  const keepActive = useKeepReceptionistActive();
  const notify = useNotify();
  const onKeepActive = (receptionist: Receptionist) =>
    keepActive.mutate(
      { path: { id: receptionist.id } },
      {
        onSuccess: () => notify({ title: 'Receptionist Kept Active', description: `${receptionist.name} is now within your plan.`, variant: 'success' }),
        onError: (error) =>
          notify({
            title: 'Could Not Keep It Active',
            description: serverMessage(error) ?? 'Something went wrong. Please try again later.',
            variant: 'destructive',
          }),
      },
    );

  const canAdd = usage.data?.canAddMore ?? false;
  // Without a plan, Add explains that one is needed and leads to choosing it.
  const planRequired = usage.data?.planRequired ?? false;
  const [choosingPlan, setChoosingPlan] = useState(false);
  const openAdd = () => (planRequired ? setChoosingPlan(true) : setForm({ open: true }));
  // /receptionists?request=new (where a new subscription leads) opens the request form once the usage says it may.
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('request') === 'new';
  useEffect(() => {
    if (!requested || !usage.data) return;
    if (usage.data.planRequired) setChoosingPlan(true);
    else if (usage.data.canAddMore) setForm({ open: true });
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('request');
        return next;
      },
      { replace: true },
    );
  }, [requested, usage.data, setSearchParams]);
  const openEdit = (receptionist: Receptionist) => setForm({ open: true, receptionist });
  const closeForm = () => setForm((current) => ({ ...current, open: false }));
  const onDeleted = () => {
    setDeleting(undefined);
    // Its card (and its Delete button) is gone: the focus moves to the list rather than being lost.
    setTimeout(() => listRef.current?.focus());
  };

  const loading = usage.isPending || receptionists.isPending;
  const failed = usage.isError || receptionists.isError;

  return (
    <PageContainer>
      <PageHeader
        title="My Receptionists"
        subtitle="Your AI receptionists: what each one is doing, the numbers it answers, its languages and hours."
        actions={
          usage.data && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
              <Button
                variant="contained"
                startIcon={<AddRounded />}
                onClick={openAdd}
                disabled={!canAdd && !planRequired}
                aria-describedby={canAdd ? undefined : LIMIT_NOTE_ID}
              >
                Add Receptionist
              </Button>
              {!canAdd && (
                <Typography id={LIMIT_NOTE_ID} variant="body2" color="text.secondary">
                  {limitNote(usage.data)}
                </Typography>
              )}
            </Box>
          )
        }
      />

      {loading && !failed && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
          <CircularProgress aria-label="Loading your receptionists" />
        </Box>
      )}

      {failed && (
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                void usage.refetch();
                void receptionists.refetch();
              }}
            >
              Try Again
            </Button>
          }
        >
          We couldn't load your receptionists. Please try again.
        </Alert>
      )}

      {usage.data && receptionists.data && (
        <>
          <PlanUsageSummary usage={usage.data} calls={callUsage.data} />
          <OverLimitNotice usage={usage.data} />
          <Box ref={listRef} tabIndex={-1} sx={{ outline: 'none' }}>
            {receptionists.data.length === 0 ? (
              <ReceptionistsEmptyState canAdd={canAdd || planRequired} onAdd={openAdd} />
            ) : (
              <Box component="section" aria-labelledby="receptionists-title">
                <Typography id="receptionists-title" variant="h5" component="h2" sx={visuallyHidden}>
                  Your receptionists
                </Typography>
                <Grid container spacing={3}>
                  {receptionists.data.map((receptionist) => (
                    <Grid key={receptionist.id} size={{ xs: 12, md: 6, lg: 4 }}>
                      <ReceptionistCard
                        receptionist={receptionist}
                        onEdit={openEdit}
                        onDelete={setDeleting}
                        limits={usage.data}
                        onKeepActive={onKeepActive}
                        keeping={keepActive.isPending}
                        callsThisMonth={callsThisMonth(receptionist.id)}
                        settings={settingsDeliveries.data?.find((delivery) => delivery.receptionistId === receptionist.id)}
                      />
                    </Grid>
                  ))}
                </Grid>
              </Box>
            )}
          </Box>

          <ReceptionistFormDialog
            open={form.open}
            receptionist={form.receptionist}
            languageCap={usage.data.languagesPerReceptionist}
            planName={usage.data.planName}
            onClose={closeForm}
          />
          <PlanRequiredDialog open={choosingPlan} onClose={() => setChoosingPlan(false)} />
          <DeleteReceptionistDialog receptionist={deleting} onClose={() => setDeleting(undefined)} onDeleted={onDeleted} />
        </>
      )}
    </PageContainer>
  );
}
