import { signVapiBody } from '../vapi/vapi-signature';
import { InvalidVoiceSignature, RecordingUnavailable } from '../voice-platform';
import { simulateCall, type SandboxReceptionist } from './sandbox-call-generator';
import { planCalls, businessHoursWeight } from './sandbox-call-plan';
import { SANDBOX_RECORDING_MAX_SECONDS, SANDBOX_SAMPLE_RATE, sandboxRecording } from './sandbox-recording';
import { vapiMessages } from './sandbox-vapi-messages';
import { sandboxRecordingUrl, SandboxVoicePlatform } from './sandbox-voice.platform';

const SECRET = 'sandbox-secret-for-the-spec-0123456789';
// Its assistants' store is the database's (test/calls/sandbox-calls.int-spec.ts); nothing here applies instructions.
const platform = new SandboxVoicePlatform({ sandboxSecret: SECRET }, { keep: () => Promise.reject(new Error('not used here')) });
const ENDED_AT = new Date('2026-11-24T15:30:00Z');
const RECEPTIONIST: SandboxReceptionist = {
  id: 3,
  name: 'Reception',
  companyName: 'Acme Plumbing',
  companyInfo: '',
  businessHours: '',
  languages: ['French', 'English'],
  aiPhoneNumber: '+1 (888) 555-0103',
  assistantId: 'sandbox-assistant-3',
  phoneNumberId: 'sandbox-number-3',
};

async function bytes(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe('sandbox voice platform', () => {
  const call = simulateCall(RECEPTIONIST, { endedAt: ENDED_AT, seed: 'platform-spec' });
  const { statusUpdate, endOfCallReport } = vapiMessages(call);
  const body = (message: unknown) => Buffer.from(JSON.stringify(message));

  it("verifies its messages as Vapi's HMAC credential signs them, with its own secret only", () => {
    const report = body(endOfCallReport);
    expect(() => platform.verify(report, { 'x-vapi-signature': signVapiBody(report, SECRET) })).not.toThrow();
    expect(() => platform.verify(report, { 'x-vapi-signature': signVapiBody(report, 'another-secret-0123456789') })).toThrow(InvalidVoiceSignature);
    expect(() => platform.verify(Buffer.concat([report, Buffer.from(' ')]), { 'x-vapi-signature': signVapiBody(report, SECRET) })).toThrow(
      InvalidVoiceSignature,
    );
    expect(() => platform.verify(report, {})).toThrow(InvalidVoiceSignature);
  });

  it("reads the end-of-call report with Vapi's parser into the call's own facts", () => {
    const message = platform.parse(body(endOfCallReport))!;
    expect(message.type).toBe('end-of-call-report');
    expect(call.callerName).toBeTruthy();
    expect(message.sentAt).toEqual(call.endedAt);
    expect(message.call).toEqual({
      platformCallId: call.platformCallId,
      assistantId: 'sandbox-assistant-3',
      phoneNumberId: 'sandbox-number-3',
      callerNumber: call.callerNumber,
      // The name the caller gave in the transcript, which the report's analysis carries (followed by follow-ups and callers).
      ...(call.callerName ? { callerName: call.callerName } : {}),
      isTest: false,
      status: 'ended',
      startedAt: call.startedAt,
      endedAt: call.endedAt,
      endedReason: call.endedReason,
      outcome: call.outcome,
      summary: call.summary,
      transcript: call.transcript,
      recordingRef: expect.any(String),
      language: call.language,
      // The sandbox always says which questions went unanswered: none, for an assistant never given settings.
      unansweredQuestions: [],
    });
    // Its length, and when each side speaks (the transcript's turns, each as long as its words take).
    expect(
      message.call.recordingRef?.startsWith(`${sandboxRecordingUrl(call.platformCallId, call.durationSeconds)}&turns=${call.transcript[0].seconds}:`),
    ).toBe(true);
  });

  it('sends a status-update when the call starts, and marks a test call as a web call without a caller number', () => {
    expect(platform.parse(body(statusUpdate))).toEqual({
      type: 'status-update',
      sentAt: call.startedAt,
      call: expect.objectContaining({ platformCallId: call.platformCallId, status: 'in_progress', startedAt: call.startedAt, isTest: false }),
    });
    const test = simulateCall(RECEPTIONIST, { endedAt: ENDED_AT, seed: 'platform-spec', isTest: true });
    expect(platform.parse(body(vapiMessages(test).endOfCallReport))!.call).toMatchObject({
      isTest: true,
      callerNumber: null,
      assistantId: 'sandbox-assistant-3',
      outcome: test.outcome,
    });
  });

  it('streams a recording as a valid WAV with its length, the same bytes every time', async () => {
    const recording = await platform.openRecording(sandboxRecordingUrl('abc-123', 42));
    const audio = await bytes(recording.body);
    expect(recording.contentType).toBe('audio/wav');
    expect(recording.contentLength).toBe(audio.length);
    expect(audio.toString('ascii', 0, 4)).toBe('RIFF');
    expect(audio.readUInt32LE(4)).toBe(audio.length - 8);
    expect(audio.toString('ascii', 8, 16)).toBe('WAVEfmt ');
    expect(audio.readUInt16LE(20)).toBe(1); // PCM
    expect(audio.readUInt16LE(22)).toBe(1); // mono
    expect(audio.readUInt32LE(24)).toBe(SANDBOX_SAMPLE_RATE);
    expect(audio.toString('ascii', 36, 40)).toBe('data');
    expect(audio.readUInt32LE(40)).toBe(42 * SANDBOX_SAMPLE_RATE);
    expect(audio.subarray(44).some((sample) => sample !== 128)).toBe(true);
    // Buffer.equals, not toEqual: jest compares a buffer's 336,000 bytes one by one through its generic equality.
    expect((await bytes((await platform.openRecording(sandboxRecordingUrl('abc-123', 42))).body)).equals(audio)).toBe(true);
    expect(sandboxRecording(42, 'another-call').equals(audio)).toBe(false);
  });

  it('follows the call length, a minute or several, up to its limit, and at least a second', () => {
    expect(sandboxRecording(95, 'long').length).toBe(44 + 95 * SANDBOX_SAMPLE_RATE);
    expect(sandboxRecording(SANDBOX_RECORDING_MAX_SECONDS + 60, 'longer').length).toBe(44 + SANDBOX_RECORDING_MAX_SECONDS * SANDBOX_SAMPLE_RATE);
    expect(sandboxRecording(0, 'none').length).toBe(44 + SANDBOX_SAMPLE_RATE);
  });

  it('speaks where the transcript has a side speak, and is silent between the turns', async () => {
    const turns = [
      { start: 0.5, length: 3.2 },
      { start: 5, length: 2.5 },
    ];
    const audio = (await bytes((await platform.openRecording(sandboxRecordingUrl('turns-1', 10, turns))).body)).subarray(44);
    const voiced = (from: number, to: number) => audio.subarray(from * SANDBOX_SAMPLE_RATE, to * SANDBOX_SAMPLE_RATE).some((sample) => sample !== 128);
    expect([voiced(0, 0.5), voiced(0.5, 3.7), voiced(3.7, 5), voiced(5, 7.5), voiced(7.5, 10)]).toEqual([false, true, false, true, false]);
  });

  it.each([
    ['not a link', 'recording-1'],
    ['turns that are not times', 'https://recordings.sandbox.invalid/abc.wav?seconds=10&turns=1:2,x'],
    ['another host', 'https://example.com/abc.wav?seconds=10'],
    ['a path outside its recordings', 'https://recordings.sandbox.invalid/../etc/passwd.wav?seconds=10'],
    ['no length', 'https://recordings.sandbox.invalid/abc.wav'],
    ['a length past a day', 'https://recordings.sandbox.invalid/abc.wav?seconds=100000'],
  ])('has no recording under %s', async (_case, reference) => {
    await expect(platform.openRecording(reference)).rejects.toThrow(RecordingUnavailable);
  });
});

describe('sandbox call plan', () => {
  it('weights business hours over nights, and averages one over the week', () => {
    const tuesdayNoon = new Date('2026-11-24T12:00:00Z');
    const tuesdayThreeAm = new Date('2026-11-24T03:00:00Z');
    expect(businessHoursWeight(tuesdayNoon)).toBeGreaterThan(10 * businessHoursWeight(tuesdayThreeAm));
    const week = Array.from({ length: 7 * 24 }, (_, hour) => businessHoursWeight(new Date(Date.UTC(2026, 10, 22, hour))));
    expect(week.reduce((sum, weight) => sum + weight, 0) / week.length).toBeCloseTo(1, 10);
  });

  it('places calls at the hourly rate on average, inside the window, the same when planned twice', () => {
    const from = new Date('2026-11-02T00:00:00Z');
    const to = new Date('2026-11-30T00:00:00Z'); // four whole weeks
    const plan = planCalls(5, from, to, 6);
    const hours = (to.getTime() - from.getTime()) / 3_600_000;
    expect(plan.length / hours).toBeGreaterThan(5.5);
    expect(plan.length / hours).toBeLessThan(6.5);
    expect(plan.every((call) => call.endedAt >= from && call.endedAt < to)).toBe(true);
    expect(planCalls(5, from, to, 6)).toEqual(plan);
    const businessHours = plan.filter((call) => call.endedAt.getUTCHours() >= 9 && call.endedAt.getUTCHours() < 17 && call.endedAt.getUTCDay() % 6 !== 0);
    expect(businessHours.length).toBeGreaterThan(plan.length / 2);
  });

  it('plans a minute the same whichever window it is planned in, and nothing at a rate of 0', () => {
    const minute = new Date('2026-11-24T10:07:00Z');
    const alone = planCalls(5, minute, new Date(minute.getTime() + 60_000), 120);
    const inAnHour = planCalls(5, new Date('2026-11-24T10:00:00Z'), new Date('2026-11-24T11:00:00Z'), 120);
    expect(alone.length).toBeGreaterThan(0);
    expect(inAnHour).toEqual(expect.arrayContaining(alone));
    expect(planCalls(5, minute, new Date(minute.getTime() + 3_600_000), 0)).toEqual([]);
  });
});
