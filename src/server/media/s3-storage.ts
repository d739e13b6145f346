import 'server-only';
import { assertStorageKey, contentTypeOfKey, isStorageKey, type MediaStorage } from './storage';

export interface S3Settings {
  bucket: string;
  endpoint?: string;
  region?: string;
  accessKeyId: string;
  secretAccessKey: string;
}

type Sdk = typeof import('@aws-sdk/client-s3');

/** Files in an S3-compatible bucket (AWS, MinIO, R2, ...): every instance sees the same files. */
export function s3MediaStorage(settings: S3Settings): MediaStorage {
  const Bucket = settings.bucket;
  // The SDK is large: loaded on the first storage call, so an instance on local disk never pays for it.
  let connecting: Promise<{ sdk: Sdk; client: InstanceType<Sdk['S3Client']> }> | null = null;
  const connect = () => {
    connecting ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: settings.region ?? 'us-east-1',
        endpoint: settings.endpoint,
        // Most S3-compatible servers address buckets by path, not by sub-domain.
        forcePathStyle: settings.endpoint !== undefined,
        credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      }),
    }));
    return connecting;
  };

  return {
    async put(key, bytes, contentType) {
      assertStorageKey(key);
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }),
      );
    },

    async get(key) {
      assertStorageKey(key);
      const { sdk, client } = await connect();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        return {
          body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          contentType: object.ContentType ?? contentTypeOfKey(key),
          size: object.ContentLength ?? 0,
        };
      } catch (error) {
        const missing =
          error instanceof sdk.NoSuchKey ||
          (error instanceof sdk.S3ServiceException && error.$metadata.httpStatusCode === 404);
        if (missing) return null;
        throw error;
      }
    },

    async delete(key) {
      assertStorageKey(key);
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },

    async *list() {
      const { sdk, client } = await connect();
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new sdk.ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? [])
          if (object.Key && isStorageKey(object.Key)) yield object.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
