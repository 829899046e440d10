import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export type OutgoingMail = {
  from: string;
  to: string[];
  replyTo?: string | null;
  subject: string;
  text: string;
  html?: string | null;
};

export interface MailTransport {
  readonly kind: 'smtp' | 'file';
  send(mail: OutgoingMail): Promise<void>;
}

function toNodemailer(mail: OutgoingMail) {
  return {
    from: mail.from,
    to: mail.to,
    replyTo: mail.replyTo ?? undefined,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? undefined,
  };
}

/** Real delivery through an SMTP server (SMTP_URL, e.g. smtp://user:pass@host:587). */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail(toNodemailer(mail));
    },
  };
}

/** Without SMTP: each message is written as an .eml file that any mail client opens. */
export function fileTransport(dir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    kind: 'file',
    async send(mail) {
      const info = await transporter.sendMail(toNodemailer(mail));
      await fs.mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const id = Math.random().toString(36).slice(2, 8);
      await fs.writeFile(path.join(dir, `${stamp}-${id}.eml`), info.message as Buffer);
    },
  };
}
