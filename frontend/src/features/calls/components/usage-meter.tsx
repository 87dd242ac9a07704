import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { CallUsageDto } from '../../../api/generated/types.gen';
import { CallUsageBar, usageWarningSx } from '../../../components/call-usage-bar';
import { NOT_COUNTED_INFO } from '../../../lib/call-outcomes';
import { callCount, callsUsedText, projectionText, upgradePath, usageLevel } from '../../../lib/call-usage';
import { formatDate } from '../../../lib/format';
import { periodCallsPath } from '../call-filters';

/** Near or above the allowance, or on the way there: the pace, what becomes of the calls above it, and the way to more. */
function Outlook({ usage, warning }: { usage: CallUsageDto; warning?: string }) {
  const projection = projectionText(usage);
  if (!warning && !projection) return null;
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      {warning && <Typography sx={usageWarningSx}>{warning}</Typography>}
      <Typography color="text.secondary">{[projection, usage.overageRule].filter(Boolean).join(' ')}</Typography>
      {usage.upgradePlanId && (
        <Button component={RouterLink} to={upgradePath(usage.upgradePlanId)} variant="outlined" endIcon={<ArrowForward />}>
          Upgrade for more calls
        </Button>
      )}
    </Stack>
  );
}

/** What the level means, in a sentence under the bar. */
function LevelText({ usage }: { usage: CallUsageDto }) {
  switch (usageLevel(usage)) {
    case 'unlimited':
      return <Typography color="text.secondary">Your plan includes unlimited calls.</Typography>;
    case 'no-plan':
      return (
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Typography color="text.secondary">Your account has no plan yet, so no calls are included. Choose a plan to put a receptionist to work.</Typography>
          <Button component={RouterLink} to="?tab=subscription" variant="contained" endIcon={<ArrowForward />}>
            Choose a Plan
          </Button>
        </Stack>
      );
    case 'over':
      return <Outlook usage={usage} warning={`${callCount(usage.overage)} over your allowance.`} />;
    case 'near':
      return <Outlook usage={usage} warning={`You have used ${usage.percentUsed ?? 0}% of the calls your plan includes this period.`} />;
    default:
      return <Outlook usage={usage} />;
  }
}

/** The period's ended calls that did not count, by reason, each reason with a way to its calls in the log. */
function NotCounted({ usage }: { usage: CallUsageDto }) {
  const reasons = usage.notCounted.filter((entry) => entry.calls > 0);
  if (reasons.length === 0) return null;
  return (
    <Box sx={{ mt: 2.5 }}>
      <Typography variant="subtitle2" component="h4">
        Not counted this period
      </Typography>
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
        {reasons.map((entry) => (
          <Typography component="li" variant="body2" color="text.secondary" key={entry.reason}>
            {`${NOT_COUNTED_INFO[entry.reason].reason}: ${callCount(entry.calls)}`}
            {entry.reason !== 'test' && (
              <>
                {' · '}
                <Link component={RouterLink} to={periodCallsPath(usage.periodStart, { notCounted: entry.reason })}>
                  {entry.reason === 'spam' ? 'See the spam calls' : 'See the calls too short to count'}
                </Link>
              </>
            )}
          </Typography>
        ))}
      </Box>
      <Link component={RouterLink} to={periodCallsPath(usage.periodStart)} variant="body2" sx={{ display: 'inline-block', mt: 1, fontWeight: 600 }}>
        See this period’s calls in your call log
      </Link>
    </Box>
  );
}

/** The texts receptionists sent callers this period against the plan's texts (docs/voice-platforms.md#texts); nothing without a plan. */
function TextsUsed({ usage }: { usage: CallUsageDto }) {
  const { textsSent, textAllowance } = usage;
  if (textAllowance === 0 && textsSent === 0) return null;
  const count = `${textsSent.toLocaleString('en-US')} ${textsSent === 1 ? 'text' : 'texts'}`;
  const used =
    textAllowance === null ? `${count} sent to callers (unlimited on your plan)` : `${count} of ${textAllowance.toLocaleString('en-US')} sent to callers`;
  const full = textAllowance !== null && textsSent >= textAllowance;
  return (
    <Box sx={{ mt: 2.5 }}>
      <Typography variant="subtitle2" component="h4">
        Texts this period
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {used}
      </Typography>
      {full && (
        <Typography variant="body2" sx={[usageWarningSx, { mt: 0.5 }]}>
          {`Your plan's texts for this period are used: your receptionists offer to take a message instead until ${formatDate(usage.periodEnd)}.`}
        </Typography>
      )}
    </Box>
  );
}

/**
 * The usage meter (docs/product.md#usage-periods): this period's counted calls against the plan's allowance, the
 * overage above it, when the count starts again, the calls that did not count, and the texts sent to callers.
 */
export function UsageMeter({ usage }: { usage: CallUsageDto }) {
  const titleId = useId();
  const lastDay = new Date(new Date(usage.periodEnd).getTime() - 1);
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 2 }} sx={{ justifyContent: 'space-between', alignItems: { sm: 'baseline' } }}>
          <Typography id={titleId} variant="overline" component="h3" color="text.secondary" sx={{ lineHeight: 1.5 }}>
            Calls this period
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {`${formatDate(usage.periodStart)} – ${formatDate(lastDay)} · resets on ${formatDate(usage.periodEnd)}`}
          </Typography>
        </Stack>
        <Typography variant="h4" component="p" sx={{ mt: 0.5 }}>
          {callsUsedText(usage)}
        </Typography>
        <CallUsageBar usage={usage} />
        <Box sx={{ mt: 1.5 }}>
          <LevelText usage={usage} />
        </Box>
        <NotCounted usage={usage} />
        <TextsUsed usage={usage} />
      </CardContent>
    </Card>
  );
}
