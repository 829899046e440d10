import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hiddenFieldsOfForm, multipart, request, startApp, visibleHtml } from './app';

/**
 * SIGTERM, as an orchestrator sends it before replacing an instance: requests in flight finish,
 * the mail outbox stops after its batch, the embedded database is closed and its lock released,
 * and the process exits 0.
 */
describe('stopping with SIGTERM', () => {
  it('finishes the request in flight, stops the outbox, releases the database', async () => {
    const app = await startApp({ env: { LOG_LEVEL: 'info' } });
    try {
      // A visitor's contact form is on its way: headers sent, the body still arriving.
      const hidden = hiddenFieldsOfForm(
        (await request(`${app.url}/contact`)).body,
        'name="message"',
      );
      const form = multipart({
        ...hidden,
        fullName: 'Late Visitor',
        email: 'late@shutdown.test',
        inquiryType: 'general',
        locationSlug: 'canton',
        message: 'Sent while the server was asked to stop; it must still arrive.',
        consent: 'on',
      });
      const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request(
          `${app.url}/contact`,
          {
            method: 'POST',
            headers: {
              'content-type': form.type,
              'content-length': String(form.body.length),
              origin: app.url,
            },
          },
          (res) => {
            let body = '';
            res.on('data', (chunk) => (body += chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          },
        );
        req.on('error', reject);
        req.write(form.body.subarray(0, 100));
        setTimeout(() => req.end(form.body.subarray(100)), 1_500);
      });
      await new Promise((r) => setTimeout(r, 300));
      const exited = app.stop('SIGTERM');

      const done = await answer;
      expect(done.status).toBe(200);
      expect(visibleHtml(done.body)).toContain('Submitted successfully!');
      expect(await exited).toBe(0);

      const log = app.output();
      expect(log).toContain('SIGTERM: finishing requests in flight');
      expect(log).toContain('outbox worker stopped');
      expect(log).toContain('Stopped cleanly');
      // The embedded database was closed: its lock is gone, the next start opens it.
      expect(fs.existsSync(path.join(app.dataDir, 'db.lock'))).toBe(false);
    } finally {
      await app.remove();
    }
  });
});
