// Runs once when a server process starts (not during `next build`).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { bootServer } = await import('./server/boot');
  await bootServer();
}
