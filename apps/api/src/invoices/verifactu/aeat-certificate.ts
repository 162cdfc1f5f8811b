import { readFile, stat } from 'node:fs/promises';
import { Inject, Injectable } from '@nestjs/common';
import forge from 'node-forge';
import { Clock } from '../../common/clock.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

/** The company's certificate as the settings show it; `problem` says why it cannot be used. */
export interface CertificateInfo {
  configured: boolean;
  subject: string | null;
  notAfter: Date | null;
  problem: 'UNREADABLE' | 'EXPIRED' | null;
}

/** What the admins are alerted of in production: no certificate, one that cannot be used, or one that expires soon. */
export type CertificateAlertProblem = 'MISSING' | 'UNREADABLE' | 'EXPIRED' | 'EXPIRING';

export interface CertificateAlert {
  problem: CertificateAlertProblem;
  notAfter: Date | null;
}

/** How long before its expiry a certificate is warned of. */
export const EXPIRY_WARNING_DAYS = 30;
const DAY_MS = 86_400_000;

interface Parsed {
  subject: string;
  notAfter: Date;
  pfx: Buffer;
}

/** The PKCS#12 file's certificate (its password is never logged, nor put in an error); null when it cannot be read with it. */
function parse(pfx: Buffer, password: string): Parsed | null {
  try {
    const p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(pfx.toString('binary')), password);
    const bags = p12.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag] ?? [];
    const keyBags = p12.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag })[forge.pki.oids.pkcs8ShroudedKeyBag] ?? [];
    const keyId = keyBags[0]?.attributes.localKeyId?.[0];
    // The certificate of the private key (the file may carry its issuers too).
    const certificate = (
      bags.find((bag) => keyId && bag.attributes.localKeyId?.[0] === keyId) ??
      bags.find((bag) => !bag.cert?.extensions.some((e) => e.cA)) ??
      bags[0]
    )?.cert;
    if (!certificate) return null;
    const subject = String(certificate.subject.getField('CN')?.value ?? certificate.subject.getField('O')?.value ?? '');
    return { subject, notAfter: certificate.validity.notAfter, pfx };
  } catch {
    return null;
  }
}

/**
 * The company's electronic certificate (VERIFACTU_CERT_PATH): read again only when the file
 * changes (its PKCS#12 decryption is costly, and the sender asks every few seconds), its expiry
 * judged on the app's clock.
 */
@Injectable()
export class CompanyCertificate {
  private cached: { stamp: string; parsed: Parsed | null } | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async read(): Promise<{ info: CertificateInfo; pfx: Buffer | null }> {
    const { certificatePath, certificatePassword } = this.config.verifactu;
    if (!certificatePath) return { info: { configured: false, subject: null, notAfter: null, problem: null }, pfx: null };
    let parsed: Parsed | null = null;
    try {
      const file = await stat(certificatePath);
      const stamp = `${file.mtimeMs}:${file.size}`;
      if (this.cached?.stamp !== stamp) this.cached = { stamp, parsed: parse(await readFile(certificatePath), certificatePassword) };
      parsed = this.cached.parsed;
    } catch {
      this.cached = null;
    }
    if (!parsed) return { info: { configured: true, subject: null, notAfter: null, problem: 'UNREADABLE' }, pfx: null };
    const expired = parsed.notAfter.getTime() < this.clock.now();
    return {
      info: { configured: true, subject: parsed.subject, notAfter: parsed.notAfter, problem: expired ? 'EXPIRED' : null },
      pfx: expired ? null : parsed.pfx,
    };
  }

  /** Records go to the AEAT's production service: the production environment, with a usable certificate. */
  async sendsToProduction(): Promise<boolean> {
    return this.config.verifactu.environment === 'production' && (await this.read()).pfx !== null;
  }

  /** What to alert the admins of: only in production, where invoices need it. */
  async alert(): Promise<CertificateAlert | null> {
    if (this.config.verifactu.environment !== 'production') return null;
    const { info } = await this.read();
    if (!info.configured) return { problem: 'MISSING', notAfter: null };
    if (info.problem) return { problem: info.problem, notAfter: info.notAfter };
    return info.notAfter!.getTime() - this.clock.now() < EXPIRY_WARNING_DAYS * DAY_MS ? { problem: 'EXPIRING', notAfter: info.notAfter } : null;
  }
}
