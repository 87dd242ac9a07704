import { wallClockFormatter } from '../../common/time-zones';
import { outcomeLabel } from './calls.mails';
import type { CallOutcome } from './platforms/voice-platform';

/**
 * The most calls one export holds (docs/product.md#exporting-the-call-log): the log pages through as many, and past
 * it the customer narrows the days. Rows are read and written in batches, so memory stays one batch whatever the size.
 */
export const CALLS_EXPORT_ROW_LIMIT = 10_000;

/** What a row of the export says about a call. */
export interface CallsCsvRow {
  id: number;
  startedAt: Date;
  callerNumber: string | null;
  /** The name the caller is shown by (docs/product.md#callers); null when none. */
  knownAs: string | null;
  receptionistName: string | null;
  durationSeconds: number | null;
  outcome: CallOutcome | null;
  summary: string | null;
  isTest: boolean;
}

/** UTF-8's byte-order mark: without it Excel reads the file as the system's code page and garbles accents. */
const BYTE_ORDER_MARK = '\uFEFF';

/**
 * The export's header row and a row's line for an owner in `timeZone`. Each call's start is written twice: in the
 * owner's zone ('2026-11-26 14:05:00', which spreadsheets read as a date and time), and in UTC (ISO 8601) for joining
 * with other systems.
 */
export function callsCsv(timeZone: string): { header: string; line: (call: CallsCsvRow) => string } {
  const columns = [
    'Call',
    `Started (${timeZone})`,
    'Started (UTC)',
    'Caller',
    'Caller name',
    'Receptionist',
    'Length (seconds)',
    'Outcome',
    'Summary',
    'Test call',
  ];
  const wallClock = wallClockFormatter(timeZone);
  const line = (call: CallsCsvRow) =>
    csvLine([
      String(call.id),
      wallClock(call.startedAt),
      call.startedAt.toISOString(),
      call.callerNumber ?? '',
      call.knownAs ?? '',
      call.receptionistName ?? '',
      call.durationSeconds === null ? '' : String(call.durationSeconds),
      call.outcome ? outcomeLabel(call.outcome) : '',
      call.summary ?? '',
      call.isTest ? 'yes' : 'no',
    ]);
  return { header: `${BYTE_ORDER_MARK}${csvLine(columns)}`, line };
}

/** One CSV record (RFC 4180): each cell quoted when it needs to be, ended by CRLF. */
function csvLine(cells: string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/**
 * A cell a spreadsheet shows as text: one starting with = + - @ (or a tab or carriage return) would be run as a formula,
 * so it starts with an apostrophe, which spreadsheets hide (OWASP's CSV injection advice); a caller's +1… number too.
 */
export function csvCell(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
