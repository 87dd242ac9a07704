import type { VapiArtifactMessage, VapiCall, VapiEndOfCallReport, VapiServerRequest, VapiStatusUpdate, VapiToolCalls } from '../vapi/vapi-messages';
import { type SimulatedCall, speakingSeconds } from './sandbox-call-generator';
import { sandboxRecordingUrl } from './sandbox-voice.platform';

/** A sandbox organisation id, as Vapi puts its own on every call. */
const SANDBOX_ORG_ID = '00000000-0000-4000-8000-5a4db0c0ffee';

/**
 * The server messages Vapi would send for the call: a status-update as it starts and the end-of-call-report after it
 * ends, in the shapes docs/voice-platforms.md describes. A test call is what Vapi calls a web call (no phone, no caller number),
 * as our team's calls from Vapi's dashboard are.
 */
export function vapiMessages(call: SimulatedCall): { statusUpdate: VapiServerRequest; endOfCallReport: VapiServerRequest } {
  const startedAt = call.startedAt.toISOString();
  const endedAt = call.endedAt.toISOString();
  const { caller, phoneNumber, base } = callOf(call);
  return {
    statusUpdate: { message: statusUpdateOf(call, base, caller, phoneNumber, startedAt) },
    endOfCallReport: { message: reportOf(call, base, caller, phoneNumber, startedAt, endedAt) },
  };
}

/** Vapi's `tool-calls` message for one tool the call's assistant runs, in the shape docs/voice-platforms.md#tools shows. */
export function vapiToolCall(call: SimulatedCall, toolCallId: string, name: string, args: Record<string, unknown>): VapiServerRequest {
  const { caller, phoneNumber, base } = callOf(call);
  const message: VapiToolCalls = {
    type: 'tool-calls',
    timestamp: call.startedAt.getTime() + 1_000,
    call: { ...base, status: 'in-progress' },
    ...caller,
    ...phoneNumber,
    toolCallList: [{ id: toolCallId, type: 'function', function: { name, arguments: args } }],
  };
  return { message };
}

/** The caller's number as the platform reports it: none for a web call (our team's test call) or a withheld one. */
export function reportedCallerNumber(call: Pick<SimulatedCall, 'isTest' | 'callerNumber'>): string | null {
  return call.isTest ? null : call.callerNumber;
}

/** The call as every message names it: its caller, the number dialled, and the call object. */
function callOf(call: SimulatedCall) {
  const startedAt = call.startedAt.toISOString();
  const reported = reportedCallerNumber(call);
  const caller = reported ? { customer: { number: reported } } : {};
  const phoneNumber = call.isTest ? {} : { phoneNumber: { id: call.phoneNumberId, ...(call.dialledNumber ? { number: call.dialledNumber } : {}) } };
  const base: VapiCall = {
    id: call.platformCallId,
    orgId: SANDBOX_ORG_ID,
    type: call.isTest ? 'webCall' : call.outbound ? 'outboundPhoneCall' : 'inboundPhoneCall',
    assistantId: call.assistantId,
    ...(call.isTest ? {} : { phoneNumberId: call.phoneNumberId }),
    ...caller,
    createdAt: startedAt,
    startedAt,
  };
  return { caller, phoneNumber, base };
}

type Parts = ReturnType<typeof callOf>;

function statusUpdateOf(call: SimulatedCall, base: VapiCall, caller: Parts['caller'], phoneNumber: Parts['phoneNumber'], startedAt: string): VapiStatusUpdate {
  return {
    type: 'status-update',
    status: 'in-progress',
    timestamp: call.startedAt.getTime(),
    call: { ...base, status: 'in-progress', updatedAt: startedAt },
    ...caller,
    ...phoneNumber,
  };
}

function reportOf(
  call: SimulatedCall,
  base: VapiCall,
  caller: Parts['caller'],
  phoneNumber: Parts['phoneNumber'],
  startedAt: string,
  endedAt: string,
): VapiEndOfCallReport {
  const turns = call.transcript.map((turn) => ({ start: turn.seconds, length: Math.round(speakingSeconds(turn.text) * 10) / 10 }));
  const recordingUrl = sandboxRecordingUrl(call.platformCallId, call.durationSeconds, turns);
  const report: VapiEndOfCallReport & { durationSeconds: number; cost: number; assistant: { id: string; name: string } } = {
    type: 'end-of-call-report',
    timestamp: call.endedAt.getTime(),
    endedReason: call.endedReason,
    startedAt,
    endedAt,
    durationSeconds: call.durationSeconds,
    cost: Math.round(call.durationSeconds * 0.0012 * 10_000) / 10_000,
    call: { ...base, status: 'ended', endedReason: call.endedReason, endedAt, updatedAt: endedAt },
    assistant: { id: call.assistantId, name: call.assistantName },
    ...caller,
    ...phoneNumber,
    artifact: {
      messages: artifactMessages(call),
      transcript: call.transcript.map((turn) => `${turn.speaker === 'receptionist' ? 'AI' : 'User'}: ${turn.text}`).join('\n'),
      recordingUrl,
      recording: { mono: { combinedUrl: recordingUrl } },
    },
    analysis: {
      summary: call.summary,
      structuredData: {
        outcome: call.outcome,
        language: call.language,
        unansweredQuestions: call.unansweredQuestions,
        // The name the caller gave, as an assistant's analysis plan extracts it; none given, none sent.
        ...(call.callerName ? { callerName: call.callerName } : {}),
      },
      successEvaluation: String(!['hang_up', 'spam', 'failed'].includes(call.outcome)),
    },
  };
  return report;
}

/** Vapi's `artifact.messages`: the assistant's instructions first, then each turn with its times. */
function artifactMessages(call: SimulatedCall): VapiArtifactMessage[] {
  const start = call.startedAt.getTime();
  const turns = call.transcript.map((turn) => {
    const duration = speakingSeconds(turn.text);
    return {
      role: turn.speaker === 'receptionist' ? 'bot' : 'user',
      message: turn.text,
      time: start + turn.seconds * 1000,
      endTime: start + (turn.seconds + duration) * 1000,
      secondsFromStart: turn.seconds,
      duration: Math.round(duration * 1000),
    };
  });
  return [
    {
      role: 'system',
      message: `You are ${call.assistantName}, answering the phone for the business. Be brief and friendly.`,
      time: start,
      secondsFromStart: 0,
    },
    ...turns,
  ];
}
