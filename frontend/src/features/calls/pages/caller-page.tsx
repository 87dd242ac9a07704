import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import type { CallerDto } from '../../../api/generated/types.gen';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import { serverStatus } from '../../../api/client';
import { Fact } from '../../../components/fact';
import { ListErrorAlert, NoSuchPageAlert } from '../../../components/list-alerts';
import { PageContainer } from '../../../components/page-container';
import { PageLoader } from '../../../components/page-loader';
import { PagedList } from '../../../components/paged-list';
import { PhoneLink } from '../../../components/phone-link';
import { RetryAlert } from '../../../components/retry-alert';
import { formatDateTimeShort, formatPhoneNumber } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCaller, useCallerCalls } from '../api/caller';
import { callerPath } from '../../../lib/caller-path';
import { CallList } from '../components/call-list';
import { NotFoundSection } from '../components/not-found-section';
import { RenameCallerDialog } from '../components/rename-caller-dialog';

/**
 * /callers/:number: one caller (docs/product.md#callers): the name they are known by, their number to call back, what
 * they left to do (`followUps`, another feature's section, put here by app/) and their calls.
 */
export function CallerPage({ followUps }: { followUps?: (number: string) => ReactNode }) {
  const number = useParams().number ?? '';
  const caller = useCaller(number);
  usePageTitle(
    caller.data ? (caller.data.name ?? formatPhoneNumber(number)) : 'Caller',
    'One caller: their number and every call they made to your receptionists.',
  );

  return (
    <PageContainer>
      <Button component={RouterLink} to="/calls" startIcon={<ArrowBackRounded />} sx={{ mb: 3, ml: -1 }}>
        Back to calls
      </Button>
      {caller.isPending && <PageLoader label="Loading the caller" minHeight={0} />}
      {caller.isError &&
        // 400: a number no call could come from (a hand-edited address); 404: none of the customer's did.
        ([400, 404].includes(serverStatus(caller.error) ?? 0) ? (
          <CallerNotFound />
        ) : (
          <RetryAlert onRetry={() => void caller.refetch()}>We couldn't load this caller. Please try again.</RetryAlert>
        ))}
      {caller.data && <CallerView caller={caller.data} followUps={followUps?.(caller.data.number)} />}
    </PageContainer>
  );
}

function CallerNotFound() {
  return (
    <NotFoundSection
      title="Caller not found"
      text="None of your calls came from this number. Check the link, or find the caller in your call log."
      backTo="/calls"
    />
  );
}

function CallerView({ caller, followUps }: { caller: CallerDto; followUps: ReactNode }) {
  const [renaming, setRenaming] = useState(false);
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const calls = useCallerCalls(caller.number, page);
  const data = calls.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const pageHref = (shown: number) => `${callerPath(caller.number)}${shown > 1 ? `?page=${shown}` : ''}`;

  return (
    <>
      <Box component="header" sx={{ mb: 4 }}>
        <Typography variant="h3" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {caller.name ?? formatPhoneNumber(caller.number)}
        </Typography>
        <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <Button variant="outlined" onClick={() => setRenaming(true)}>
            {caller.givenName ? 'Rename' : 'Add a Name'}
          </Button>
        </Box>
        <Box
          component="dl"
          sx={{ m: 0, mt: 3, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, max-content)' }, columnGap: { md: 5 } }}
        >
          <Fact label="Number">
            <PhoneLink number={caller.number} />
          </Fact>
          <Fact label="Calls">{caller.callCount}</Fact>
          <Fact label="First call">{formatDateTimeShort(caller.firstCallAt)}</Fact>
          <Fact label="Latest call">{formatDateTimeShort(caller.lastCallAt)}</Fact>
        </Box>
      </Box>

      {followUps && <Box sx={{ mb: 4 }}>{followUps}</Box>}

      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        Calls
      </Typography>
      {calls.isError && (
        <ListErrorAlert error={calls.error} noun="calls" allTo={callerPath(caller.number)} allLabel="All Their Calls" onRetry={() => void calls.refetch()} />
      )}
      {calls.isPending && <PageLoader label="Loading their calls" minHeight={0} />}
      {data && data.total > 0 && data.items.length === 0 && <NoSuchPageAlert page={page} pageCount={pageCount} noun="calls" firstPageTo={pageHref(1)} />}
      {data && data.items.length > 0 && (
        <PagedList
          data={data}
          page={page}
          noun={['call', 'calls']}
          pageHref={pageHref}
          busy={calls.isPlaceholderData}
          cappedText="The pages stop here: search the call log for their number within a range of days to reach older calls."
        >
          <CallList calls={data.items} />
        </PagedList>
      )}
      {renaming && <RenameCallerDialog caller={caller} onClose={() => setRenaming(false)} />}
    </>
  );
}
