import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export type S3Server = {
  endpoint: string;
  bucket: string;
  /** The settings that point the server at this bucket (BLOB_STORE=s3 and S3_*). */
  env: Record<string, string>;
  close: () => Promise<void>;
};

/**
 * A real S3-compatible server (s3rver, speaking the S3 REST protocol over HTTP) on a free local
 * port, with its objects in a temporary folder and one empty bucket. It knows one access key,
 * S3RVER (any secret).
 */
export const startS3Server = async (bucket = 'velo-files'): Promise<S3Server> => {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'velo-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      BLOB_STORE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'ru-central1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
};
