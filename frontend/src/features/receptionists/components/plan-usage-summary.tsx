import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { CallUsageDto } from '../../../api/generated/types.gen';
import { CallUsageBar, usageWarningSx } from '../../../components/call-usage-bar';
import { callCount, callsUsedText, overageText, usageLevel } from '../../../lib/call-usage';
import { formatDate } from '../../../lib/format';
import type { ReceptionistUsage } from '../api/get-receptionist-usage';

export const SUBSCRIPTION_PATH = '/dashboard?tab=subscription';

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** "2 of 3 receptionists on your Business plan" (the count of the limit's noun agrees with the limit). */
export function usageLine({ receptionistCount, receptionistLimit, planName, planRequired }: ReceptionistUsage): string {
  if (planRequired) return 'No plan yet';
  return `${receptionistCount} of ${plural(receptionistLimit, 'receptionist')} on your ${planName} plan`;
}

/**
 * Without a plan, or with the limit reached below the top plan, the way forward is a bigger plan; otherwise the
 * plan is managed there.
 */
export function shouldUpgrade(usage: ReceptionistUsage): boolean {
  return usage.planId === null || (!usage.canAddMore && usage.planId !== 'enterprise');
}

/** "640 of 1,000 calls this period", "Unlimited calls", "No calls included" (no plan). */
export function callsLine(calls: CallUsageDto): string {
  const level = usageLevel(calls);
  if (level === 'unlimited') return 'Unlimited calls';
  return level === 'no-plan' ? callsUsedText(calls) : `${callsUsedText(calls)} this period`;
}

/** Under the calls bar: the count on an unlimited plan, the share used from 80%, the overage, or when the count resets. */
function callsNote(calls: CallUsageDto): string | undefined {
  const resets = formatDate(calls.periodEnd);
  switch (usageLevel(calls)) {
    case 'no-plan':
      return undefined;
    case 'unlimited':
      return `${callCount(calls.callsCounted)} this period.`;
    case 'over':
      return overageText(calls);
    case 'near':
      return `${calls.percentUsed ?? 0}% used; resets on ${resets}.`;
    default:
      return `Resets on ${resets}.`;
  }
}

/** This period's calls beside the receptionists: the line, the bar (warning colour from 80%) and the note. */
function CallsThisPeriod({ calls }: { calls: CallUsageDto }) {
  const level = usageLevel(calls);
  const note = callsNote(calls);
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="h6" component="p">
        {callsLine(calls)}
      </Typography>
      <CallUsageBar usage={calls} />
      {note && (
        <Typography variant="body2" color="text.secondary" sx={[{ mt: 1.5 }, level === 'near' || level === 'over' ? usageWarningSx : {}]}>
          {note}
        </Typography>
      )}
    </Box>
  );
}

/**
 * The plan's limits, how much of them is used (receptionists, and this period's calls once they have loaded), and
 * the way to the Subscription tab.
 */
export function PlanUsageSummary({ usage, calls }: { usage: ReceptionistUsage; calls?: CallUsageDto }) {
  const { receptionistCount, receptionistLimit, languagesPerReceptionist } = usage;
  const percent = receptionistLimit > 0 ? Math.min(100, (receptionistCount / receptionistLimit) * 100) : 100;
  const upgrade = shouldUpgrade(usage);

  return (
    <Card component="section" aria-labelledby="plan-usage-title" sx={{ mb: 4 }}>
      <CardContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 2.5, md: 4 }} sx={{ alignItems: { md: 'center' } }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="overline" component="h2" color="text.secondary" id="plan-usage-title" sx={{ lineHeight: 1.5 }}>
              Plan usage
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 2.5, sm: 4 }} sx={{ mt: 0.5 }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="h6" component="p">
                  {usageLine(usage)}
                </Typography>
                {usage.planRequired ? (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
                    Choose a plan to request your first receptionist: how many you can have, and their languages, follow it.
                  </Typography>
                ) : (
                  <>
                    <LinearProgress
                      variant="determinate"
                      value={percent}
                      color={usage.canAddMore ? 'primary' : 'warning'}
                      aria-label="Receptionists used"
                      aria-valuetext={`${receptionistCount} of ${receptionistLimit}`}
                      sx={{ mt: 1.5, height: 8, borderRadius: 4 }}
                    />
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
                      Up to {plural(languagesPerReceptionist, 'language')} per receptionist.
                      {!usage.canAddMore && ' You have reached your plan’s receptionist limit.'}
                    </Typography>
                  </>
                )}
              </Box>
              {calls && <CallsThisPeriod calls={calls} />}
            </Stack>
          </Box>
          <Button
            component={RouterLink}
            to={SUBSCRIPTION_PATH}
            variant={upgrade ? 'contained' : 'outlined'}
            endIcon={<ArrowForward />}
            sx={{ alignSelf: { xs: 'flex-start', md: 'center' }, flexShrink: 0 }}
          >
            {usage.planId === null ? 'Choose a plan' : upgrade ? 'Upgrade plan' : 'Manage subscription'}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
