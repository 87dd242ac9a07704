import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import EventBusyRounded from '@mui/icons-material/EventBusyRounded';
import EventRepeatRounded from '@mui/icons-material/EventRepeatRounded';
import PhoneForwardedRounded from '@mui/icons-material/PhoneForwardedRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import SmsRounded from '@mui/icons-material/SmsRounded';
import DoNotDisturbOnRounded from '@mui/icons-material/DoNotDisturbOnRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ComponentType, ReactNode } from 'react';
import type { CallActionDto, CallAction, CallActionTextDto, TextStatus } from '../api/generated/types.gen';
import { formatDateTimeShort } from '../lib/format';
import { toneStyle } from './tone-style';

/** Each action's icon; a lookup (no action) shows a magnifier, a refusal a "not done" sign. */
const ACTION_ICONS: Record<CallAction, ComponentType<{ fontSize?: 'small'; color?: 'success' | 'action' | 'disabled' }>> = {
  booked: EventAvailableRounded,
  moved: EventRepeatRounded,
  cancelled: EventBusyRounded,
  texted: SmsRounded,
  transferred: PhoneForwardedRounded,
};

/** The filter's words for each action: "Calls that …". */
export const CALL_ACTION_LABELS: Record<CallAction, string> = {
  booked: 'Booked an appointment',
  moved: 'Moved an appointment',
  cancelled: 'Cancelled an appointment',
  texted: 'Texted a link',
  transferred: 'Put the caller through',
};

/** Where a text the receptionist sent is, in words, and the colour that says whether it reached the phone. */
const TEXT_DELIVERY: Record<TextStatus, { label: string; tone: 'neutral' | 'success' | 'error' }> = {
  queued: { label: 'Text waiting to send', tone: 'neutral' },
  sent: { label: 'Text sent, not yet confirmed delivered', tone: 'neutral' },
  delivered: { label: 'Text delivered', tone: 'success' },
  failed: { label: 'Text not delivered', tone: 'error' },
  undelivered: { label: 'Text not delivered', tone: 'error' },
};

function TextDelivery({ text }: { text: CallActionTextDto }) {
  const { label, tone } = TEXT_DELIVERY[text.status];
  return (
    // The tone's darker shade on light paper, lighter on dark: AA contrast for small text (tone-style.ts).
    <Typography variant="caption" sx={(theme) => ({ color: toneStyle(theme, tone).color, fontWeight: 600 })}>
      {text.errorCode === null ? label : `${label} (error ${text.errorCode})`}
    </Typography>
  );
}

/** Whether a value (from the address) names an action. */
export function isCallAction(value: string | null | undefined): value is CallAction {
  return value !== null && value !== undefined && Object.hasOwn(CALL_ACTION_LABELS, value);
}

/**
 * What the receptionist did with its tools during a call (bookings, texts, transfers), in order, each as it was recorded;
 * a refused one says so, and a text says whether it reached the phone. The customer's call page and the back office's call dialog both show it.
 */
export function CallActions({ actions, Section }: { actions: CallActionDto[]; Section: ComponentType<{ title: string; children: ReactNode }> }) {
  if (actions.length === 0) return null;
  return (
    <Section title="What the receptionist did">
      <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.25 }}>
        {actions.map((item, index) => {
          const Icon = !item.ok ? DoNotDisturbOnRounded : item.action ? ACTION_ICONS[item.action] : SearchRounded;
          return (
            <Box component="li" key={index} sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
              <Box sx={{ mt: '2px', display: 'flex' }} aria-hidden>
                <Icon fontSize="small" color={!item.ok ? 'disabled' : item.action ? 'success' : 'action'} />
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {item.ok ? item.summary : `Not done: ${item.summary.replace(/^Refused: /, '')}`}
                </Typography>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
                  <Typography variant="caption" color="text.secondary">
                    {formatDateTimeShort(item.at)}
                  </Typography>
                  {item.text && <TextDelivery text={item.text} />}
                </Box>
              </Box>
            </Box>
          );
        })}
      </Box>
    </Section>
  );
}
