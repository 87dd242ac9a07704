import { between, type Random, seededRandom } from './seeded-random';

/** Telephone quality: 8 kHz, mono, 8-bit PCM; a minute of it is 469 KiB. */
export const SANDBOX_SAMPLE_RATE = 8000;
/**
 * A recording is as long as its call (the call as long as its transcript), up to 20 minutes: 9.2 MiB, small enough to
 * stream from memory; the sandbox's own calls last a few minutes at most.
 */
export const SANDBOX_RECORDING_MAX_SECONDS = 20 * 60;
const WAV_HEADER_BYTES = 44;
const SILENCE = 128;

/** When one side speaks in a recording, in seconds from its start: the receptionist first, then turn about. */
export interface SpokenTurn {
  start: number;
  length: number;
}

/**
 * A recording to play in place of a real call's, as long as the call: the two sides take turns as hummed "speech" (a
 * voice-like tone whose loudness rises and falls like syllables), where the transcript has them speak when `turns`
 * says so, else in turns of a few seconds with pauses between. The same call gives the same bytes.
 */
export function sandboxRecording(durationSeconds: number, seed: string, turns?: readonly SpokenTurn[]): Buffer {
  const seconds = Math.max(1, Math.min(Math.round(durationSeconds), SANDBOX_RECORDING_MAX_SECONDS));
  const samples = Buffer.alloc(seconds * SANDBOX_SAMPLE_RATE, SILENCE);
  const random = seededRandom(`recording:${seed}`);
  const spoken = turns ?? madeUpTurns(random, seconds);
  spoken.forEach((turn, index) => {
    const position = Math.round(turn.start * SANDBOX_SAMPLE_RATE);
    // The receptionist's voice is higher than the caller's, so the turns can be told apart.
    const pitch = index % 2 === 0 ? between(random, 200, 240) : between(random, 120, 160);
    const syllablesPerSecond = 3 + random() * 2;
    const length = Math.min(Math.round(turn.length * SANDBOX_SAMPLE_RATE), samples.length - position);
    hum(samples.subarray(position, position + length), pitch, syllablesPerSecond);
  });
  return Buffer.concat([wavHeader(samples.length), samples]);
}

/**
 * Writes a hummed turn into `into`: a tone at `pitch` with its second and third harmonics, its loudness rising and
 * falling `syllablesPerSecond` times a second. Each sine is carried from sample to sample by rotating a unit vector
 * (two multiplications a step) rather than asked of Math.sin, and each sample is rounded by adding a half and
 * truncating rather than by Math.round: the same bytes, and many times faster where the code runs in a vm context, as
 * jest's tests do (bench/RESULTS.md#the-test-loop). A turn is a few seconds, too short to drift.
 */
function hum(into: Buffer, pitch: number, syllablesPerSecond: number): void {
  const tone = rotation(pitch);
  const beat = rotation(syllablesPerSecond / 2); // sin(π s t): a loudness peak every 1/s seconds
  let [sin, cos] = [0, 1];
  let [beatSin, beatCos] = [0, 1];
  for (let sample = 0; sample < into.length; sample++) {
    const syllable = beatSin > 0 ? beatSin * beatSin : 0;
    // sin θ + 0.4 sin 2θ + 0.2 sin 3θ, with sin 2θ = 2 sin θ cos θ and sin 3θ = sin θ (3 − 4 sin² θ).
    const voice = sin + 0.8 * sin * cos + 0.2 * sin * (3 - 4 * sin * sin);
    into[sample] = (SILENCE + 0.5 + 60 * syllable * (voice / 1.6)) | 0; // SILENCE + Math.round(…): the sum is positive
    [sin, cos] = [sin * tone.cos + cos * tone.sin, cos * tone.cos - sin * tone.sin];
    [beatSin, beatCos] = [beatSin * beat.cos + beatCos * beat.sin, beatCos * beat.cos - beatSin * beat.sin];
  }
}

/** The turn of a sine of `hertz` from one sample to the next. */
function rotation(hertz: number): { sin: number; cos: number } {
  const angle = (2 * Math.PI * hertz) / SANDBOX_SAMPLE_RATE;
  return { sin: Math.sin(angle), cos: Math.cos(angle) };
}

/** Turns of 1.2 to 4 seconds with pauses between, filling the recording: for a call whose turns are not known. */
function madeUpTurns(random: Random, seconds: number): SpokenTurn[] {
  const turns: SpokenTurn[] = [];
  for (let start = 0.3; start < seconds;) {
    const length = 1.2 + random() * 2.8;
    turns.push({ start, length });
    start += length + 0.3 + random() * 0.8;
  }
  return turns;
}

/** The 44-byte RIFF/WAVE header of 8-bit mono PCM at SANDBOX_SAMPLE_RATE. */
function wavHeader(dataBytes: number): Buffer {
  const header = Buffer.alloc(WAV_HEADER_BYTES);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(WAV_HEADER_BYTES - 8 + dataBytes, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // the PCM format block's size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(SANDBOX_SAMPLE_RATE, 24);
  header.writeUInt32LE(SANDBOX_SAMPLE_RATE, 28); // bytes per second: one byte a sample
  header.writeUInt16LE(1, 32); // bytes per sample frame
  header.writeUInt16LE(8, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataBytes, 40);
  return header;
}
