// `node scripts/container/build-image.mjs`: builds the image with Podman on a base made locally
// from Debian's packages (no registry needed) and prints its size beside the build stage's.
import { IMAGE, buildImage, hasPodman, imageSize } from './podman.mjs';

if (!hasPodman()) {
  console.error('Needs podman, runc and mmdebstrap (apt-get install -y podman runc mmdebstrap).');
  process.exit(1);
}
const seconds = buildImage();
const mb = (bytes) => Math.round(bytes / 1e6);
const runtime = imageSize(IMAGE);
const build = imageSize(`${IMAGE}-build`);
console.log(
  JSON.stringify({
    image: IMAGE,
    seconds,
    runtimeMB: mb(runtime),
    buildStageMB: mb(build),
    ratio: Number((runtime / build).toFixed(2)),
  }),
);
