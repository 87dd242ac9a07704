import type { CallerTextOutcome } from '../../api/generated/types.gen';

/** The notice after the business changed an appointment: what changed, and whether the caller is texted about it. */
export function changeNotice(title: string, description: string, outcome: CallerTextOutcome | null) {
  const note = callerTextNote(outcome);
  return { title, description: `${description}${note.text}`, variant: note.warning ? ('warning' as const) : ('success' as const) };
}

/** What the notice adds about the text to the caller, and whether it is a warning (none went out). */
function callerTextNote(outcome: CallerTextOutcome | null): { text: string; warning: boolean } {
  switch (outcome) {
    case 'queued':
      return { text: ' The caller is being texted about it.', warning: false };
    case 'opted_out':
      return { text: ' The caller opted out of texts (they replied STOP), so no text was sent.', warning: true };
    case 'allowance_used':
      return { text: " Your plan's texts for this period are used, so no text was sent.", warning: true };
    case 'no_number':
      return { text: ' The caller left no number, so no text was sent.', warning: true };
    default:
      return { text: '', warning: false };
  }
}
