import { readFile } from 'node:fs/promises';
import { request } from 'node:https';
import { XMLParser } from 'fast-xml-parser';
import type { VerifactuConfig } from '../../config/app-config.js';
import type { AeatRecordStatus } from './entities/aeat-submission.entity.js';

/** The AEAT's VERI*FACTU web service (SistemaFacturacion.wsdl), for a company's certificate (not a seal's). */
export const AEAT_ENDPOINTS: Record<VerifactuConfig['environment'], string> = {
  test: 'https://prewww1.aeat.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP',
  production: 'https://www1.agenciatributaria.gob.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP',
};

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

/**
 * Why a request got no answer to read: no answer in time; the process stopping; the AEAT not
 * reached (DNS, connection, its TLS certificate); our certificate refused (HTTP 401/403, or a TLS
 * alert about it); another HTTP status; a SOAP fault; an answer that is not the one asked for.
 */
export type AeatFailure = 'TIMEOUT' | 'STOPPED' | 'UNREACHABLE' | 'REFUSED' | 'HTTP' | 'FAULT' | 'ANSWER';

/** The request was not answered record by record: the AEAT unreachable, too slow, or a SOAP fault. */
export class AeatUnavailable extends Error {
  constructor(
    message: string,
    readonly failure: AeatFailure,
  ) {
    super(message);
  }
}

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  parseTagValue: false,
  isArray: (name) => name === 'RespuestaLinea' || name === 'RegistroRespuestaConsultaFactuSistemaFacturacion',
});
const STATUS: Record<string, AeatRecordStatus> = { Correcto: 'ACCEPTED', AceptadoConErrores: 'ACCEPTED_WITH_ERRORS', Incorrecto: 'REJECTED' };
/** A duplicate's state at the AEAT (error 3000): what it already holds for the record. */
const DUPLICATE_STATUS: Record<string, AeatRecordStatus> = { Correcta: 'ACCEPTED', AceptadaConErrores: 'ACCEPTED_WITH_ERRORS' };

/** Reads RespuestaRegFactuSistemaFacturacion (RespuestaSuministro.xsd), or throws AeatUnavailable for a fault or anything else. */
export function parseAnswer(xml: string): SubmissionAnswer {
  type Line = {
    IDFactura: Record<string, string>;
    Operacion: { TipoOperacion: string };
    EstadoRegistro: string;
    CodigoErrorRegistro?: string;
    DescripcionErrorRegistro?: string;
    RegistroDuplicado?: { EstadoRegistroDuplicado?: string };
  };
  const body = (
    parser.parse(xml) as {
      Envelope?: {
        Body?: {
          Fault?: { faultstring?: string };
          RespuestaRegFactuSistemaFacturacion?: { CSV?: string; TiempoEsperaEnvio?: string; RespuestaLinea?: Line[] };
        };
      };
    }
  ).Envelope?.Body;
  throwFault(body);
  const answer = body?.RespuestaRegFactuSistemaFacturacion;
  if (!answer) throw new AeatUnavailable('the answer is not a RespuestaRegFactuSistemaFacturacion', 'ANSWER');
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

function throwFault(body: { Fault?: { faultstring?: string } } | undefined): void {
  if (body?.Fault) throw new AeatUnavailable(`SOAP fault: ${String(body.Fault.faultstring ?? '').slice(0, 500)}`, 'FAULT');
}

/** What a query (ConsultaFactuSistemaFacturacion) found: the records the AEAT holds for the period asked. */
export interface QueryAnswer {
  records: number;
  /** More than this answer's (IndicadorPaginacion = S). */
  more: boolean;
}

/** Reads RespuestaConsultaFactuSistemaFacturacion (RespuestaConsultaLR.xsd), or throws AeatUnavailable for a fault or anything else. */
export function parseQueryAnswer(xml: string): QueryAnswer {
  type Answer = { ResultadoConsulta?: string; IndicadorPaginacion?: string; RegistroRespuestaConsultaFactuSistemaFacturacion?: unknown[] };
  const body = (parser.parse(xml) as { Envelope?: { Body?: { Fault?: { faultstring?: string }; RespuestaConsultaFactuSistemaFacturacion?: Answer } } }).Envelope
    ?.Body;
  throwFault(body);
  const answer = body?.RespuestaConsultaFactuSistemaFacturacion;
  if (!answer?.ResultadoConsulta) throw new AeatUnavailable('the answer is not a RespuestaConsultaFactuSistemaFacturacion', 'ANSWER');
  return { records: answer.RegistroRespuestaConsultaFactuSistemaFacturacion?.length ?? 0, more: answer.IndicadorPaginacion === 'S' };
}

/** TLS alerts by which a server turns our certificate down. */
const CERTIFICATE_ALERT = /ALERT_(BAD_CERTIFICATE|CERTIFICATE_|UNKNOWN_CA|ACCESS_DENIED|HANDSHAKE_FAILURE|UNSUPPORTED_CERTIFICATE)/;

/**
 * POSTs a SOAP request to `url` with the company's certificate as the TLS client certificate and
 * resolves with the answer's text (a SOAP fault included). `deadline` aborts it: with a
 * TimeoutError when the AEAT did not answer in time (VERIFACTU_TIMEOUT_MS on the caller's clock),
 * otherwise because the process is stopping.
 */
export async function postSoap(config: VerifactuConfig, url: string, pfx: Buffer, xml: string, deadline: AbortSignal): Promise<string> {
  const ca = config.caPath ? await readFile(config.caPath) : undefined;
  const unavailable = (error: Error & { code?: string }) => {
    if (error instanceof AeatUnavailable) return error;
    if (deadline.aborted) {
      const late = deadline.reason instanceof DOMException && deadline.reason.name === 'TimeoutError';
      return late
        ? new AeatUnavailable(`no answer within ${config.timeoutMs} ms`, 'TIMEOUT')
        : new AeatUnavailable('the process stopped before the AEAT answered', 'STOPPED');
    }
    if (CERTIFICATE_ALERT.test(error.code ?? '')) return new AeatUnavailable(`the certificate was refused: ${error.message}`, 'REFUSED');
    // Refused connections, unknown hosts, resets, the AEAT's own certificate not trusted.
    return new AeatUnavailable(error.message, 'UNREACHABLE');
  };
  return new Promise<string>((resolve, reject) => {
    const outgoing = request(
      new URL(url),
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
          // A SOAP fault comes with 500: the answer's reader reads it.
          if (response.statusCode === 200 || (response.statusCode === 500 && body.includes('Fault'))) resolve(body);
          else if (response.statusCode === 401 || response.statusCode === 403)
            reject(new AeatUnavailable(`HTTP ${response.statusCode}: the certificate was refused`, 'REFUSED'));
          else reject(new AeatUnavailable(`HTTP ${response.statusCode}`, 'HTTP'));
        });
        response.on('error', (error) => reject(unavailable(error)));
      },
    );
    outgoing.on('error', (error) => reject(unavailable(error)));
    outgoing.end(xml);
  });
}

/** Sends billing records (RegFactuSistemaFacturacion) to the environment's web service, or VERIFACTU_ENDPOINT. */
export async function postToAeat(config: VerifactuConfig, pfx: Buffer, xml: string, deadline: AbortSignal): Promise<SubmissionAnswer> {
  return parseAnswer(await postSoap(config, config.endpoint ?? AEAT_ENDPOINTS[config.environment], pfx, xml, deadline));
}
