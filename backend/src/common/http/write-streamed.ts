import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';

/**
 * Answers with `head` and then each batch as text, written as the batches come (a paused client pauses the reading),
 * so a long answer is never held whole. The first batch is read before anything is sent: its failure is answered as
 * an error; a later one can only end the connection, which the client sees as a cut download.
 */
export async function writeStreamed<T>(response: Response, head: string, batches: AsyncIterable<T>, toText: (batch: T) => string): Promise<void> {
  const iterator = batches[Symbol.asyncIterator]();
  const first = await iterator.next();
  async function* text() {
    yield head;
    if (first.done) return;
    yield toText(first.value);
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield toText(next.value);
  }
  try {
    await pipeline(Readable.from(text()), response);
  } catch {
    response.destroy();
  } finally {
    await iterator.return?.();
  }
}
