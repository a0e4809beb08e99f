import { StringDecoder } from 'node:string_decoder';
import { pipeline, Readable, Transform } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import { badRequest } from '../../errors.js';
import { FILE_MESSAGES } from './file-messages.js';
import { XLSX_LIMITS } from './sheet-grid.js';
import { BrokenZipError, entryData, type ZipEntry } from './zip-directory.js';

/** What one reading of an archive may still inflate, shared by every part it opens. */
export type InflateBudget = { remainingBytes: number };

export const newInflateBudget = (): InflateBudget => ({ remainingBytes: XLSX_LIMITS.unpackedBytes });

const STORED = 0;
const DEFLATED = 8;
const TAG_START = '<';
const BYTE_ORDER_MARK = '\uFEFF';

/**
 * One part of an archive as a stream of text (UTF-8 decoded across chunk boundaries, so a Cyrillic
 * letter split between two inflated chunks stays whole). Every inflated byte is counted: more than
 * the directory declared for the part (a lying directory), or more than the reading's budget, ends
 * the stream with an error at once, as does a run of text longer than any cell holds.
 * `afterChunk` runs before each chunk is handed on, for checks on what the consumer has built so far.
 */
export const openEntryText = (
  bytes: Buffer,
  entry: ZipEntry,
  budget: InflateBudget,
  afterChunk?: () => void,
): Readable => {
  if (entry.isEncrypted || (entry.method !== STORED && entry.method !== DEFLATED))
    throw new BrokenZipError(`entry ${entry.name}: method ${entry.method}`);
  const data = entryData(bytes, entry);
  const decoder = new StringDecoder('utf8');
  let inflated = 0;
  let run = 0;
  let isFirst = true;
  const counter = new Transform({
    readableObjectMode: true,
    transform(chunk: Buffer, _encoding, done) {
      inflated += chunk.length;
      budget.remainingBytes -= chunk.length;
      if (inflated > entry.uncompressedSize)
        return done(new BrokenZipError(`entry ${entry.name} inflates past its declared size`));
      if (budget.remainingBytes < 0)
        return done(badRequest(FILE_MESSAGES.unpackedTooLarge(XLSX_LIMITS.unpackedBytes / 1024 / 1024)));
      let text = decoder.write(chunk);
      if (isFirst && text.length > 0) {
        isFirst = false;
        if (text.startsWith(BYTE_ORDER_MARK)) text = text.slice(1);
      }
      const lastTag = text.lastIndexOf(TAG_START);
      run = lastTag === -1 ? run + text.length : text.length - lastTag;
      if (run > XLSX_LIMITS.xmlRun) return done(new BrokenZipError(`entry ${entry.name}: endless text`));
      try {
        afterChunk?.();
      } catch (error) {
        return done(error as Error);
      }
      if (text.length > 0) this.push(text);
      return done();
    },
    flush(done) {
      if (inflated !== entry.uncompressedSize)
        return done(new BrokenZipError(`entry ${entry.name} is shorter than declared`));
      const rest = decoder.end();
      if (rest.length > 0) this.push(rest);
      return done();
    },
  });
  const source = Readable.from([data]);
  if (entry.method === STORED) return pipeline(source, counter, () => {});
  return pipeline(source, createInflateRaw(), counter, () => {});
};
