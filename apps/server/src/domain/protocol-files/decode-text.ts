import iconv from 'iconv-lite';
import { badRequest } from '../../errors.js';
import { FILE_MESSAGES } from './file-messages.js';

export type DecodedText = { text: string; encoding: 'utf-8' | 'windows-1251' };

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** Control characters a text table never holds (tab, LF and CR aside). */
const countControlCharacters = (text: string): number => {
  let count = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) count += 1;
  }
  return count;
};
/** A text file with more of them than this share of its characters is binary data. */
const MAX_BINARY_SHARE = 0.001;

/**
 * Text files arrive in UTF-8 (with or without BOM) or in Windows-1251, the encoding Russian Excel
 * saves CSV in. Bytes that are not valid UTF-8 are read as Windows-1251: every byte decodes there,
 * so a binary file is recognised afterwards by its control characters.
 */
export const decodeText = (bytes: Buffer): DecodedText => {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    throw badRequest(FILE_MESSAGES.utf16);
  }
  const hasBom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  let decoded: DecodedText;
  try {
    decoded = { text: strictUtf8.decode(hasBom ? bytes.subarray(3) : bytes), encoding: 'utf-8' };
  } catch {
    decoded = { text: iconv.decode(bytes, 'win1251'), encoding: 'windows-1251' };
  }
  if (countControlCharacters(decoded.text) > decoded.text.length * MAX_BINARY_SHARE) {
    throw badRequest(FILE_MESSAGES.notATable);
  }
  return decoded;
};
