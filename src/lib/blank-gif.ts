/**
 * A fully transparent GIF of a given size, as a data address: an empty picture with proportions
 * that the browser decodes as a bitmap (an SVG, however empty, is a document of its own, made on
 * the page's main thread; ADR 0028). Pure arithmetic and `btoa`, so that it runs in the browser
 * as well as on the server.
 */

/** The largest side drawn: proportions that need more are approximated (see `proportions`). */
const MAX_SIDE = 64;

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * The smallest whole width and height in the proportion `width` : `height`, each at most 64:
 * exact when the ratio reduces that far (800 × 600 is 4 × 3), otherwise the closest fraction with
 * sides that small (a box 400 px wide is then off by far less than a pixel).
 */
export function proportions(width: number, height: number): [number, number] {
  const divisor = gcd(width, height);
  const [w, h] = [width / divisor, height / divisor];
  if (w <= MAX_SIDE && h <= MAX_SIDE) return [w, h];
  const ratio = width / height;
  let best: [number, number] = [1, 1];
  let bestError = Infinity;
  for (let long = 1; long <= MAX_SIDE; long++) {
    const short = Math.max(1, Math.round(ratio >= 1 ? long / ratio : long * ratio));
    const candidate: [number, number] = ratio >= 1 ? [long, short] : [short, long];
    const error = Math.abs(candidate[0] / candidate[1] - ratio);
    if (error < bestError) [best, bestError] = [candidate, error];
  }
  return best;
}

/** GIF's variable-width LZW, for a picture whose every pixel is colour 0 (2-bit codes minimum). */
function lzwOfZeros(pixels: number): number[] {
  const clear = 4;
  const end = 5;
  const bytes: number[] = [];
  let bits = 0;
  let bitCount = 0;
  let size = 3;
  const emit = (code: number) => {
    bits |= code << bitCount;
    bitCount += size;
    while (bitCount >= 8) {
      bytes.push(bits & 0xff);
      bits >>>= 8;
      bitCount -= 8;
    }
  };
  // Every string in the table is a run of zeros: the table maps a run's length to its code.
  let runs = new Map<number, number>();
  let next = end + 1;
  emit(clear);
  let run = 1;
  const codeOf = (length: number) => (length === 1 ? 0 : (runs.get(length) as number));
  for (let i = 1; i < pixels; i++) {
    if (runs.has(run + 1)) {
      run += 1;
      continue;
    }
    emit(codeOf(run));
    if (next === 4096) {
      emit(clear);
      runs = new Map();
      next = end + 1;
      size = 3;
    } else {
      if (next >= 1 << size) size += 1;
      runs.set(run + 1, next++);
    }
    run = 1;
  }
  emit(codeOf(run));
  emit(end);
  if (bitCount > 0) bytes.push(bits & 0xff);
  return bytes;
}

const word = (n: number) => [n & 0xff, n >> 8];

/** A transparent GIF `width` × `height` pixels (each side 1–64). */
export function transparentGif(width: number, height: number): Uint8Array {
  const data = lzwOfZeros(width * height);
  const blocks: number[] = [];
  for (let at = 0; at < data.length; at += 255) {
    const block = data.slice(at, at + 255);
    blocks.push(block.length, ...block);
  }
  return Uint8Array.from([
    ...[0x47, 0x49, 0x46, 0x38, 0x39, 0x61], // GIF89a
    ...word(width),
    ...word(height),
    0x80, // a global table of two colours
    0,
    0,
    ...[0, 0, 0, 0, 0, 0],
    ...[0x21, 0xf9, 0x04, 0x01, 0, 0, 0, 0], // colour 0 is transparent
    0x2c,
    ...word(0),
    ...word(0),
    ...word(width),
    ...word(height),
    0,
    2, // LZW's minimum code size
    ...blocks,
    0,
    0x3b,
  ]);
}

/** `transparentGif` in the proportions `width` : `height` (1 × 1 without them), as a data address. */
export function blankGifAddress(width?: number, height?: number): string {
  const [x, y] = [Math.round(width ?? 0), Math.round(height ?? 0)];
  const [w, h] = x > 0 && y > 0 ? proportions(x, y) : [1, 1];
  let binary = '';
  for (const byte of transparentGif(w, h)) binary += String.fromCharCode(byte);
  return `data:image/gif;base64,${btoa(binary)}`;
}
