import zlib from 'node:zlib';

/**
 * How answers are compressed. Brotli's default quality (11) costs tens of milliseconds on a large
 * protocol; quality 4 is as fast as gzip and still smaller.
 */
export const COMPRESSION = {
  threshold: 1024,
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  zlibOptions: { level: 5 },
} as const;

export type ContentEncoding = 'br' | 'gzip';

/** The encoding a client takes, br before gzip; null for none (or `q=0` on both). */
export const preferredEncoding = (acceptEncoding: string | undefined): ContentEncoding | null => {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
};

export const compressSync = (encoding: ContentEncoding, body: string | Buffer): Buffer =>
  encoding === 'br'
    ? zlib.brotliCompressSync(body, COMPRESSION.brotliOptions)
    : zlib.gzipSync(body, COMPRESSION.zlibOptions);
