import 'server-only';
import { AwsClient } from 'aws4fetch';
import type { Storage } from './storage';

export type S3Options = {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** host/bucket/key (MinIO, R2, most S3-compatible servers) rather than bucket.host/key. */
  pathStyle: boolean;
  /** Folder of this storage area inside the bucket, ending in "/". */
  prefix: string;
};

/** Keys are our own (random names under fixed folders); each segment is still URL-encoded. */
function encodeKey(key: string): string {
  if (key.split('/').some((part) => part === '..' || part === '')) {
    throw new Error(`bad storage key: ${key}`);
  }
  return key.split('/').map(encodeURIComponent).join('/');
}

/** Files in an S3-compatible bucket, signed with AWS Signature V4. */
export function s3Storage(options: S3Options): Storage {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
  });
  const base = new URL(options.endpoint);
  const urlOf = (key: string) => {
    const objectPath = encodeKey(`${options.prefix}${key}`);
    if (options.pathStyle) {
      return `${base.origin}${base.pathname.replace(/\/$/, '')}/${options.bucket}/${objectPath}`;
    }
    return `${base.protocol}//${options.bucket}.${base.host}/${objectPath}`;
  };
  const failed = async (response: Response, what: string) =>
    new Error(`S3 ${what} failed: ${response.status} ${(await response.text()).slice(0, 200)}`);

  return {
    async put(key, body, contentType) {
      const response = await client.fetch(urlOf(key), {
        method: 'PUT',
        body: body as BodyInit,
        headers: { 'content-type': contentType },
      });
      if (!response.ok) throw await failed(response, `put ${key}`);
    },
    async get(key) {
      const response = await client.fetch(urlOf(key));
      if (response.status === 404) return null;
      if (!response.ok) throw await failed(response, `get ${key}`);
      return new Uint8Array(await response.arrayBuffer());
    },
    async remove(key) {
      const response = await client.fetch(urlOf(key), { method: 'DELETE' });
      if (!response.ok && response.status !== 404) throw await failed(response, `delete ${key}`);
    },
  };
}
