// Interim: the shapes the calls API is agreed to answer with, until its generated client lands.
export type CallOutcome = 'appointment_booked' | 'message_taken' | 'transferred' | 'answered_question' | 'spam' | 'hang_up' | 'failed';

export interface CallListItemDto {
  id: number;
  startedAt: string;
  endedAt: string | null;
  status: 'in_progress' | 'ended';
  callerNumber: string | null;
  receptionistId: number | null;
  receptionistName: string | null;
  durationSeconds: number | null;
  outcome: CallOutcome | null;
  summary: string | null;
  isTest: boolean;
  language: string | null;
}

export interface TranscriptTurnDto {
  speaker: 'receptionist' | 'caller';
  text: string;
  seconds: number;
}

export interface CallDetailDto extends CallListItemDto {
  endedReason: string | null;
  transcript: TranscriptTurnDto[];
  recordingAvailable: boolean;
  contentRemovedAt: string | null;
}

export interface CallsPageDto {
  items: CallListItemDto[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ReceptionistCallCountDto {
  receptionistId: number;
  callsThisMonth: number;
  lastCallAt: string | null;
}
