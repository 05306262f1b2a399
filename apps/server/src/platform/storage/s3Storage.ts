import { Readable } from "node:stream";
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { assertValidKey, type Storage } from "./storage.ts";

export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** Another S3-compatible service (MinIO, R2, Spaces...); unset means AWS itself. */
  endpoint: string | undefined;
  /** Unset: the SDK's own chain (instance role, environment, profile). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** `bucket` in the path instead of the host name, as MinIO and most self-hosted services need. */
  forcePathStyle: boolean;
};

const isMissing = (error: unknown) => {
  const candidate = error as { name?: unknown; $metadata?: { httpStatusCode?: unknown } };
  return candidate.name === "NoSuchKey" || candidate.$metadata?.httpStatusCode === 404;
};

/** Files in an S3-compatible bucket, so every server process (and machine) sees the same files. */
export const createS3Storage = (options: S3StorageOptions): Storage => {
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
  });
  const Bucket = options.bucket;

  return {
    put: async ({ key, body, contentType }) => {
      assertValidKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
        }),
      );
    },
    get: async (key) => {
      assertValidKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!answer.Body) return undefined;
        return {
          // In Node the SDK's body is already a Readable (an IncomingMessage with helpers mixed in).
          stream: answer.Body instanceof Readable ? answer.Body : Readable.fromWeb(answer.Body as never),
          size: Number(answer.ContentLength ?? 0),
          contentType: answer.ContentType ?? "application/octet-stream",
        };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    delete: async (key) => {
      assertValidKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
};
