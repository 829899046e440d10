import { SMTPServer } from 'smtp-server';

export type Received = { from: string; to: string[]; raw: string };

/**
 * A real SMTP server on a loopback port (a free one unless `port` is given); `refuse` makes it
 * reject every message for now (451); `rejectRecipient` refuses an address for good (550, as a
 * server that knows no such mailbox).
 */
export async function startSmtp(
  options: {
    refuse?: () => boolean;
    rejectRecipient?: (address: string) => boolean;
    port?: number;
  } = {},
) {
  const refuse = options.refuse ?? (() => false);
  const rejectRecipient = options.rejectRecipient ?? (() => false);
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!rejectRecipient(address.address)) return callback();
      const error = new Error(`5.1.1 <${address.address}>: Recipient address rejected`) as Error & {
        responseCode: number;
      };
      error.responseCode = 550;
      callback(error);
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        if (refuse()) {
          const error = new Error('451 Temporary local problem, try again') as Error & {
            responseCode: number;
          };
          error.responseCode = 451;
          return callback(error);
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
