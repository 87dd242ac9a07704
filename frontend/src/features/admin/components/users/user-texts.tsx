import Typography from '@mui/material/Typography';
import { formatDateTime, formatPhoneNumber } from '../../../../lib/format';
import { useAdminTexts } from '../../api/list-texts';
import { textContentLabel } from '../../labels';
import { TextStatusChip } from '../status-chips';
import { countedTitle, listOf, LoadedListSection, RowTime } from './details-rows';

const SHOWN = 5;

/** The latest texts the customer's receptionists sent callers, and whether each arrived (docs/voice-platforms.md#texts). */
export function UserTexts({ userId }: { userId: number }) {
  const texts = useAdminTexts({ userId, sort: 'createdAt:desc', page: 1, pageSize: SHOWN });
  return (
    <LoadedListSection
      title={countedTitle('Texts', texts.data)}
      list={listOf(texts)}
      loadingLabel="Loading the user's texts"
      errorText="The texts could not be loaded."
      emptyText="No texts yet."
      row={(text) => (
        <>
          <RowTime dateTime={text.createdAt}>{formatDateTime(text.createdAt)}</RowTime>
          <TextStatusChip text={text} />
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            To {formatPhoneNumber(text.toNumber)} · {text.receptionistName ?? 'N/A'} · {textContentLabel(text)}
          </Typography>
        </>
      )}
    />
  );
}
