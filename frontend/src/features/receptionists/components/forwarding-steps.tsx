import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import PhoneForwardedRounded from '@mui/icons-material/PhoneForwardedRounded';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { serverMessage } from '../../../api/client';
import type { ForwardingCarrier } from '../../../api/generated/types.gen';
import { useNotify } from '../../../components/notices/notices-context';
import type { Receptionist } from '../api/list-receptionists';
import { useUpdateReceptionist } from '../api/update-receptionist';
import { CopyButton } from './copy-button';
import { ForwardingCheckPanel } from './forwarding-check';

/**
 * How to send the business line's calls to the AI number (docs/product.md#forwarding-the-business-line): the customer
 * picks their phone company and sees its codes, which the server writes for this number. Open by default once live,
 * when forwarding is the one step left to the customer.
 */
export function ForwardingSteps({ receptionist }: { receptionist: Receptionist }) {
  const notify = useNotify();
  const update = useUpdateReceptionist();
  const headingId = useId();
  const { forwardingGuides: guides, forwardingCarrier, name } = receptionist;
  const guide = guides.find((candidate) => candidate.carrier === (forwardingCarrier ?? 'other')) ?? guides[guides.length - 1];
  if (!guide) return null;

  const choose = (carrier: ForwardingCarrier) =>
    update.mutate(
      { path: { id: receptionist.id }, body: { forwardingCarrier: carrier } },
      {
        onError: (error) =>
          notify({ title: 'Could not save your phone company', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' }),
      },
    );

  return (
    <Accordion
      disableGutters
      elevation={0}
      defaultExpanded={receptionist.status === 'active'}
      // Under the card's h3 name, beside its History h4.
      slotProps={{ heading: { component: 'h4' } }}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, '&::before': { display: 'none' }, bgcolor: 'transparent' }}
    >
      <AccordionSummary expandIcon={<ExpandMoreRounded />} aria-controls={`${headingId}-steps`} id={headingId}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <PhoneForwardedRounded fontSize="small" color="primary" aria-hidden />
          <Typography variant="subtitle2" component="span" sx={{ fontWeight: 700 }}>
            Forward your calls to {name}
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails sx={{ pt: 0, display: 'grid', gap: 1.5 }}>
        <TextField
          select
          size="small"
          label="Your phone company"
          value={guide.carrier}
          onChange={(event) => choose(event.target.value as ForwardingCarrier)}
          disabled={update.isPending}
        >
          {guides.map((option) => (
            <MenuItem key={option.carrier} value={option.carrier}>
              {option.carrierName}
            </MenuItem>
          ))}
        </TextField>
        {guide.codes.length > 0 && (
          <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
            {guide.codes.map((code) => (
              <Box key={code.purpose}>
                <Typography component="dt" variant="caption" color="text.secondary">
                  {code.label}
                </Typography>
                <Stack component="dd" direction="row" spacing={0.5} sx={{ m: 0, alignItems: 'center' }}>
                  <Box component="code" sx={{ fontWeight: 650, fontSize: '0.95rem', overflowWrap: 'anywhere' }}>
                    {code.dial}
                  </Box>
                  <CopyButton text={code.dial} label={`Copy the code: ${code.label}`} copied="Code copied" />
                </Stack>
              </Box>
            ))}
          </Box>
        )}
        <Typography variant="body2" color="text.secondary">
          {guide.note}
        </Typography>
        {receptionist.status === 'active' ? (
          <>
            <Typography variant="body2" color="text.secondary">
              Then let us check: we call your business line from {name}&apos;s number and tell you whether the call came through.
            </Typography>
            <ForwardingCheckPanel receptionist={receptionist} />
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Once {name} is live, &quot;Call me to check&quot; here tells you whether forwarding works.
          </Typography>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
