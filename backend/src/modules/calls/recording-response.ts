import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { applyDecorators } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiProduces, ApiResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import { appError } from '../../common/errors/app.exception';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { DEFAULT_CALL_RETENTION_DAYS } from '../../config/voice.config';
import { CALLS_ERRORS } from './calls.errors';
import type { CallRecording } from './platforms/voice-platform';

const AUDIO = { schema: { type: 'string', format: 'binary' } };
const HEADERS = {
  'Accept-Ranges': { description: 'bytes: the player may ask for a part (Range)', schema: { type: 'string' } },
  'Content-Length': { schema: { type: 'integer' } },
  'Cache-Control': { description: 'private, no-store', schema: { type: 'string' } },
};

/** Documents a recording route: audio bytes, whole (200) or the requested part (206), and what it refuses. */
export function ApiRecording() {
  return applyDecorators(
    ApiProduces('audio/*'),
    ApiHeader({ name: 'Range', required: false, description: 'bytes=start-end (one range), as the browser’s audio player sends when seeking' }),
    ApiOkResponse({ description: 'The whole recording', content: { 'audio/*': AUDIO }, headers: HEADERS }),
    ApiErrors(
      CALLS_ERRORS.CALL_NOT_FOUND,
      CALLS_ERRORS.RECORDING_UNAVAILABLE,
      {
        ...CALLS_ERRORS.RECORDING_REMOVED(DEFAULT_CALL_RETENTION_DAYS),
        when: `Calls keep their content CALL_RETENTION_DAYS days (${DEFAULT_CALL_RETENTION_DAYS} unless set)`,
      },
      { ...CALLS_ERRORS.RANGE_NOT_SATISFIABLE, when: 'The Range starts past the end; Content-Range gives the size' },
      {
        ...CALLS_ERRORS.RECORDING_FETCH_FAILED,
        when: 'The voice platform did not hand over the recording, or its link or a redirect led off the allowed hosts or to a non-public address',
      },
    ),
    ApiResponse({
      status: 206,
      description: 'The requested bytes of the recording',
      content: { 'audio/*': AUDIO },
      headers: { ...HEADERS, 'Content-Range': { description: 'bytes start-end/size', schema: { type: 'string' } } },
    }),
  );
}

/** One byte range of a recording, both ends included. */
interface ByteRange {
  start: number;
  end: number;
}

/**
 * The single byte range a Range header asks for (bytes=0-99, bytes=100-, bytes=-100), 'unsatisfiable' when it starts
 * past the end, or undefined for the whole recording: no header, several ranges or one we cannot read, which HTTP
 * lets a server answer with everything (200).
 */
function requestedRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = header === undefined ? null : /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    return suffix === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(size - suffix, 0), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size) return 'unsatisfiable';
  return end < start ? undefined : { start, end };
}

/** The bytes from `start` to `end` of a stream, read no further than `end`. */
async function* slice(body: Readable, { start, end }: ByteRange): AsyncGenerator<Buffer> {
  let position = 0;
  for await (const chunk of body) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    const from = Math.max(start - position, 0);
    const to = Math.min(end + 1 - position, buffer.length);
    if (from < to) yield buffer.subarray(from, to);
    position += buffer.length;
    if (position > end) return;
  }
}

/** A call's recording is a few megabytes: an answer of unknown size past this is not one, and must not fill the memory. */
const MAX_BUFFERED_BYTES = 50 * 1024 * 1024;

/** The whole stream in memory: how a recording whose size the platform did not say can be measured for a Range. */
async function buffered(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += buffer.length;
    if (size > MAX_BUFFERED_BYTES) throw new Error(`the recording is over ${MAX_BUFFERED_BYTES / 1024 / 1024} MB and its size was not said`);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** The first chunk again, then the rest. */
async function* prepended(first: IteratorResult<Buffer>, rest: AsyncIterator<Buffer>): AsyncGenerator<Buffer> {
  if (first.done) return;
  yield first.value;
  for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
}

/**
 * Answers with a recording: 200 with all of it, 206 with the part a Range asks for (the audio player seeks with it),
 * 416 past its end. Never cached (Cache-Control: private, no-store) and only ever typed as audio, so a platform's odd
 * content type cannot make the browser run it as a page. A recording of unknown size is read into memory first: calls'
 * recordings are a few megabytes.
 */
export async function sendRecording(recording: CallRecording, rangeHeader: string | undefined, response: Response): Promise<void> {
  const known = recording.contentLength;
  const whole = known === undefined ? await buffered(recording.body) : undefined;
  const body = whole ? Readable.from([whole]) : recording.body;
  const size = whole ? whole.length : (known as number);
  const range = requestedRange(rangeHeader, size);
  response.setHeader('Accept-Ranges', 'bytes');
  response.setHeader('Cache-Control', 'private, no-store');
  if (range === 'unsatisfiable') {
    body.destroy();
    response.setHeader('Content-Range', `bytes */${size}`);
    throw appError(CALLS_ERRORS.RANGE_NOT_SATISFIABLE);
  }
  const chunks: AsyncIterator<Buffer> = (range ? slice(body, range) : body)[Symbol.asyncIterator]();
  // Read before the status goes out: a platform failing before its first byte is still answered with an error.
  const first = await chunks.next();
  response.status(range ? 206 : 200);
  response.setHeader('Content-Type', /^audio\/[\w.+-]+$/i.test(recording.contentType) ? recording.contentType : 'application/octet-stream');
  response.setHeader('Content-Length', range ? range.end - range.start + 1 : size);
  if (range) response.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
  try {
    await pipeline(Readable.from(prepended(first, chunks)), response);
  } catch (error) {
    // Once bytes went out only the connection can say it failed (the player retries); before, the error answers.
    if (!response.headersSent) throw error;
    response.destroy();
  } finally {
    body.destroy();
  }
}
