import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../../src/providers/storage/index.ts';

export interface S3StandIn {
  settings: S3Settings;
  close: () => Promise<void>;
}

/**
 * A real S3 HTTP implementation (s3rver) on loopback with one empty bucket: the shop's AWS SDK
 * client talks to it exactly as it would to AWS, MinIO or R2 (signatures, paths, listings).
 */
export async function startS3StandIn(bucket = 'tools-bd-pictures'): Promise<S3StandIn> {
  const directory = mkdtempSync(join(tmpdir(), 'toolsbd-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = (await server.run()) as { port: number };
  return {
    settings: {
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      // s3rver's fixed credentials.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
