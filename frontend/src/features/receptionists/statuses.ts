import type { ChipProps } from '@mui/material/Chip';
import type { ReceptionistStatus, StatusChangeDto } from '../../api/generated/types.gen';

interface StatusInfo {
  /** What the customer reads for the status. */
  label: string;
  /** What it means for the customer, in a sentence. */
  explanation: string;
  color: ChipProps['color'];
}

/** What a receptionist shows for its AI number before our team gives it a real one (docs/product.md#a-real-number-before-going-live). */
export const NUMBER_PENDING = 'Your number is assigned when we go live';

/** What each status is called and means (docs/product.md#receptionist-statuses). */
export const STATUS_INFO: Record<ReceptionistStatus, StatusInfo> = {
  pending: {
    label: 'Request Pending',
    explanation: "New request awaiting our team's review. We set receptionists up within 24-48 hours.",
    color: 'warning',
  },
  training: {
    label: 'Training in Progress',
    explanation: 'Our team is training it on your business and testing it before it answers real callers.',
    color: 'info',
  },
  active: {
    label: 'Live',
    explanation: 'Live and answering the calls your business line forwards to its AI number.',
    color: 'success',
  },
  inactive: {
    label: 'Disabled',
    explanation: 'Temporarily disabled: it is not answering calls. Contact support to turn it back on.',
    color: 'default',
  },
};

/** One line of a card's timeline: "Requested", "Training started", "Went live", "Disabled by our team"… */
export function statusChangeLabel(change: Pick<StatusChangeDto, 'from' | 'to' | 'by'>): string {
  const byTeam = change.by === 'team';
  switch (change.to) {
    case 'pending':
      return change.from === null ? 'Requested' : 'Returned to review';
    case 'training':
      return change.from === 'active' || change.from === 'inactive' ? 'Back in training' : 'Training started';
    case 'active':
      return change.from === 'inactive' ? 'Live again' : 'Went live';
    case 'inactive':
      return byTeam ? 'Disabled by our team' : 'Disabled';
  }
}
