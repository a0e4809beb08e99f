import { badRequest } from '../../errors.js';
import { FILE_MESSAGES } from './file-messages.js';

/**
 * The table of contents of a zip archive (its central directory), read from the archive's bytes
 * without inflating anything: which entries it has, how they are compressed and how large each
 * says it unpacks to. An .xlsx is such an archive; the sizes are checked against the reader's
 * limits before a byte is inflated (and counted again while inflating, since they can lie).
 */
export type ZipEntry = {
  name: string;
  /** 0 stored, 8 deflated; anything else is not read. */
  method: number;
  isEncrypted: boolean;
  compressedSize: number;
  /** As the directory declares it. */
  uncompressedSize: number;
  localHeaderOffset: number;
};

/** Thrown for bytes that are no zip archive or a damaged one. */
export class BrokenZipError extends Error {
  constructor(reason: string) {
    super(`broken zip: ${reason}`);
    this.name = 'BrokenZipError';
  }
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const ZIP64_EXTRA = 0x0001;
const END_RECORD_SIZE = 22;
const MAX_COMMENT = 0xffff;
const UNKNOWN32 = 0xffffffff;

const findEndOfDirectory = (bytes: Buffer): number => {
  const lowest = Math.max(0, bytes.length - END_RECORD_SIZE - MAX_COMMENT);
  for (let offset = bytes.length - END_RECORD_SIZE; offset >= lowest; offset -= 1) {
    if (bytes.readUInt32LE(offset) === END_OF_DIRECTORY) return offset;
  }
  throw new BrokenZipError('no end of central directory');
};

/** Sizes a zip64 entry keeps in its extra field (only those whose 32-bit field is 0xFFFFFFFF). */
const readZip64Sizes = (
  extra: Buffer,
  sizes: { uncompressed: number; compressed: number; offset: number },
) => {
  let at = 0;
  while (at + 4 <= extra.length) {
    const id = extra.readUInt16LE(at);
    const length = extra.readUInt16LE(at + 2);
    if (id === ZIP64_EXTRA) {
      let field = at + 4;
      const next = () => {
        if (field + 8 > at + 4 + length) throw new BrokenZipError('short zip64 field');
        const value = Number(extra.readBigUInt64LE(field));
        field += 8;
        return value;
      };
      if (sizes.uncompressed === UNKNOWN32) sizes.uncompressed = next();
      if (sizes.compressed === UNKNOWN32) sizes.compressed = next();
      if (sizes.offset === UNKNOWN32) sizes.offset = next();
      return;
    }
    at += 4 + length;
  }
};

/**
 * Reads the central directory. `maxEntries` bounds the work before any entry is looked at; a
 * directory that points outside the bytes, or an archive whose entry count needs zip64, is broken
 * for our purpose (no workbook has 65,535 parts).
 */
export const readZipDirectory = (bytes: Buffer, maxEntries: number): ZipEntry[] => {
  if (bytes.length < END_RECORD_SIZE) throw new BrokenZipError('too short');
  const end = findEndOfDirectory(bytes);
  const count = bytes.readUInt16LE(end + 10);
  const directorySize = bytes.readUInt32LE(end + 12);
  const directoryOffset = bytes.readUInt32LE(end + 16);
  if (count === 0xffff || directoryOffset === UNKNOWN32) throw new BrokenZipError('zip64 directory');
  if (count > maxEntries) throw badRequest(FILE_MESSAGES.tooManyParts);
  if (directoryOffset + directorySize > end) throw new BrokenZipError('directory out of bounds');
  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY)
      throw new BrokenZipError('bad directory entry');
    const flags = bytes.readUInt16LE(at + 8);
    const method = bytes.readUInt16LE(at + 10);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const sizes = {
      compressed: bytes.readUInt32LE(at + 20),
      uncompressed: bytes.readUInt32LE(at + 24),
      offset: bytes.readUInt32LE(at + 42),
    };
    const nameStart = at + 46;
    if (nameStart + nameLength + extraLength > end) throw new BrokenZipError('entry out of bounds');
    readZip64Sizes(bytes.subarray(nameStart + nameLength, nameStart + nameLength + extraLength), sizes);
    entries.push({
      name: bytes.toString('utf8', nameStart, nameStart + nameLength),
      method,
      isEncrypted: (flags & 1) === 1,
      compressedSize: sizes.compressed,
      uncompressedSize: sizes.uncompressed,
      localHeaderOffset: sizes.offset,
    });
    at = nameStart + nameLength + extraLength + commentLength;
  }
  return entries;
};

/** The compressed bytes of one entry, located through its local header. */
export const entryData = (bytes: Buffer, entry: ZipEntry): Buffer => {
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL_HEADER)
    throw new BrokenZipError('bad local header');
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  if (start + entry.compressedSize > bytes.length) throw new BrokenZipError('entry data out of bounds');
  return bytes.subarray(start, start + entry.compressedSize);
};
