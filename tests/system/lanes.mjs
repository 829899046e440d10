// How `npm test` runs the system files (scripts/test.mjs): the container image's and a fresh
// clone's builds, which mostly wait on the network and the disk, beside the files that only check
// what the server answers; then, once both are done, the files that measure time or load (a busy
// answer within a second, a rate, a restart under traffic), alone on the machine.

/** The files that build the app from scratch. */
export const BUILD_FILES = ['tests/system/container.test.ts', 'tests/system/fresh-clone.test.ts'];

/** The files whose figures a build running beside them would change. */
export const MEASURING_FILES = [
  'tests/system/campaign-load.test.ts',
  'tests/system/crash-loop.test.ts',
  'tests/system/intake.test.ts',
  'tests/system/postgres-restart.test.ts',
  'tests/system/redis-outage.test.ts',
  'tests/system/rolling-update.test.ts',
  'tests/system/shutdown.test.ts',
  'tests/system/smtp-outage.test.ts',
  'tests/system/two-instances.test.ts',
];
