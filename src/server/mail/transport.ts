import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export type OutgoingMail = {
  /** The outbox row it comes from (names the written file, so that an erasure finds it). */
  id?: string;
  from: string;
  to: string[];
  replyTo?: string | null;
  subject: string;
  text: string;
  html?: string | null;
  /** Extra headers, as they are sent (a list's List-Unsubscribe). */
  headers?: Record<string, string>;
};

export interface MailTransport {
  readonly kind: 'smtp' | 'file';
  /** Sends one message; the answer is the server's reply (SMTP) or where it was written (file). */
  send(mail: OutgoingMail): Promise<string>;
  /**
   * Removes what this transport kept of messages: those of the given outbox rows and any naming
   * `address` (the mail folder's files; an SMTP server keeps nothing here). Returns how many.
   */
  forget(rowIds: readonly string[], address: string): Promise<number>;
}

function toNodemailer(mail: OutgoingMail) {
  return {
    from: mail.from,
    to: mail.to,
    replyTo: mail.replyTo ?? undefined,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? undefined,
    headers: mail.headers,
  };
}

/** Real delivery through an SMTP server (SMTP_URL, e.g. smtp://user:pass@host:587). */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(mail) {
      const info = await transporter.sendMail(toNodemailer(mail));
      return String(info.response ?? '');
    },
    // Delivered mail is in the recipients' mailboxes: nothing of it is kept here.
    forget: async () => 0,
  };
}

const ROW_ID = /^[0-9a-f-]{36}$/i;

/**
 * Without SMTP: each message is written as an .eml file that any mail client opens, named by its
 * time and its outbox row.
 */
export function fileTransport(dir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    kind: 'file',
    async send(mail) {
      const info = await transporter.sendMail(toNodemailer(mail));
      await fs.mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const id = mail.id && ROW_ID.test(mail.id) ? mail.id : Math.random().toString(36).slice(2, 8);
      const name = `${stamp}-${id}.eml`;
      await fs.writeFile(path.join(dir, name), info.message as Buffer);
      return `written to the mail folder as ${name}`;
    },
    async forget(rowIds, address) {
      const names = await fs.readdir(dir).catch(() => [] as string[]);
      const wanted = address.trim().toLowerCase();
      let removed = 0;
      for (const name of names.filter((n) => n.endsWith('.eml'))) {
        const file = path.join(dir, name);
        const named = rowIds.some((id) => name.endsWith(`-${id}.eml`));
        const mentions =
          !named &&
          wanted !== '' &&
          (await fs.readFile(file, 'latin1')).toLowerCase().includes(wanted);
        if (named || mentions) {
          await fs.rm(file, { force: true });
          removed++;
        }
      }
      return removed;
    },
  };
}
