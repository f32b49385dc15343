import type { ObjectStorage, StoredObjectInfo } from './object-storage.ts';

// The AWS SDK takes a third of a second to load: only a shop with a bucket loads it.
type S3Sdk = typeof import('@aws-sdk/client-s3');

export interface S3Settings {
  bucket: string;
  region: string;
  /** Another S3-compatible service than AWS (MinIO, Cloudflare R2, DigitalOcean Spaces, Backblaze). */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Where browsers fetch the objects (a CDN or the bucket's public address); without it the shop serves them. */
  publicUrl?: string;
}

/** Any S3-compatible bucket through the AWS SDK; the objects are immutable, so browsers and CDNs keep them a year. */
export async function createS3Storage(settings: S3Settings): Promise<ObjectStorage> {
  const { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, NoSuchKey, PutObjectCommand, S3Client }: S3Sdk =
    await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    // Services other than AWS answer on one host with the bucket in the path.
    forcePathStyle: Boolean(settings.endpoint),
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    inBackups: false,
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!answer.Body) return null;
        return {
          bytes: Buffer.from(await answer.Body.transformToByteArray()),
          contentType: answer.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async *list(): AsyncIterable<StoredObjectInfo> {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (object.Key) yield { key: object.Key, lastModified: object.LastModified ?? new Date(0) };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async remove(key) {
      // S3 answers a delete of a missing key with success.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    close() {
      client.destroy();
    },
  };
}
