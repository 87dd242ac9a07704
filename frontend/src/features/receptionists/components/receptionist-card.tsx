import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import SupportAgentRounded from '@mui/icons-material/SupportAgentRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';
import { IconTile } from '../../../components/icon-tile';
import { useNotify } from '../../../components/notices/notices-context';
import { truncate } from '../../../lib/truncate';
import type { Receptionist } from '../api/list-receptionists';
import { STATUS_INFO } from '../statuses';
import { StatusChip } from './status-chip';
import { StatusTimeline } from './status-timeline';

/** Spec section 2: the card shows the first 100 characters of the company information. */
export const COMPANY_INFO_PREVIEW = 100;

interface ReceptionistCardProps {
  receptionist: Receptionist;
  onEdit: (receptionist: Receptionist) => void;
  onDelete: (receptionist: Receptionist) => void;
}

/**
 * One receptionist: its status and what it means, its numbers, languages, hours, a preview of what it knows and its
 * history. A receptionist that is not answering calls (anything but Live) is dimmed.
 */
export function ReceptionistCard({ receptionist, onEdit, onDelete }: ReceptionistCardProps) {
  const nameId = useId();
  const historyId = useId();
  const { name, status, active, aiPhoneNumber, phoneNumber, languages, businessHours, companyInfo, statusHistory } = receptionist;

  return (
    <Card
      component="article"
      aria-labelledby={nameId}
      data-dimmed={!active || undefined}
      sx={[
        { height: '100%', display: 'flex', flexDirection: 'column' },
        !active && ((t) => ({ bgcolor: t.palette.mode === 'dark' ? alpha(t.palette.background.paper, 0.45) : '#fafbfd', borderStyle: 'dashed', boxShadow: 'none' })),
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
            <Box sx={{ mt: 0.5 }}>
              <StatusChip status={status} />
            </Box>
          </Box>
        </Stack>

        <Typography variant="body2" color="text.secondary">
          {STATUS_INFO[status].explanation}
        </Typography>

        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.25 }}>
          <Fact label="AI number">
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <Box component="span" sx={{ fontWeight: 650, fontVariantNumeric: 'tabular-nums' }}>
                {aiPhoneNumber}
              </Box>
              <CopyButton text={aiPhoneNumber} label={`Copy AI number of ${name}`} />
            </Stack>
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
        </Box>

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
          <Button size="small" color="error" startIcon={<DeleteOutlineRounded />} onClick={() => onDelete(receptionist)} aria-label={`Delete ${name}`}>
            Delete
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="caption" color="text.secondary" sx={{ display: 'block', fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

function NotSet() {
  return (
    <Box component="span" sx={{ color: 'text.secondary' }}>
      Not set
    </Box>
  );
}

/** Copies the text to the clipboard and says so. */
function CopyButton({ text, label }: { text: string; label: string }) {
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify({ title: 'AI number copied', description: text, variant: 'success' });
    } catch {
      notify({ title: 'Could not copy', description: 'Select the number and copy it yourself.', variant: 'warning' });
    }
  };
  return (
    <Tooltip title="Copy" describeChild>
      <IconButton size="small" aria-label={label} onClick={() => void copy()}>
        <ContentCopyRounded sx={{ fontSize: 16 }} />
      </IconButton>
    </Tooltip>
  );
}
