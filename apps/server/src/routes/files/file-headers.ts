import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StoredFile } from '../../domain/files/store-file.js';
import type { FilePrivacy } from '../../domain/files/read-file.js';
import { contentDisposition } from '../http.js';

/** Types a browser may show in the page: images and PDF. Everything else is downloaded. */
const INLINE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf']);

/** A file id never gets other bytes, so a public file is cached for a year and never revalidated. */
const PUBLIC_CACHE = 'public, max-age=31536000, immutable';
/** Documents and protocol originals stay out of every cache. */
const PRIVATE_CACHE = 'private, no-store';

/** Images and PDF are shown in the page; everything else is downloaded. */
export const fileDisposition = (contentType: string, fileName: string): string =>
  contentDisposition(INLINE_TYPES.has(contentType) ? 'inline' : 'attachment', fileName);

/** The content's hash; the base64 answer is another representation, so another tag. */
const etagOf = (file: StoredFile, variant: 'bytes' | 'base64') =>
  variant === 'bytes' ? `"${file.sha256}"` : `"${file.sha256}-base64"`;

/** True when the request's If-None-Match names this file's ETag (or any). */
const isNotModified = (request: FastifyRequest, etag: string): boolean => {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
};

/**
 * The headers every file answer carries: its cache policy, ETag and Last-Modified; the type is
 * never sniffed. Answers whether the caller's copy is current (then send 304 without a body).
 */
export const setFileCacheHeaders = (
  request: FastifyRequest,
  reply: FastifyReply,
  file: StoredFile,
  privacy: FilePrivacy,
  variant: 'bytes' | 'base64' = 'bytes',
): boolean => {
  const etag = etagOf(file, variant);
  reply
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', privacy === 'public' ? PUBLIC_CACHE : PRIVATE_CACHE)
    .header('etag', etag)
    .header('last-modified', file.createdOn.toUTCString());
  if (privacy !== 'public') reply.header('vary', 'Authorization');
  return isNotModified(request, etag);
};
