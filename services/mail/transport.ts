import { chmod, mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** A message ready to go: addresses, its fixed Message-ID and its two parts. */
export interface OutgoingMail {
  readonly messageId: string;
  readonly from: string;
  readonly to: { readonly name: string; readonly address: string };
  readonly subject: string;
  readonly html: string;
  readonly text: string;
}

export interface MailTransport {
  /** For the start-up banner: where mail goes. */
  readonly description: string;
  /** Resolves once the mail server accepted the message (or the file is written). */
  send(mail: OutgoingMail): Promise<void>;
  /** Readies where mail goes, before the first message is sent (the file transport's private folder). */
  prepare?(): Promise<void>;
}

/**
 * SMTP when `SMTP_URL` is set (TLS as the URL says: smtps:// from the start; smtp:// upgrades with STARTTLS when the
 * server offers it, and `?requireTLS=true` refuses to go on without it), otherwise one .eml file per message under
 * `DATA_DIR/mail`, so a store without a mail server still shows what it would have sent.
 */
export function createMailTransport(options: { smtpUrl?: string; dataDir: string; timeoutSeconds: number }): MailTransport {
  if (!options.smtpUrl) return fileTransport(path.join(options.dataDir, 'mail'));
  // One attempt must end well within the job's time limit, or a retry could overlap it. Not pooled: a connection per
  // message is plenty for order mail, and leaves nothing open between messages.
  const timeout = Math.max(1000, Math.floor((options.timeoutSeconds * 1000) / 3));
  const transporter = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  });
  const url = new URL(options.smtpUrl);
  return {
    description: `Mail: sent through ${url.protocol}//${url.host}`,
    async send(mail) {
      await transporter.sendMail(message(mail));
    },
  };
}

/**
 * The messages hold shoppers' names, phones and addresses, so only the store's own user may read them, as its
 * secrets and backups: the folder is 0700 (an older, looser folder is tightened at start) and each file 0600.
 */
function fileTransport(dir: string): MailTransport {
  return {
    description: `Mail: written as .eml files to ${dir} (set SMTP_URL to send it)`,
    async prepare() {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      if (((await stat(dir)).mode & 0o077) !== 0) await chmod(dir, 0o700);
    },
    async send(mail) {
      const text = await rfc822(mail);
      await mkdir(dir, { recursive: true, mode: 0o700 });
      // Named by the message: a second attempt rewrites the same file. Written aside, then moved in whole.
      const file = path.join(dir, `${mail.messageId.replace(/^<|@.*$/g, '').replace(/[^\w.-]/g, '_')}.eml`);
      const partial = `${file}.partial`;
      await writeFile(partial, text, { mode: 0o600 });
      // The mode above applies only to a new file: a part left by an attempt that stopped keeps its own.
      await chmod(partial, 0o600);
      await rename(partial, file);
    },
  };
}

/** The message as RFC 822 text, exactly as it would be sent. */
export async function rfc822(mail: OutgoingMail): Promise<Buffer> {
  const info = await nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' }).sendMail(message(mail));
  return info.message as Buffer;
}

function message(mail: OutgoingMail) {
  return {
    messageId: mail.messageId,
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    // RFC 3834: tells auto-responders (out-of-office replies) not to answer.
    headers: { 'Auto-Submitted': 'auto-generated' },
  };
}
