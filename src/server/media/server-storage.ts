import 'server-only';
import path from 'node:path';
import { env } from '@/env';
import { localMediaStorage } from './local-storage';
import { s3MediaStorage } from './s3-storage';
import type { MediaStorage } from './storage';

let storage: MediaStorage | null = null;

/** The running server's media storage: the S3 bucket when `S3_BUCKET` is set, else `DATA_DIR/uploads`. */
export function serverMediaStorage(): MediaStorage {
  if (storage) return storage;
  if (env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    storage = s3MediaStorage({
      bucket: env.S3_BUCKET,
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    });
  } else {
    storage = localMediaStorage(path.join(env.DATA_DIR, 'uploads'));
  }
  return storage;
}
