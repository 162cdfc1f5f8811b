import { Inject, Injectable, Logger } from '@nestjs/common';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { OutboxMessageEntity } from './entities/outbox-message.entity.js';

/**
 * Delivers one message: over SMTP (SMTP_URL), or, with none configured, as an .eml file under
 * DATA_DIR/mail that any mail program opens (the log says where).
 */
@Injectable()
export class MailTransport {
  private readonly logger = new Logger('Mail');
  private readonly transporter: Transporter;
  private readonly folder: string | null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    if (config.smtpUrl) {
      this.transporter = nodemailer.createTransport(config.smtpUrl);
      this.folder = null;
    } else {
      this.transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
      this.folder = join(config.dataDir, 'mail');
    }
  }

  async send(message: OutboxMessageEntity): Promise<void> {
    const info = await this.transporter.sendMail({
      from: this.config.mailFrom,
      to: message.recipient,
      subject: message.subject,
      text: message.textBody,
      html: message.htmlBody,
      attachments: message.attachments.map((attachment) => ({
        filename: attachment.filename,
        contentType: attachment.contentType,
        content: Buffer.from(attachment.content, 'base64'),
      })),
      headers: { 'X-Outbox-Id': message.id },
    });
    if (!this.folder) return;
    // Sign-in and invitation links: for the owner's eyes only, the folder (made earlier, wider,
    // by an older version too) and each file from its first byte.
    await mkdir(this.folder, { recursive: true, mode: 0o700 });
    await chmod(this.folder, 0o700);
    const file = join(this.folder, `${message.createdAt.toISOString().replace(/[:.]/g, '-')}-${message.id}-${message.kind}.eml`);
    await writeFile(file, (info as { message: Buffer }).message, { mode: 0o600 });
    this.logger.log(`no SMTP_URL: e-mail "${message.subject}" to ${message.recipient} written to ${file}`);
  }

  close(): void {
    this.transporter.close();
  }
}
