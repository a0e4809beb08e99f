import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { Config } from '../config.js';
import { assertSafeBlobKey, type BlobStore } from './blob-store.js';

export type S3BlobStoreOptions = {
  /** The service's address (http(s)://host:port); unset = Amazon S3 of the region. */
  endpoint?: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (host/bucket/key) rather than in the host name: what most S3-compatible services expect. */
  forcePathStyle: boolean;
};

/** The bucket settings (S3_*), when the bucket and both keys are set; otherwise null. */
export const s3OptionsFromConfig = (
  config: Pick<
    Config,
    | 'S3_ENDPOINT'
    | 'S3_BUCKET'
    | 'S3_REGION'
    | 'S3_ACCESS_KEY_ID'
    | 'S3_SECRET_ACCESS_KEY'
    | 'S3_FORCE_PATH_STYLE'
  >,
): S3BlobStoreOptions | null =>
  config.S3_BUCKET && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
    ? {
        endpoint: config.S3_ENDPOINT,
        bucket: config.S3_BUCKET,
        region: config.S3_REGION,
        accessKeyId: config.S3_ACCESS_KEY_ID,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY,
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
      }
    : null;

type S3Module = typeof S3Sdk;

const isNotFound = (error: unknown): boolean => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/**
 * File bytes in a bucket of an S3-compatible service, so that every server process sees the same
 * files. The SDK is loaded on first use: a server on the local disk never pays for it.
 */
export const createS3BlobStore = (options: S3BlobStoreOptions): BlobStore => {
  let ready: Promise<{ sdk: S3Module; client: S3Sdk.S3Client }> | null = null;
  const connect = () =>
    (ready ??= import('@aws-sdk/client-s3').then((sdk) => {
      // The SDK's version is pinned; its warning is about later releases, which will need Node 22
      // (docs/decisions/foundation.md). Said once there, not on every start.
      process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
      return {
        sdk,
        client: new sdk.S3Client({
          ...(options.endpoint ? { endpoint: options.endpoint } : {}),
          region: options.region,
          forcePathStyle: options.forcePathStyle,
          credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
          // Checksums only where the protocol requires them: several S3-compatible services refuse
          // the SDK's newer default trailers.
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
          maxAttempts: 3,
        }),
      };
    }));
  const Bucket = options.bucket;

  const getObject = async (key: string) => {
    assertSafeBlobKey(key);
    const { sdk, client } = await connect();
    try {
      return await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  };

  return {
    kind: 's3',
    async put(key, bytes) {
      assertSafeBlobKey(key);
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentLength: bytes.length }),
      );
    },
    async putFile(key, filePath, size) {
      assertSafeBlobKey(key);
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({ Bucket, Key: key, Body: createReadStream(filePath), ContentLength: size }),
      );
    },
    async get(key) {
      const object = await getObject(key);
      if (!object?.Body) return null;
      return Buffer.from(await object.Body.transformToByteArray());
    },
    async stream(key) {
      const object = await getObject(key);
      // In Node the body is a readable stream of the response.
      return (object?.Body as Readable | undefined) ?? null;
    },
    async remove(key) {
      assertSafeBlobKey(key);
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },
    async exists(key) {
      assertSafeBlobKey(key);
      const { sdk, client } = await connect();
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
    async check() {
      const { sdk, client } = await connect();
      try {
        await client.send(new sdk.HeadBucketCommand({ Bucket }));
      } catch (error) {
        const reason = isNotFound(error) ? 'такой корзины нет' : (error as Error).message || String(error);
        throw new Error(
          `хранилище файлов S3 недоступно (S3_ENDPOINT=${options.endpoint ?? 'Amazon S3'}, S3_BUCKET=${Bucket}): ${reason}`,
          { cause: error },
        );
      }
    },
  };
};
