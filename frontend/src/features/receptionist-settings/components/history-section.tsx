import HistoryRounded from '@mui/icons-material/HistoryRounded';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { RetryAlert } from '../../../components/retry-alert';
import { formatDateTime } from '../../../lib/format';
import { useSettingsVersion, useSettingsVersions, type SettingsScope, type SettingsVersionSummary } from '../api/settings';
import { describeSettings } from '../describe';
import { QueryState } from './query-state';
import { Section } from './section';

/** 'Nov 22, 2026 at 3:04 PM by Ada Lovelace' (the server names the author: “Our team” for an administrator). */
function savedBy(summary: SettingsVersionSummary): string {
  return `${formatDateTime(summary.createdAt)} by ${summary.author.name}`;
}

function ViewVersionDialog({ scope, id, version, onClose }: { scope: SettingsScope; id: number; version: number | null; onClose: () => void }) {
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [shown, setShown] = useState(version);
  if (version !== null && version !== shown) setShown(version);
  const query = useSettingsVersion(scope, id, shown);
  return (
    <Dialog open={version !== null} onClose={onClose} fullScreen={fullScreen} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Version {shown}</DialogTitle>
      <DialogContent dividers>
        <QueryState query={query} loading="Loading the version" failed="This version could not be loaded." />
        {query.data && (
          <Stack spacing={2.5}>
            <Typography variant="body2" color="text.secondary">
              Saved {savedBy(query.data)}
              {query.data.restoredFrom !== null && ` · restored from version ${query.data.restoredFrom}`}
            </Typography>
            {describeSettings(query.data.settings).map((section) => (
              <Box key={section.title} component="section" aria-label={section.title}>
                <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
                  {section.title}
                </Typography>
                <Box component="ul" sx={{ m: 0, pl: 2.5, color: 'text.secondary', overflowWrap: 'anywhere' }}>
                  {section.lines.map((line, index) => (
                    <Typography component="li" variant="body2" key={index} sx={{ whiteSpace: 'pre-line' }}>
                      {line}
                    </Typography>
                  ))}
                </Box>
              </Box>
            ))}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

interface RestoreDialogProps {
  version: number | null;
  current: number;
  dirty: boolean;
  pending: boolean;
  onConfirm: (version: number) => void;
  onClose: () => void;
}

function RestoreDialog({ version, current, dirty, pending, onConfirm, onClose }: RestoreDialogProps) {
  const titleId = useId();
  const textId = useId();
  const [shown, setShown] = useState(version);
  if (version !== null && version !== shown) setShown(version);
  return (
    <Dialog open={version !== null} onClose={pending ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>Restore version {shown}?</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} component="div">
          Its settings are saved again as version {current + 1}; version {current} stays in the history.
          {dirty && ' The changes you have not saved on this page are dropped.'}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={onClose} disabled={pending} autoFocus>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => shown !== null && onConfirm(shown)} loading={pending} loadingPosition="start">
          {pending ? 'Restoring…' : 'Restore'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

interface HistorySectionProps {
  scope: SettingsScope;
  id: number;
  current: number;
  /** The page has unsaved changes: the restore dialog says they are dropped. */
  dirty: boolean;
  restoring: boolean;
  onRestore: (version: number) => Promise<boolean>;
}

/** Every saved version, newest first, each viewable and (but the current one) restorable. */
export function HistorySection({ scope, id, current, dirty, restoring, onRestore }: HistorySectionProps) {
  const versions = useSettingsVersions(scope, id);
  const [viewing, setViewing] = useState<number | null>(null);
  const [restoringVersion, setRestoringVersion] = useState<number | null>(null);
  return (
    <Section id="history" title="History" description="Each save is kept as a version. Restoring one saves its settings again as the newest version.">
      {versions.isPending && <CircularProgress size={24} aria-label="Loading the history" />}
      {versions.isError && <RetryAlert onRetry={() => void versions.refetch()}>The history could not be loaded.</RetryAlert>}
      {versions.data?.length === 0 && (
        <Alert severity="info" icon={<HistoryRounded />}>
          Nothing saved yet: your first save becomes version 1.
        </Alert>
      )}
      {versions.data && versions.data.length > 0 && (
        <Box component="ol" aria-label="Versions" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {versions.data.map((summary, index) => (
            <Box
              component="li"
              key={summary.version}
              aria-label={`Version ${summary.version}`}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                columnGap: 2,
                rowGap: 1,
                py: 1.5,
                borderTop: index === 0 ? 0 : 1,
                borderColor: 'divider',
              }}
            >
              <Box sx={{ flex: '1 1 280px', minWidth: 0 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                  <Typography sx={{ fontWeight: 700 }}>Version {summary.version}</Typography>
                  {summary.version === current && <Chip label="Current" size="small" color="primary" variant="outlined" />}
                  {summary.restoredFrom !== null && <Chip label={`Restored from version ${summary.restoredFrom}`} size="small" variant="outlined" />}
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {savedBy(summary)}
                </Typography>
                {summary.changedLabels.length > 0 && (
                  <Typography variant="body2" color="text.secondary">
                    Changed: {summary.changedLabels.join(', ')}
                  </Typography>
                )}
              </Box>
              <Stack direction="row" spacing={1}>
                <Button
                  size="small"
                  startIcon={<VisibilityOutlined />}
                  onClick={() => setViewing(summary.version)}
                  aria-label={`View version ${summary.version}`}
                >
                  View
                </Button>
                {summary.version !== current && (
                  <Button
                    size="small"
                    variant="outlined"
                    startIcon={<HistoryRounded />}
                    onClick={() => setRestoringVersion(summary.version)}
                    aria-label={`Restore version ${summary.version}`}
                  >
                    Restore
                  </Button>
                )}
              </Stack>
            </Box>
          ))}
        </Box>
      )}
      <ViewVersionDialog scope={scope} id={id} version={viewing} onClose={() => setViewing(null)} />
      <RestoreDialog
        version={restoringVersion}
        current={current}
        dirty={dirty}
        pending={restoring}
        onConfirm={(version) => void onRestore(version).then(() => setRestoringVersion(null))}
        onClose={() => setRestoringVersion(null)}
      />
    </Section>
  );
}
