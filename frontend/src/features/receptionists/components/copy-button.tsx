import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useNotify } from '../../../components/notices/notices-context';

/** Copies the text to the clipboard and says so (`copied` is the notice's title). */
export function CopyButton({ text, label, copied }: { text: string; label: string; copied: string }) {
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify({ title: copied, description: text, variant: 'success' });
    } catch {
      notify({ title: 'Could not copy', description: 'Select the text and copy it yourself.', variant: 'warning' });
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
