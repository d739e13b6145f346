import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** An S3-compatible server on loopback, for instances that share their uploads. */

export const S3_BUCKET = 'site-media';
/** s3rver accepts this one key pair. */
const S3_KEY = 'S3RVER';

export interface LoopbackS3 {
  /** The `S3_*` variables that point an instance at this server. */
  env: Record<string, string>;
  directory: string;
  close(): Promise<void>;
}

export async function startLoopbackS3(): Promise<LoopbackS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'cms-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: S3_BUCKET }],
  });
  const { port } = await server.run();
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3_KEY,
      S3_SECRET_ACCESS_KEY: S3_KEY,
    },
    directory,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
