import { readFile } from 'node:fs/promises';
import { request } from 'node:https';
import { XMLParser } from 'fast-xml-parser';
import forge from 'node-forge';
import type { VerifactuConfig } from '../../config/app-config.js';
import type { AeatRecordStatus } from './entities/aeat-submission.entity.js';

/** The AEAT's VERI*FACTU web service (SistemaFacturacion.wsdl), for a company's certificate (not a seal's). */
export const AEAT_ENDPOINTS: Record<VerifactuConfig['environment'], string> = {
  test: 'https://prewww1.aeat.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP',
  production: 'https://www1.agenciatributaria.gob.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP',
};

/** The company's certificate as the settings show it; `problem` says why it cannot be used. */
export interface CertificateInfo {
  configured: boolean;
  subject: string | null;
  notAfter: Date | null;
  problem: 'UNREADABLE' | 'EXPIRED' | null;
}

/** Reads the PKCS#12 file (its password is never logged, nor put in an error). */
export async function readCertificate(config: VerifactuConfig): Promise<{ info: CertificateInfo; pfx: Buffer | null }> {
  if (!config.certificatePath) return { info: { configured: false, subject: null, notAfter: null, problem: null }, pfx: null };
  try {
    const pfx = await readFile(config.certificatePath);
    const p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(pfx.toString('binary')), config.certificatePassword);
    const bags = p12.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag] ?? [];
    const keyBags = p12.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag })[forge.pki.oids.pkcs8ShroudedKeyBag] ?? [];
    const keyId = keyBags[0]?.attributes.localKeyId?.[0];
    // The certificate of the private key (the file may carry its issuers too).
    const certificate = (bags.find((bag) => keyId && bag.attributes.localKeyId?.[0] === keyId) ?? bags.find((bag) => !bag.cert?.extensions.some((e) => e.cA)) ?? bags[0])?.cert;
    if (!certificate) throw new Error('no certificate in the file');
    const notAfter = certificate.validity.notAfter;
    const subject = String(certificate.subject.getField('CN')?.value ?? certificate.subject.getField('O')?.value ?? '');
    return { info: { configured: true, subject, notAfter, problem: notAfter.getTime() < Date.now() ? 'EXPIRED' : null }, pfx };
  } catch {
    return { info: { configured: true, subject: null, notAfter: null, problem: 'UNREADABLE' }, pfx: null };
  }
}

/** The AEAT's answer for one record. */
export interface RecordAnswer {
  issuerTaxId: string;
  invoiceNumber: string;
  /** dd-mm-yyyy */
  issueDate: string;
  operation: 'Alta' | 'Anulacion';
  status: AeatRecordStatus;
  errorCode: number | null;
  errorDescription: string | null;
}

export interface SubmissionAnswer {
  /** TiempoEsperaEnvio: seconds before the next request may go. */
  waitSeconds: number;
  csv: string | null;
  records: RecordAnswer[];
}

/** The request was not answered record by record: the AEAT unreachable, too slow, or a SOAP fault. */
export class AeatUnavailable extends Error {}

const parser = new XMLParser({ removeNSPrefix: true, ignoreAttributes: true, parseTagValue: false, isArray: (name) => name === 'RespuestaLinea' });
const STATUS: Record<string, AeatRecordStatus> = { Correcto: 'ACCEPTED', AceptadoConErrores: 'ACCEPTED_WITH_ERRORS', Incorrecto: 'REJECTED' };
/** A duplicate's state at the AEAT (error 3000): what it already holds for the record. */
const DUPLICATE_STATUS: Record<string, AeatRecordStatus> = { Correcta: 'ACCEPTED', AceptadaConErrores: 'ACCEPTED_WITH_ERRORS' };

/** Reads RespuestaRegFactuSistemaFacturacion (RespuestaSuministro.xsd), or throws AeatUnavailable for a fault or anything else. */
export function parseAnswer(xml: string): SubmissionAnswer {
  type Line = { IDFactura: Record<string, string>; Operacion: { TipoOperacion: string }; EstadoRegistro: string; CodigoErrorRegistro?: string; DescripcionErrorRegistro?: string; RegistroDuplicado?: { EstadoRegistroDuplicado?: string } };
  const body = (parser.parse(xml) as { Envelope?: { Body?: { Fault?: { faultstring?: string }; RespuestaRegFactuSistemaFacturacion?: { CSV?: string; TiempoEsperaEnvio?: string; RespuestaLinea?: Line[] } } } }).Envelope?.Body;
  if (body?.Fault) throw new AeatUnavailable(`SOAP fault: ${String(body.Fault.faultstring ?? '').slice(0, 500)}`);
  const answer = body?.RespuestaRegFactuSistemaFacturacion;
  if (!answer) throw new AeatUnavailable('the answer is not a RespuestaRegFactuSistemaFacturacion');
  return {
    // Up to four digits (Tipo6Type); 0 means no wait. Absent or empty: the AEAT's usual 60.
    waitSeconds: /^\d{1,4}$/.test(String(answer.TiempoEsperaEnvio ?? '')) ? Number(answer.TiempoEsperaEnvio) : 60,
    csv: answer.CSV ?? null,
    records: (answer.RespuestaLinea ?? []).map((line) => {
      const code = line.CodigoErrorRegistro ? Number(line.CodigoErrorRegistro) : null;
      // Sent again after an answer that never arrived: the AEAT already holds it, in the state it says.
      const duplicate = code === 3000 ? DUPLICATE_STATUS[line.RegistroDuplicado?.EstadoRegistroDuplicado ?? ''] : undefined;
      return {
        issuerTaxId: line.IDFactura.IDEmisorFactura,
        invoiceNumber: line.IDFactura.NumSerieFactura,
        issueDate: line.IDFactura.FechaExpedicionFactura,
        operation: line.Operacion.TipoOperacion === 'Anulacion' ? 'Anulacion' : 'Alta',
        status: duplicate ?? STATUS[line.EstadoRegistro] ?? 'REJECTED',
        errorCode: duplicate === 'ACCEPTED' ? null : code,
        errorDescription: duplicate === 'ACCEPTED' ? null : (line.DescripcionErrorRegistro ?? null),
      };
    }),
  };
}

/**
 * POSTs a SOAP request with the company's certificate as the TLS client certificate. `deadline`
 * aborts it: with a TimeoutError when the AEAT did not answer in time (VERIFACTU_TIMEOUT_MS on the
 * sender's clock), otherwise because the process is stopping.
 */
export async function postToAeat(config: VerifactuConfig, pfx: Buffer, xml: string, deadline: AbortSignal): Promise<SubmissionAnswer> {
  const url = new URL(config.endpoint ?? AEAT_ENDPOINTS[config.environment]);
  const ca = config.caPath ? await readFile(config.caPath) : undefined;
  const unavailable = (error: Error) => {
    if (deadline.aborted) {
      const late = deadline.reason instanceof DOMException && deadline.reason.name === 'TimeoutError';
      return new AeatUnavailable(late ? `no answer within ${config.timeoutMs} ms` : 'the process stopped before the AEAT answered');
    }
    return error instanceof AeatUnavailable ? error : new AeatUnavailable(error.message);
  };
  const text = await new Promise<string>((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: 'POST',
        pfx,
        passphrase: config.certificatePassword,
        ...(ca ? { ca } : {}),
        headers: { 'content-type': 'text/xml; charset=UTF-8', soapaction: '""', 'content-length': Buffer.byteLength(xml) },
        signal: deadline,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          // A SOAP fault comes with 500: parseAnswer reads it.
          if (response.statusCode === 200 || (response.statusCode === 500 && body.includes('Fault'))) resolve(body);
          else reject(new AeatUnavailable(`HTTP ${response.statusCode}`));
        });
        response.on('error', (error) => reject(unavailable(error)));
      },
    );
    outgoing.on('error', (error) => reject(unavailable(error)));
    outgoing.end(xml);
  });
  return parseAnswer(text);
}
