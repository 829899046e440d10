import 'server-only';

export type SniffedType = { mime: string; extension: string };

const SIGNATURES: { bytes: number[]; offset?: number; type: SniffedType }[] = [
  {
    bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    type: { mime: 'image/png', extension: 'png' },
  },
  { bytes: [0xff, 0xd8, 0xff], type: { mime: 'image/jpeg', extension: 'jpg' } },
  { bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], type: { mime: 'application/pdf', extension: 'pdf' } },
  { bytes: [0x47, 0x49, 0x46, 0x38], type: { mime: 'image/gif', extension: 'gif' } },
  { bytes: [0x52, 0x49, 0x46, 0x46], type: { mime: 'image/webp', extension: 'webp' } }, // + "WEBP" at 8
];

/** The file's real type from its first bytes; the name and the browser's claim are not trusted. */
export function sniffFileType(head: Uint8Array): SniffedType | null {
  for (const signature of SIGNATURES) {
    const offset = signature.offset ?? 0;
    if (signature.bytes.every((b, i) => head[offset + i] === b)) {
      if (signature.type.mime === 'image/webp') {
        const tag = String.fromCharCode(...head.slice(8, 12));
        if (tag !== 'WEBP') continue;
      }
      return signature.type;
    }
  }
  return null;
}
