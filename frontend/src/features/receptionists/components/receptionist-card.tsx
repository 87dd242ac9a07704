import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import PushPinRounded from '@mui/icons-material/PushPinRounded';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import HourglassTopRounded from '@mui/icons-material/HourglassTopRounded';
import SupportAgentRounded from '@mui/icons-material/SupportAgentRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Fact } from '../../../components/fact';
import { IconTile } from '../../../components/icon-tile';
import { toneStyle } from '../../../components/tone-style';
import type { PendingChangeDto, SettingsDeliverySummaryDto } from '../../../api/generated';
import { formatDateTimeShort, formatPhoneNumber } from '../../../lib/format';
import { truncate } from '../../../lib/truncate';
import type { Receptionist } from '../api/list-receptionists';
import { overLimitReasonText, type PlanLimitsInfo } from '../plan-limits-text';
import { NUMBER_PENDING, STATUS_INFO } from '../statuses';
import { CopyButton } from './copy-button';
import { ForwardingSteps } from './forwarding-steps';
import { StatusChip } from './status-chip';
import { StatusTimeline } from './status-timeline';

/** docs/product.md#the-customer-area: the card shows the first 100 characters of the company information. */
export const COMPANY_INFO_PREVIEW = 100;

interface ReceptionistCardProps {
  receptionist: Receptionist;
  onEdit: (receptionist: Receptionist) => void;
  onDelete: (receptionist: Receptionist) => void;
  /** The plan's name and limits, to say why a receptionist is over them. */
  limits: PlanLimitsInfo;
  /** Chooses a receptionist beyond the plan's count to stay active instead of another. */
  onKeepActive: (receptionist: Receptionist) => void;
  /** A choice is on its way to the server: the buttons wait. */
  keeping?: boolean;
  /** How many calls it answered this month; undefined while unknown. */
  callsThisMonth?: number;
  /** Where its settings stand; undefined while unknown (the line is left out). */
  settings?: SettingsDeliverySummaryDto;
}

/**
 * One receptionist: its status and what it means, its numbers, languages, hours, a preview of what it knows and its
 * history. A receptionist that is not answering calls (anything but Live) is dimmed.
 */
export function ReceptionistCard({ receptionist, onEdit, onDelete, limits, onKeepActive, keeping = false, callsThisMonth, settings }: ReceptionistCardProps) {
  const nameId = useId();
  const historyId = useId();
  const { name, status, aiPhoneNumber, phoneNumber, languages, businessHours, companyInfo, statusHistory, overLimit, overLimitReasons } = receptionist;
  // Past the plan it does not answer (our team pauses it), whatever its status says.
  const active = receptionist.active && !overLimit;

  return (
    <Card
      component="article"
      aria-labelledby={nameId}
      data-dimmed={!active || undefined}
      sx={[
        { height: '100%', display: 'flex', flexDirection: 'column' },
        !active &&
          ((t) => ({ bgcolor: t.palette.mode === 'dark' ? alpha(t.palette.background.paper, 0.45) : '#fafbfd', borderStyle: 'dashed', boxShadow: 'none' })),
      ]}
    >
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <IconTile muted={!active}>
            <SupportAgentRounded />
          </IconTile>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography id={nameId} variant="h6" component="h3" sx={{ overflowWrap: 'anywhere', color: active ? 'text.primary' : 'text.secondary' }}>
              {name}
            </Typography>
            <Box sx={{ mt: 0.5, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
              <StatusChip status={status} />
              {overLimit && <OverLimitChip />}
            </Box>
          </Box>
        </Stack>

        <Typography variant="body2" color="text.secondary">
          {STATUS_INFO[status].explanation}
        </Typography>

        {overLimit && (
          <Box
            sx={(t) => ({
              p: 1.5,
              borderRadius: 1,
              border: 1,
              borderColor: alpha(t.palette.warning.main, 0.45),
              bgcolor: alpha(t.palette.warning.main, t.palette.mode === 'dark' ? 0.1 : 0.06),
            })}
          >
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              Not answering calls: our team pauses it while it is over your plan’s limit.
            </Typography>
            <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
              {overLimitReasons.map((reason) => (
                <Typography component="li" variant="body2" color="text.secondary" key={reason}>
                  {overLimitReasonText(reason, limits)}
                </Typography>
              ))}
            </Box>
            {overLimitReasons.includes('receptionists') && (
              <Button
                size="small"
                variant="outlined"
                startIcon={<PushPinRounded />}
                onClick={() => onKeepActive(receptionist)}
                disabled={keeping}
                aria-label={`Keep ${name} active`}
                sx={{ mt: 1.25 }}
              >
                Keep Active
              </Button>
            )}
          </Box>
        )}

        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.25 }}>
          <Fact label="AI number">
            {aiPhoneNumber ? (
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <Box component="span" sx={{ fontWeight: 650, fontVariantNumeric: 'tabular-nums' }}>
                  {formatPhoneNumber(aiPhoneNumber)}
                </Box>
                <CopyButton text={aiPhoneNumber} label={`Copy AI number of ${name}`} copied="AI number copied" />
              </Stack>
            ) : (
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {NUMBER_PENDING}
              </Box>
            )}
          </Fact>
          <Fact label="Your number">{phoneNumber}</Fact>
          <Fact label="Business hours">{businessHours || <NotSet />}</Fact>
          <Fact label="Languages">
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
              {languages.map((language) => (
                <li key={language}>
                  <Chip label={language} size="small" variant="outlined" />
                </li>
              ))}
            </Box>
          </Fact>
          {companyInfo && (
            <Fact label="Company information">
              <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                {truncate(companyInfo, COMPANY_INFO_PREVIEW)}
              </Box>
            </Fact>
          )}
          {settings && (
            <Fact label="Settings">
              <Box component="span" sx={{ color: settings.delivery === 'failed' ? 'warning.main' : undefined }}>
                {settingsLine(settings)}
              </Box>
            </Fact>
          )}
        </Box>

        {receptionist.pendingChange && <PendingChange change={receptionist.pendingChange} />}

        {aiPhoneNumber && <ForwardingSteps receptionist={receptionist} />}

        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Typography variant="body2">
            <Box component="span" sx={{ color: 'text.secondary' }}>
              Calls this month:{' '}
            </Box>
            <Box component="span" sx={{ fontWeight: 650, fontVariantNumeric: 'tabular-nums' }}>
              {callsThisMonth === undefined ? '–' : callsThisMonth.toLocaleString('en-US')}
            </Box>
          </Typography>
          <Button
            component={RouterLink}
            to={`/calls?receptionistId=${receptionist.id}`}
            size="small"
            endIcon={<ArrowForwardRounded />}
            aria-label={`View calls of ${name}`}
          >
            View calls
          </Button>
        </Stack>

        {statusHistory.length > 0 && (
          <Box>
            <Typography id={historyId} variant="overline" component="h4" color="text.secondary" sx={{ display: 'block', lineHeight: 1.5, mb: 1 }}>
              History
            </Typography>
            <StatusTimeline history={statusHistory} labelledBy={historyId} />
          </Box>
        )}

        <Stack direction="row" spacing={1} sx={{ mt: 'auto', pt: 1, borderTop: 1, borderColor: 'divider' }}>
          <Button size="small" startIcon={<EditRounded />} onClick={() => onEdit(receptionist)} aria-label={`Edit ${name}`}>
            Edit
          </Button>
          {/* The settings are another feature's page: linked by its address. */}
          <Button
            component={RouterLink}
            to={`/receptionists/${receptionist.id}/settings`}
            size="small"
            startIcon={<SettingsOutlined />}
            aria-label={`Settings of ${name}`}
          >
            Settings
          </Button>
          <Button size="small" color="error" startIcon={<DeleteOutlineRounded />} onClick={() => onDelete(receptionist)} aria-label={`Delete ${name}`}>
            Delete
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** "Over plan limit", in the warning tone; the text keeps AA contrast in both themes. */
function OverLimitChip() {
  return (
    <Chip
      label="Over plan limit"
      size="small"
      icon={<WarningAmberRounded />}
      sx={(t) => {
        const tone = toneStyle(t, 'warning');
        return { fontWeight: 650, border: 1, ...tone, '& .MuiChip-icon': { color: tone.color } };
      }}
    />
  );
}

/** Where its settings stand in a line: the server's sentence, which names the version where it matters. */
function settingsLine({ version, delivery, deliveryText }: SettingsDeliverySummaryDto): string {
  if (version === 0) return 'Not set yet: its hours, answers and transfers are in Settings.';
  if (delivery === 'setup') return `Version ${version} saved: our team builds your receptionist with it.`;
  if (delivery === 'paused') return `Version ${version} saved. ${deliveryText}`;
  return deliveryText;
}

/** A change to a live receptionist's details waits for our team, who bring its assistant in line (the work queue). */
function PendingChange({ change }: { change: PendingChangeDto }) {
  return (
    <Alert severity="info" role="status" icon={<HourglassTopRounded fontSize="small" />}>
      Your change to {listOf(change.fields)} is with our team: your receptionist answers with it by {formatDateTimeShort(change.dueBy)}.
    </Alert>
  );
}

/** ["Hours", "Name", "Languages"] → "hours, name and languages", as a sentence says them. */
function listOf(labels: string[]): string {
  const words = labels.map((label) => label.toLowerCase());
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

function NotSet() {
  return (
    <Box component="span" sx={{ color: 'text.secondary' }}>
      Not set
    </Box>
  );
}
