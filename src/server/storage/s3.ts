import 'server-only';
import { AwsClient } from 'aws4fetch';
import type { Storage } from './store';

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
  /** Keys asked for per listing request (S3 gives at most 1,000). */
  listPageSize?: number;
};

/** Keys are our own (random names under fixed folders); each segment is still URL-encoded. */
function encodeKey(key: string): string {
  if (key.split('/').some((part) => part === '..' || part === '')) {
    throw new Error(`bad storage key: ${key}`);
  }
  return key.split('/').map(encodeURIComponent).join('/');
}

function decodeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
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
  /** The bucket's own address, without a trailing slash. */
  const bucketRoot = () =>
    options.pathStyle
      ? `${base.origin}${base.pathname.replace(/\/$/, '')}/${options.bucket}`
      : `${base.protocol}//${options.bucket}.${base.host}`;
  const urlOf = (key: string) => `${bucketRoot()}/${encodeKey(`${options.prefix}${key}`)}`;
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
    async list() {
      // ListObjects (version 1), paged by marker: every S3-compatible server has it.
      const keys: string[] = [];
      let marker = '';
      for (;;) {
        const query = new URLSearchParams({
          prefix: options.prefix,
          'max-keys': String(options.listPageSize ?? 1000),
        });
        if (marker) query.set('marker', marker);
        const response = await client.fetch(`${bucketRoot()}?${query}`);
        if (!response.ok) throw await failed(response, `list ${options.prefix}`);
        const xml = await response.text();
        const page = [...xml.matchAll(/<Key>([^<]*)<\/Key>/g)].map((match) => decodeXml(match[1]!));
        for (const key of page) {
          if (key.startsWith(options.prefix)) keys.push(key.slice(options.prefix.length));
        }
        if (!/<IsTruncated>true<\/IsTruncated>/.test(xml) || page.length === 0) break;
        marker = page.at(-1)!;
      }
      return keys;
    },
  };
}
