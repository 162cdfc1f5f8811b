// A small server that answers like the AEAT's VERI*FACTU web service (test environment): SOAP over
// HTTPS, the caller identified by its TLS client certificate (none: 403, as the AEAT refuses it).
// Every request is validated against the AEAT's own schemas (invoices/verifactu/schemas); one that
// does not validate gets the SOAP fault the AEAT answers with. Otherwise each record is answered as
// the test asks: accepted, accepted with errors, rejected, no answer at all (a timeout), or accepted
// with a longer wait time (TiempoEsperaEnvio). A record already accepted is answered as a duplicate
// (error 3000 with RegistroDuplicado), as the AEAT does when a lost answer makes us send it again.
// For the API tests (imported) and the browser tests (`node apps/api/src/testing/fake-aeat.ts` with
// PORT and AEAT_CERTIFICATES, the folder test-certificates.ts writes). Erasable TypeScript only, and
// no relative imports: Node runs it without a build.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { XMLParser } from 'fast-xml-parser';
import { validateXML } from 'xmllint-wasm';

const SCHEMAS = fileURLToPath(new URL('../invoices/verifactu/schemas/', import.meta.url));
const XMLDSIG_URL = 'http://www.w3.org/TR/xmldsig-core/xmldsig-core-schema.xsd';
const AEAT_WS = 'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws';

/** The AEAT's schemas as xmllint loads them: the signature schema's import pointed at the copy beside them. */
function schemaFiles() {
  const file = (name: string, rewrite = (text: string) => text) => ({ fileName: name, contents: rewrite(readFileSync(join(SCHEMAS, name), 'utf8')) });
  return [
    file('SuministroInformacion.xsd', (text) => text.replace(XMLDSIG_URL, 'xmldsig-core-schema.xsd')),
    file('xmldsig-core-schema.xsd'),
    file('SuministroLR.xsd'),
    file('RespuestaSuministro.xsd'),
  ];
}

/**
 * Validates a document against one of the AEAT's schemas (SuministroLR.xsd for a request's
 * RegFactuSistemaFacturacion, RespuestaSuministro.xsd for an answer); the errors in xmllint's words.
 */
export async function validateAgainstAeatSchema(xml: string, schema: 'SuministroLR.xsd' | 'RespuestaSuministro.xsd'): Promise<string[]> {
  const files = schemaFiles();
  const result = await validateXML({
    xml: { fileName: 'document.xml', contents: xml },
    schema: files.find((file) => file.fileName === schema)!,
    preload: files.filter((file) => file.fileName !== schema),
  });
  return result.errors.map((error) => error.message);
}

/**
 * The SOAP body's one element as a document of its own (validated by itself): the namespaces the
 * envelope declares are declared on it.
 */
export function soapBodyElement(envelope: string, localName: string): string | null {
  const open = new RegExp(`<([\\w.-]+:)?${localName}[\\s/>]`).exec(envelope);
  if (!open) return null;
  const prefix = open[1] ?? '';
  const close = envelope.lastIndexOf(`</${prefix}${localName}>`);
  if (close < 0) return null;
  const element = envelope.slice(open.index, close + `</${prefix}${localName}>`.length);
  const declared = new Map<string, string>();
  for (const match of envelope.slice(0, open.index).matchAll(/\s(xmlns(?::[\w.-]+)?)="([^"]*)"/g)) declared.set(match[1], match[2]);
  const rootTag = element.slice(0, element.indexOf('>'));
  const missing = [...declared].filter(([name]) => !rootTag.includes(` ${name}=`)).map(([name, value]) => ` ${name}="${value}"`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${prefix}${localName}${missing}${element.slice(prefix.length + localName.length + 1)}`;
}

export type FakeAnswer =
  | { kind: 'accepted' }
  | { kind: 'acceptedWithErrors'; code?: number; description?: string }
  | { kind: 'rejected'; code?: number; description?: string }
  | { kind: 'timeout' }
  | { kind: 'wait'; seconds: number };

export interface ReceivedRecord {
  operation: 'Alta' | 'Anulacion';
  issuerTaxId: string;
  invoiceNumber: string;
  issueDate: string;
  fingerprint: string;
  /** Subsanacion and RechazoPrevio as sent. */
  correction: string | null;
  previouslyRejected: string | null;
}

export interface ReceivedRequest {
  /** The client certificate's subject (CN), as the AEAT reads who is calling. */
  caller: string;
  valid: boolean;
  errors: string[];
  records: ReceivedRecord[];
  body: string;
}

export interface FakeAeat {
  url: string;
  port: number;
  requests: ReceivedRequest[];
  /** How the next requests are answered, one entry per request (then: accepted). */
  answerNext(...answers: FakeAnswer[]): void;
  /** The next request is not answered (a timeout); resolves once it is received and held. */
  holdNext(): Promise<void>;
  /** Forgets the answers still queued and lets go of the requests held: every request is accepted again. */
  reset(): void;
  close(): Promise<void>;
}

const parser = new XMLParser({ removeNSPrefix: true, ignoreAttributes: true, parseTagValue: false, isArray: (name) => name === 'RegistroFactura' });
const escape = (text: string) => text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!);

function recordsOf(body: string): ReceivedRecord[] {
  const parsed = parser.parse(body) as { Envelope?: { Body?: { RegFactuSistemaFacturacion?: { RegistroFactura?: Record<string, Record<string, unknown>>[] } } } };
  return (parsed.Envelope?.Body?.RegFactuSistemaFacturacion?.RegistroFactura ?? []).map((entry) => {
    const alta = entry.RegistroAlta as Record<string, string> & { IDFactura: Record<string, string> } | undefined;
    const anulacion = entry.RegistroAnulacion as Record<string, string> & { IDFactura: Record<string, string> } | undefined;
    if (alta) {
      return {
        operation: 'Alta',
        issuerTaxId: alta.IDFactura.IDEmisorFactura,
        invoiceNumber: alta.IDFactura.NumSerieFactura,
        issueDate: alta.IDFactura.FechaExpedicionFactura,
        fingerprint: alta.Huella,
        correction: alta.Subsanacion ?? null,
        previouslyRejected: alta.RechazoPrevio ?? null,
      };
    }
    return {
      operation: 'Anulacion',
      issuerTaxId: anulacion!.IDFactura.IDEmisorFacturaAnulada,
      invoiceNumber: anulacion!.IDFactura.NumSerieFacturaAnulada,
      issueDate: anulacion!.IDFactura.FechaExpedicionFacturaAnulada,
      fingerprint: anulacion!.Huella,
      correction: null,
      previouslyRejected: null,
    };
  });
}

const fault = (text: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Body><env:Fault><faultcode>env:Client</faultcode><faultstring>${escape(text)}</faultstring></env:Fault></env:Body></env:Envelope>`;

const madridNow = () => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23', timeZoneName: 'longOffset' })
      .formatToParts(new Date())
      .map(({ type, value }) => [type, value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${parts.timeZoneName === 'GMT' ? '+00:00' : parts.timeZoneName.replace('GMT', '')}`;
};

/** The answer the AEAT gives a valid request, record by record (RespuestaSuministro.xsd). */
export function answerXml(body: string, records: ReceivedRecord[], answer: FakeAnswer, accepted: Set<string>, waitSeconds = 60): string {
  const header = /<(?:[\w.-]+:)?ObligadoEmision>\s*<(?:[\w.-]+:)?NombreRazon>([^<]*)<\/(?:[\w.-]+:)?NombreRazon>\s*<(?:[\w.-]+:)?NIF>([^<]*)</.exec(body);
  const [name, nif] = [header?.[1] ?? '', header?.[2] ?? ''];
  const lines = records.map((record) => {
    const key = `${record.operation}|${record.issuerTaxId}|${record.invoiceNumber}|${record.issueDate}`;
    let state = answer.kind === 'rejected' ? 'Incorrecto' : answer.kind === 'acceptedWithErrors' ? 'AceptadoConErrores' : 'Correcto';
    let error = '';
    if (state === 'Incorrecto') error = `<tikR:CodigoErrorRegistro>${answer.kind === 'rejected' ? (answer.code ?? 1100) : 0}</tikR:CodigoErrorRegistro><tikR:DescripcionErrorRegistro>${escape((answer.kind === 'rejected' && answer.description) || 'Valor o tipo incorrecto del campo: NIF del destinatario.')}</tikR:DescripcionErrorRegistro>`;
    if (state === 'AceptadoConErrores') error = `<tikR:CodigoErrorRegistro>${answer.kind === 'acceptedWithErrors' ? (answer.code ?? 1237) : 0}</tikR:CodigoErrorRegistro><tikR:DescripcionErrorRegistro>${escape((answer.kind === 'acceptedWithErrors' && answer.description) || 'El NIF del destinatario no está identificado en el censo de la AEAT.')}</tikR:DescripcionErrorRegistro>`;
    const duplicate = record.correction !== 'S' && accepted.has(key) && state !== 'Incorrecto';
    if (duplicate) {
      state = 'Incorrecto';
      error = `<tikR:CodigoErrorRegistro>3000</tikR:CodigoErrorRegistro><tikR:DescripcionErrorRegistro>Registro de facturación duplicado.</tikR:DescripcionErrorRegistro><tikR:RegistroDuplicado><tik:IdPeticionRegistroDuplicado>20270104101500</tik:IdPeticionRegistroDuplicado><tik:EstadoRegistroDuplicado>Correcta</tik:EstadoRegistroDuplicado></tikR:RegistroDuplicado>`;
    } else if (state !== 'Incorrecto') {
      accepted.add(key);
    }
    const operation = `<tikR:Operacion><tik:TipoOperacion>${record.operation}</tik:TipoOperacion>${record.correction ? `<tik:Subsanacion>${record.correction}</tik:Subsanacion>` : ''}${record.previouslyRejected ? `<tik:RechazoPrevio>${record.previouslyRejected}</tik:RechazoPrevio>` : ''}</tikR:Operacion>`;
    return { state, xml: `<tikR:RespuestaLinea><tikR:IDFactura><tik:IDEmisorFactura>${escape(record.issuerTaxId)}</tik:IDEmisorFactura><tik:NumSerieFactura>${escape(record.invoiceNumber)}</tik:NumSerieFactura><tik:FechaExpedicionFactura>${record.issueDate}</tik:FechaExpedicionFactura></tikR:IDFactura>${operation}<tikR:EstadoRegistro>${state}</tikR:EstadoRegistro>${error}</tikR:RespuestaLinea>` };
  });
  const states = new Set(lines.map((line) => line.state));
  const overall = states.size === 1 && states.has('Incorrecto') ? 'Incorrecto' : states.has('Incorrecto') ? 'ParcialmenteCorrecto' : 'Correcto';
  const presented = overall === 'Incorrecto' ? '' : `<tikR:CSV>A-FAKE${Date.now().toString(36).toUpperCase()}</tikR:CSV><tikR:DatosPresentacion><tik:NIFPresentador>${escape(nif)}</tik:NIFPresentador><tik:TimestampPresentacion>${madridNow()}</tik:TimestampPresentacion></tikR:DatosPresentacion>`;
  return (
    `<?xml version="1.0" encoding="UTF-8"?><env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Header/><env:Body Id="Body">` +
    `<tikR:RespuestaRegFactuSistemaFacturacion xmlns:tikR="${AEAT_WS}/RespuestaSuministro.xsd" xmlns:tik="${AEAT_WS}/SuministroInformacion.xsd">` +
    `${presented}<tikR:Cabecera><tik:ObligadoEmision><tik:NombreRazon>${escape(name)}</tik:NombreRazon><tik:NIF>${escape(nif)}</tik:NIF></tik:ObligadoEmision></tikR:Cabecera>` +
    `<tikR:TiempoEsperaEnvio>${answer.kind === 'wait' ? answer.seconds : waitSeconds}</tikR:TiempoEsperaEnvio><tikR:EstadoEnvio>${overall}</tikR:EstadoEnvio>${lines.map((line) => line.xml).join('')}` +
    `</tikR:RespuestaRegFactuSistemaFacturacion></env:Body></env:Envelope>`
  );
}

/**
 * The answer to a query of the issuer's own records (ConsultaFactuSistemaFacturacion, annex IV of
 * the web service's description): the records of the issuer in the header accepted for the month
 * asked. The smallest answer the connection check reads (env-sending's; the fake-aeat lane's
 * fuller Consulta replaces it).
 */
export function queryAnswerXml(body: string, accepted: ReadonlySet<string>): string {
  const tag = (name: string) => new RegExp(`<(?:[\\w.-]+:)?${name}>([^<]*)<`).exec(body)?.[1] ?? '';
  const [nif, name, year, month] = [tag('NIF'), tag('NombreRazon'), tag('Ejercicio'), tag('Periodo')];
  const found = [...accepted].map((key) => key.split('|')).filter(([operation, issuer, , day]) => operation === 'Alta' && issuer === nif && day.endsWith(`-${month}-${year}`));
  const records = found
    .map(
      ([, issuer, number, day]) =>
        `<tikLRRC:RegistroRespuestaConsultaFactuSistemaFacturacion><tikLRRC:IDFactura><tik:IDEmisorFactura>${escape(issuer)}</tik:IDEmisorFactura><tik:NumSerieFactura>${escape(number)}</tik:NumSerieFactura><tik:FechaExpedicionFactura>${day}</tik:FechaExpedicionFactura></tikLRRC:IDFactura><tikLRRC:EstadoRegistro><tikLRRC:EstadoRegistro>Correcta</tikLRRC:EstadoRegistro></tikLRRC:EstadoRegistro></tikLRRC:RegistroRespuestaConsultaFactuSistemaFacturacion>`,
    )
    .join('');
  return (
    `<?xml version="1.0" encoding="UTF-8"?><env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Header/><env:Body Id="Body">` +
    `<tikLRRC:RespuestaConsultaFactuSistemaFacturacion xmlns:tikLRRC="${AEAT_WS}/RespuestaConsultaLR.xsd" xmlns:tik="${AEAT_WS}/SuministroInformacion.xsd">` +
    `<tikLRRC:Cabecera><tik:IDVersion>1.0</tik:IDVersion><tik:ObligadoEmision><tik:NombreRazon>${escape(name)}</tik:NombreRazon><tik:NIF>${escape(nif)}</tik:NIF></tik:ObligadoEmision></tikLRRC:Cabecera>` +
    `<tikLRRC:PeriodoImputacion><tikLRRC:Ejercicio>${escape(year)}</tikLRRC:Ejercicio><tikLRRC:Periodo>${escape(month)}</tikLRRC:Periodo></tikLRRC:PeriodoImputacion>` +
    `<tikLRRC:IndicadorPaginacion>N</tikLRRC:IndicadorPaginacion><tikLRRC:ResultadoConsulta>${found.length ? 'ConDatos' : 'SinDatos'}</tikLRRC:ResultadoConsulta>${records}` +
    `</tikLRRC:RespuestaConsultaFactuSistemaFacturacion></env:Body></env:Envelope>`
  );
}

/** An answer the test asked for; `onHeld` is told when a request is held unanswered. */
type QueuedAnswer = { answer: FakeAnswer; onHeld?: () => void };

const read = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });

/** `waitSeconds`: the TiempoEsperaEnvio of an ordinary answer (the AEAT's is 60; the browser tests ask for none). */
export async function startFakeAeat({ port = 0, key, cert, waitSeconds = 60 }: { port?: number; key: string; cert: string; waitSeconds?: number }): Promise<FakeAeat> {
  const requests: ReceivedRequest[] = [];
  const queued: QueuedAnswer[] = [];
  const accepted = new Set<string>();
  const held = new Set<ServerResponse>();
  const server: Server = createServer({ key, cert, requestCert: true, rejectUnauthorized: false }, async (request, response) => {
    const peer = (request.socket as TLSSocket).getPeerCertificate();
    if (!peer || !peer.subject) return response.writeHead(403, { 'content-type': 'text/plain' }).end('Se requiere un certificado electrónico.');
    if (request.method !== 'POST' || !request.url?.endsWith('/VerifactuSOAP')) return response.writeHead(404).end();
    const body = await read(request);
    if (soapBodyElement(body, 'ConsultaFactuSistemaFacturacion')) {
      requests.push({ caller: String(peer.subject.CN ?? ''), valid: true, errors: [], records: [], body });
      return response.writeHead(200, { 'content-type': 'text/xml; charset=UTF-8' }).end(queryAnswerXml(body, accepted));
    }
    const element = soapBodyElement(body, 'RegFactuSistemaFacturacion');
    const errors = element ? await validateAgainstAeatSchema(element, 'SuministroLR.xsd') : ['no RegFactuSistemaFacturacion in the SOAP body'];
    const received: ReceivedRequest = { caller: String(peer.subject.CN ?? ''), valid: errors.length === 0, errors, records: [], body };
    requests.push(received);
    if (errors.length) {
      return response.writeHead(500, { 'content-type': 'text/xml; charset=UTF-8' }).end(fault(`Codigo[4102].El XML no cumple el esquema. ${errors[0]}`));
    }
    received.records = recordsOf(body);
    const { answer, onHeld }: QueuedAnswer = queued.shift() ?? { answer: { kind: 'accepted' } };
    if (answer.kind === 'timeout') {
      held.add(response);
      response.on('close', () => held.delete(response));
      onHeld?.();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/xml; charset=UTF-8' }).end(answerXml(body, received.records, answer, accepted, waitSeconds));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actualPort = (server.address() as { port: number }).port;
  return {
    url: `https://127.0.0.1:${actualPort}/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP`,
    port: actualPort,
    requests,
    answerNext: (...answers) => queued.push(...answers.map((answer) => ({ answer }))),
    holdNext: () => new Promise<void>((resolve) => queued.push({ answer: { kind: 'timeout' }, onHeld: resolve })),
    reset: () => {
      queued.length = 0;
      for (const response of held) response.destroy();
    },
    close: () =>
      new Promise((resolve) => {
        for (const response of held) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const folder = process.env.AEAT_CERTIFICATES ?? 'tmp/aeat-certificates';
  const fake = await startFakeAeat({
    port: Number(process.env.PORT ?? 3185),
    waitSeconds: Number(process.env.AEAT_WAIT_SECONDS ?? 60),
    key: readFileSync(join(folder, 'server-key.pem'), 'utf8'),
    cert: readFileSync(join(folder, 'server-cert.pem'), 'utf8'),
  });
  console.log(`fake AEAT on ${fake.url}`);
}
