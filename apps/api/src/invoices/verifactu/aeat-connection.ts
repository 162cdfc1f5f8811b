import { Inject, Injectable } from '@nestjs/common';
import { todayInPalma } from '../../common/calendar.js';
import { Clock } from '../../common/clock.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { BusinessTexts } from '../../texts/business-texts.js';
import { CompanyCertificate, type CertificateInfo } from './aeat-certificate.js';
import { AEAT_ENDPOINTS, AeatUnavailable, parseQueryAnswer, postSoap, type AeatFailure } from './aeat-client.js';
import { queryRequest } from './soap-request.js';

/**
 * How a connection check ended: the AEAT answered; no certificate, or one that cannot be read or
 * has expired (nothing sent); the AEAT refused the certificate; it could not be reached, or did
 * not answer in time; it answered with an error (a SOAP fault, another HTTP status, something else).
 */
export type ConnectionOutcome =
  'ANSWERED' | 'NO_CERTIFICATE' | 'CERTIFICATE_UNREADABLE' | 'CERTIFICATE_EXPIRED' | 'CERTIFICATE_REFUSED' | 'UNREACHABLE' | 'TIMEOUT' | 'AEAT_ERROR';

export interface ConnectionCheck {
  checkedAt: Date;
  /** The AEAT's test service (or VERIFACTU_ENDPOINT). */
  endpoint: string;
  certificate: CertificateInfo;
  outcome: ConnectionOutcome;
  /** The technical reason of a failure, in the words of the network or of the AEAT. */
  detail: string | null;
  /** The month asked for: YYYY-MM. */
  period: string;
  /** The company's records the AEAT holds for that month, when it answered. */
  records: number | null;
  /** It holds more than that answer lists. */
  more: boolean;
}

const OUTCOMES: Record<AeatFailure, ConnectionOutcome> = {
  REFUSED: 'CERTIFICATE_REFUSED',
  UNREACHABLE: 'UNREACHABLE',
  STOPPED: 'UNREACHABLE',
  TIMEOUT: 'TIMEOUT',
  HTTP: 'AEAT_ERROR',
  FAULT: 'AEAT_ERROR',
  ANSWER: 'AEAT_ERROR',
};

/**
 * 'Probar conexión': checks the company's certificate (readable, in date, its holder) and then the
 * connection to the AEAT's test service with it, by asking for the company's own records of the
 * current month (ConsultaFactuSistemaFacturacion). Nothing is issued, chained or sent.
 */
@Injectable()
export class AeatConnection {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly certificate: CompanyCertificate,
    private readonly texts: BusinessTexts,
  ) {}

  async check(): Promise<ConnectionCheck> {
    const { verifactu } = this.config;
    const { info, pfx } = await this.certificate.read();
    const period = todayInPalma(new Date(this.clock.now())).slice(0, 7);
    const result = (outcome: ConnectionOutcome, detail: string | null = null, found: { records: number; more: boolean } | null = null): ConnectionCheck => ({
      checkedAt: new Date(this.clock.now()),
      endpoint: verifactu.endpoint ?? AEAT_ENDPOINTS.test,
      certificate: info,
      outcome,
      detail,
      period,
      records: found?.records ?? null,
      more: found?.more ?? false,
    });
    if (!info.configured) return result('NO_CERTIFICATE');
    if (!pfx) return result(info.problem === 'EXPIRED' ? 'CERTIFICATE_EXPIRED' : 'CERTIFICATE_UNREADABLE');
    const company = await this.texts.company();
    const [year, month] = period.split('-').map(Number);
    try {
      const xml = queryRequest({ name: company.legalName, taxId: company.taxId }, year, month);
      return result(
        'ANSWERED',
        null,
        parseQueryAnswer(await postSoap(verifactu, verifactu.endpoint ?? AEAT_ENDPOINTS.test, pfx, xml, this.clock.timeout(verifactu.timeoutMs))),
      );
    } catch (error) {
      if (error instanceof AeatUnavailable) return result(OUTCOMES[error.failure], error.message.slice(0, 500));
      throw error;
    }
  }
}
