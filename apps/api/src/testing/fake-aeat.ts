// A small server that answers like the AEAT's VERI*FACTU web service (test environment): SOAP over
// HTTPS, the caller identified by its TLS client certificate (none: 403, as the AEAT refuses it).
// Every request is validated against the AEAT's own schemas (invoices/verifactu/schemas); one whose
// structure does not validate gets the SOAP fault the AEAT answers with. Then the AEAT's business
// rules (fake-aeat-rules.ts) judge the Cabecera (a breach refuses the whole request) and each record:
// accepted, accepted with an admissible error, or rejected, with the AEAT's codes and texts. It
// remembers what it accepted, as the AEAT does: a record sent again is a duplicate (3000 with
// RegistroDuplicado), a subsanación of a record it does not hold is refused (3002), a second chain
// of the same issuer and system is an admissible error (2007), and the query operation
// (ConsultaFactuSistemaFacturacion) answers with the records it holds. A test can force the answer
// to the next requests instead: accepted, accepted with errors, rejected, no answer at all (a
// timeout), a SOAP fault, or a longer wait time (TiempoEsperaEnvio).
// For the API tests (imported) and the browser tests (`node apps/api/src/testing/fake-aeat.ts` with
// PORT and AEAT_CERTIFICATES, the folder test-certificates.ts writes). Erasable TypeScript only, and
// only relative imports of .ts files: Node runs it without a build.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { validateXML } from 'xmllint-wasm';
import { AEAT_ERRORS } from './fake-aeat-errors.ts';
import {
  HEADER_RULES,
  aeatError,
  claimant,
  isoDay,
  judge,
  parseRegFactu,
  schemaError,
  soapBody,
  type BreakdownLine,
  type Party,
  type ReceivedRecord,
  type RecordError,
  type RequestHeader,
  type RuleContext,
} from './fake-aeat-rules.ts';

export type { BreakdownLine, InvoiceId, Party, ReceivedRecord } from './fake-aeat-rules.ts';

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

type Schema = 'SuministroLR.xsd' | 'RespuestaSuministro.xsd';

/**
 * Validates documents against one of the AEAT's schemas, in one run of xmllint (each run takes a
 * while): their errors in xmllint's words, document by document. A schema also accepts the global
 * elements of those it imports: SuministroLR.xsd a RegistroAlta or a RegistroAnulacion alone.
 */
async function validateDocuments(documents: string[], schema: Schema): Promise<string[][]> {
  const files = schemaFiles();
  const result = await validateXML({
    xml: documents.map((contents, i) => ({ fileName: `document-${i}.xml`, contents })),
    schema: files.find((file) => file.fileName === schema)!,
    preload: files.filter((file) => file.fileName !== schema),
  });
  const errors = documents.map((): string[] => []);
  for (const error of result.errors) errors[Number(/^document-(\d+)\.xml$/.exec(error.loc?.fileName ?? '')?.[1] ?? NaN)]?.push(error.message);
  return errors;
}

/**
 * Validates a document against one of the AEAT's schemas (SuministroLR.xsd for a request's
 * RegFactuSistemaFacturacion, RespuestaSuministro.xsd for an answer); the errors in xmllint's words.
 */
export const validateAgainstAeatSchema = async (xml: string, schema: Schema): Promise<string[]> => (await validateDocuments([xml], schema))[0];

/**
 * The envelope's elements of that name, each as a document of its own (validated by itself): the
 * namespaces declared before it are declared on it.
 */
function elementDocuments(envelope: string, localName: string): string[] {
  const documents: string[] = [];
  const opening = new RegExp(`<([\\w.-]+:)?${localName}[\\s/>]`, 'g');
  for (let open = opening.exec(envelope); open; open = opening.exec(envelope)) {
    const prefix = open[1] ?? '';
    const closing = `</${prefix}${localName}>`;
    const close = envelope.indexOf(closing, open.index);
    if (close < 0) break;
    const element = envelope.slice(open.index, close + closing.length);
    const declared = new Map<string, string>();
    for (const match of envelope.slice(0, open.index).matchAll(/\s(xmlns(?::[\w.-]+)?)="([^"]*)"/g)) declared.set(match[1], match[2]);
    const rootTag = element.slice(0, element.indexOf('>'));
    const missing = [...declared]
      .filter(([name]) => !rootTag.includes(` ${name}=`))
      .map(([name, value]) => ` ${name}="${value}"`)
      .join('');
    documents.push(`<?xml version="1.0" encoding="UTF-8"?>\n<${prefix}${localName}${missing}${element.slice(prefix.length + localName.length + 1)}`);
    opening.lastIndex = close + closing.length;
  }
  return documents;
}

/** The SOAP body's one element of that name as a document of its own; null when there is none. */
export const soapBodyElement = (envelope: string, localName: string): string | null => elementDocuments(envelope, localName)[0] ?? null;

/**
 * How the next request is answered, instead of by the rules. accepted, acceptedWithErrors and
 * rejected answer every record so (a record already held is still a duplicate); timeout holds the
 * request unanswered; fault refuses it whole; wait leaves the answer to the rules and asks for that
 * TiempoEsperaEnvio. A consultation takes only a timeout or a fault from the head of the queue.
 */
export type FakeAnswer =
  | { kind: 'accepted' }
  | { kind: 'acceptedWithErrors'; code?: number; description?: string }
  | { kind: 'rejected'; code?: number; description?: string }
  | { kind: 'timeout' }
  | { kind: 'fault'; code: number; description?: string }
  | { kind: 'wait'; seconds: number };

type RecordState = 'Correcto' | 'AceptadoConErrores' | 'Incorrecto';
type SendingState = 'Correcto' | 'ParcialmenteCorrecto' | 'Incorrecto';

/** What the fake answered a request: a SOAP fault, or the state of the sending and of each record. */
export type FakeOutcome = { fault: RecordError } | { state: SendingState; records: { state: RecordState; error: RecordError | null }[] };

export interface ReceivedRequest {
  /** The client certificate's subject (CN), as the AEAT reads who is calling. */
  caller: string;
  /** Whether the request validates against SuministroLR.xsd, and xmllint's errors. */
  valid: boolean;
  errors: string[];
  /** Cabecera/RemisionVoluntaria/Incidencia as sent (S: records sent late, after an incident); null when absent. */
  incident: string | null;
  records: ReceivedRecord[];
  body: string;
  /** Null while held unanswered. */
  outcome: FakeOutcome | null;
}

export interface ReceivedConsultation {
  caller: string;
  /** Who asks, in the Cabecera: the issuer (ObligadoEmision) or a customer (Destinatario), by NIF. */
  asking: 'ObligadoEmision' | 'Destinatario' | null;
  nif: string | null;
  /** FiltroConsulta/PeriodoImputacion: Ejercicio and Periodo (01–12). */
  year: string | null;
  period: string | null;
  /** Why the consultation does not conform (refused with a SOAP fault); none when it does. */
  errors: string[];
  /** ResultadoConsulta; null when refused or held. */
  result: 'ConDatos' | 'SinDatos' | null;
  body: string;
}

export interface FakeAeat {
  url: string;
  port: number;
  requests: ReceivedRequest[];
  consultations: ReceivedConsultation[];
  /** How the next requests are answered, one entry per request (then: by the rules). */
  answerNext(...answers: FakeAnswer[]): void;
  /** The next request is not answered (a timeout); resolves once it is received and held. */
  holdNext(): Promise<void>;
  /** Forgets the answers still queued and lets go of the requests held; what the fake holds stays. */
  reset(): void;
  close(): Promise<void>;
}

/** A record the fake holds, as the AEAT registered it. */
interface Held {
  record: ReceivedRecord;
  /** The request's Incidencia, shown again by a consultation. */
  incident: string | null;
  state: 'Correcto' | 'AceptadoConErrores';
  error: RecordError | null;
  cancelled: boolean;
  presenter: string;
  presentedAt: string;
  requestId: string;
  modifiedAt: string;
}

const escape = (text: string) => text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!);
/** An element: text is escaped, children are already XML; absent (null, false) children and values leave it out. */
const el = (name: string, ...content: (string | null | false)[]) => `<${name}>${content.filter((part) => part !== null && part !== false).join('')}</${name}>`;
const opt = (name: string, value: string | null) => value !== null && el(name, escape(value));

/** An instant in Spain's peninsular time: its day (yyyy-mm-dd), and the timestamp the AEAT writes, with its offset. */
function madrid(instant: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Madrid',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    })
      .formatToParts(instant)
      .map(({ type, value }) => [type, value]),
  );
  const offset = parts.timeZoneName === 'GMT' ? '+00:00' : parts.timeZoneName.replace('GMT', '');
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    timestamp: `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`,
    compact: `${parts.year}${parts.month}${parts.day}${parts.hour}${parts.minute}${parts.second}`,
  };
}

const fault = ({ code, description }: RecordError) =>
  `<?xml version="1.0" encoding="UTF-8"?><env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Body><env:Fault><faultcode>env:Client</faultcode><faultstring>${escape(`Codigo[${code}].${description}`)}</faultstring></env:Fault></env:Body></env:Envelope>`;
const schemaFault = (detail: string) => aeatError(4102, detail);
/** The error a test asked for: its words, or the AEAT's for that code. */
const forcedError = (code: number, description?: string): RecordError => ({ code, description: description ?? AEAT_ERRORS[code] ?? '' });
const envelope = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Header/><env:Body Id="Body">${body}</env:Body></env:Envelope>`;

/** RespuestaSuministro.xsd's Cabecera: the request's, echoed. */
function headerXml({ obligorName, obligorTaxId, representative, endOfVerifactu, incident }: RequestHeader): string {
  return el(
    'tikR:Cabecera',
    el('tik:ObligadoEmision', el('tik:NombreRazon', escape(obligorName)), el('tik:NIF', escape(obligorTaxId))),
    representative && el('tik:Representante', el('tik:NombreRazon', escape(representative.name)), el('tik:NIF', escape(representative.nif))),
    (endOfVerifactu !== null || incident !== null) &&
      el('tik:RemisionVoluntaria', opt('tik:FechaFinVeriFactu', endOfVerifactu), opt('tik:Incidencia', incident)),
  );
}

interface AnswerLine {
  record: ReceivedRecord;
  state: RecordState;
  error: RecordError | null;
  duplicateOf: Held | null;
}

/** RespuestaRegFactuSistemaFacturacion: the state of the sending, then each record's. */
function answerXml(
  header: RequestHeader,
  lines: AnswerLine[],
  waitSeconds: number,
  presented: { csv: string; at: string },
): { state: SendingState; xml: string } {
  const states = new Set(lines.map((line) => line.state));
  const state: SendingState =
    states.size === 1 && states.has('Correcto') ? 'Correcto' : states.size === 1 && states.has('Incorrecto') ? 'Incorrecto' : 'ParcialmenteCorrecto';
  const line = ({ record, state: recordState, error, duplicateOf }: AnswerLine) =>
    el(
      'tikR:RespuestaLinea',
      el(
        'tikR:IDFactura',
        el('tik:IDEmisorFactura', escape(record.issuerTaxId)),
        el('tik:NumSerieFactura', escape(record.invoiceNumber)),
        el('tik:FechaExpedicionFactura', escape(record.issueDate)),
      ),
      el(
        'tikR:Operacion',
        el('tik:TipoOperacion', record.operation),
        opt('tik:Subsanacion', record.correction),
        opt('tik:RechazoPrevio', record.previouslyRejected),
        opt('tik:SinRegistroPrevio', record.withoutPriorRecord),
      ),
      opt('tikR:RefExterna', record.externalRef),
      el('tikR:EstadoRegistro', recordState),
      error && el('tikR:CodigoErrorRegistro', String(error.code)),
      error && el('tikR:DescripcionErrorRegistro', escape(error.description)),
      duplicateOf &&
        el(
          'tikR:RegistroDuplicado',
          el('tik:IdPeticionRegistroDuplicado', duplicateOf.requestId),
          el('tik:EstadoRegistroDuplicado', duplicateOf.cancelled ? 'Anulada' : duplicateOf.state === 'AceptadoConErrores' ? 'AceptadaConErrores' : 'Correcta'),
          duplicateOf.error && el('tik:CodigoErrorRegistro', String(duplicateOf.error.code)),
          duplicateOf.error && el('tik:DescripcionErrorRegistro', escape(duplicateOf.error.description)),
        ),
    );
  const xml = envelope(
    `<tikR:RespuestaRegFactuSistemaFacturacion xmlns:tikR="${AEAT_WS}/RespuestaSuministro.xsd" xmlns:tik="${AEAT_WS}/SuministroInformacion.xsd">` +
      (state === 'Incorrecto'
        ? ''
        : el('tikR:CSV', presented.csv) +
          el('tikR:DatosPresentacion', el('tik:NIFPresentador', escape(header.obligorTaxId)), el('tik:TimestampPresentacion', presented.at))) +
      headerXml(header) +
      el('tikR:TiempoEsperaEnvio', String(waitSeconds)) +
      el('tikR:EstadoEnvio', state) +
      lines.map(line).join('') +
      `</tikR:RespuestaRegFactuSistemaFacturacion>`,
  );
  return { state, xml };
}

// ---- The query (ConsultaFactuSistemaFacturacion), answered as RespuestaConsultaLR.xsd shapes it ----

const sf = (name: string, value: string | null) => opt(`tik:${name}`, value);
const lr = (name: string, ...content: (string | null | false)[]) => el(`tikLRRC:${name}`, ...content);
const lrText = (name: string, value: string | null) => opt(`tikLRRC:${name}`, value);

/** A party (PersonaFisicaJuridicaType) as the element `tag`, its own elements under `prefix` (SuministroInformacion.xsd's namespace). */
export const partyXml = (tag: string, party: Party, prefix = 'tik') =>
  el(
    tag,
    opt(`${prefix}:NombreRazon`, party.name),
    opt(`${prefix}:NIF`, party.nif),
    party.otherId &&
      el(
        `${prefix}:IDOtro`,
        opt(`${prefix}:CodigoPais`, party.otherId.country),
        opt(`${prefix}:IDType`, party.otherId.type),
        opt(`${prefix}:ID`, party.otherId.id),
      ),
  );

/** A DetalleDesglose in SuministroInformacion.xsd's order, under `prefix` (that schema's namespace). */
export function detailXml(line: BreakdownLine, prefix = 'tik'): string {
  const field = (name: string, value: string | null) => opt(`${prefix}:${name}`, value);
  return el(
    `${prefix}:DetalleDesglose`,
    field('Impuesto', line.tax),
    field('ClaveRegimen', line.regime),
    field('CalificacionOperacion', line.qualification),
    field('OperacionExenta', line.exemption),
    field('TipoImpositivo', line.rate),
    field('BaseImponibleOimporteNoSujeto', line.base),
    field('BaseImponibleACoste', line.baseAtCost),
    field('CuotaRepercutida', line.quota),
    field('TipoRecargoEquivalencia', line.surchargeRate),
    field('CuotaRecargoEquivalencia', line.surcharge),
  );
}

const invoiceIdXml = (wrapper: string, id: { issuerTaxId: string | null; invoiceNumber: string | null; issueDate: string | null }) =>
  lr(wrapper, sf('IDEmisorFactura', id.issuerTaxId), sf('NumSerieFactura', id.invoiceNumber), sf('FechaExpedicionFactura', id.issueDate));

/** A held registro de alta as a consultation shows it (RegistroRespuestaConsultaFactuSistemaFacturacion). */
function consultedXml({ record, incident, state, error, cancelled, presenter, presentedAt, requestId, modifiedAt }: Held): string {
  return lr(
    'RegistroRespuestaConsultaFactuSistemaFacturacion',
    invoiceIdXml('IDFactura', record),
    lr(
      'DatosRegistroFacturacion',
      lrText('RefExterna', record.externalRef),
      lrText('Subsanacion', record.correction),
      lrText('RechazoPrevio', record.previouslyRejected),
      lrText('TipoFactura', record.invoiceType),
      lrText('TipoRectificativa', record.rectificationType),
      record.rectified.length > 0 && lr('FacturasRectificadas', ...record.rectified.map((id) => invoiceIdXml('IDFacturaRectificada', id))),
      record.substituted.length > 0 && lr('FacturasSustituidas', ...record.substituted.map((id) => invoiceIdXml('IDFacturaSustituida', id))),
      record.rectificationAmount &&
        lr('ImporteRectificacion', sf('BaseRectificada', record.rectificationAmount.base), sf('CuotaRectificada', record.rectificationAmount.quota)),
      lrText('FechaOperacion', record.operationDate),
      lrText('DescripcionOperacion', record.description),
      lrText('FacturaSimplificadaArt7273', record.simplifiedArt7273),
      lrText('FacturaSinIdentifDestinatarioArt61d', record.unidentifiedArt61d),
      lrText('Macrodato', record.macrodato),
      lrText('EmitidaPorTerceroODestinatario', record.issuedBy),
      record.recipients.length > 0 && lr('Destinatarios', ...record.recipients.map((recipient) => partyXml('tikLRRC:IDDestinatario', recipient))),
      lrText('Cupon', record.coupon),
      lr('Desglose', ...record.lines.map((line) => detailXml(line))),
      lrText('CuotaTotal', record.totalVat),
      lrText('ImporteTotal', record.total),
      lr(
        'Encadenamiento',
        record.previous
          ? lr(
              'RegistroAnterior',
              sf('IDEmisorFactura', record.previous.issuerTaxId),
              sf('NumSerieFactura', record.previous.invoiceNumber),
              sf('FechaExpedicionFactura', record.previous.issueDate),
              sf('Huella', record.previous.fingerprint),
            )
          : lr('PrimerRegistro', 'S'),
      ),
      lrText('FechaHoraHusoGenRegistro', record.generatedAt),
      lrText('NumRegistroAcuerdoFacturacion', record.agreement),
      lr('TipoHuella', '01'),
      lrText('Huella', record.fingerprint),
      lrText('Incidencia', incident),
    ),
    lr('DatosPresentacion', sf('NIFPresentador', presenter), sf('TimestampPresentacion', presentedAt), sf('IdPeticion', requestId)),
    lr(
      'EstadoRegistro',
      lr('TimestampUltimaModificacion', modifiedAt),
      lr('EstadoRegistro', cancelled ? 'Anulado' : state),
      !cancelled && error && lr('CodigoErrorRegistro', String(error.code)),
      !cancelled && error && lrText('DescripcionErrorRegistro', error.description),
    ),
  );
}

type Node = Record<string, unknown>;
const child = (value: unknown, name: string): Node | null => {
  const found = value && typeof value === 'object' ? (value as Node)[name] : undefined;
  return found && typeof found === 'object' ? (found as Node) : null;
};
const value = (parent: Node | null, name: string): string | null => (typeof parent?.[name] === 'string' ? (parent[name] as string) : null);

/**
 * A ConsultaFactuSistemaFacturacion read, and what in it does not conform to ConsultaLR.xsd as far
 * as the fake reads it (the schema itself is not among the repository's copies).
 */
function readConsultation(body: string) {
  const query = child(soapBody(body), 'ConsultaFactuSistemaFacturacion');
  const header = child(query, 'Cabecera');
  const obligor = child(header, 'ObligadoEmision');
  const recipient = child(header, 'Destinatario');
  const filter = child(query, 'FiltroConsulta');
  const period = child(filter, 'PeriodoImputacion');
  const asker = obligor ?? recipient;
  const consultation = {
    asking: obligor ? ('ObligadoEmision' as const) : recipient ? ('Destinatario' as const) : null,
    name: value(asker, 'NombreRazon'),
    nif: value(asker, 'NIF'),
    year: value(period, 'Ejercicio'),
    period: value(period, 'Periodo'),
    invoiceNumber: value(filter, 'NumSerieFactura'),
  };
  const errors = [
    !query && 'no ConsultaFactuSistemaFacturacion in the SOAP body',
    value(header, 'IDVersion') !== '1.0' && 'Cabecera: IDVersion must be 1.0',
    (obligor === null) === (recipient === null) && 'Cabecera: ObligadoEmision or Destinatario, one of them',
    asker && consultation.name === null && 'Cabecera: NombreRazon is missing',
    asker && consultation.nif?.length !== 9 && 'Cabecera: NIF must have 9 characters',
    !/^\d{4}$/.test(consultation.year ?? '') && 'FiltroConsulta: PeriodoImputacion/Ejercicio must be a year',
    consultation.period === null && 'FiltroConsulta: PeriodoImputacion/Periodo is missing',
  ].filter((error): error is string => typeof error === 'string');
  return { ...consultation, errors, periodValid: /^(0[1-9]|1[0-2])$/.test(consultation.period ?? '') };
}

/** An answer the test asked for; `onHeld` is told when a request is held unanswered. */
type QueuedAnswer = { answer: FakeAnswer; onHeld?: () => void };

const read = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });

/** The key the AEAT registers an invoice's records under. */
const invoiceKey = (record: ReceivedRecord) => `${record.issuerTaxId}|${record.invoiceNumber}|${record.issueDate}`;
/** A chain: the issuer's records made by one system (SIF: its producer, id and installation). */
const chainKey = (record: ReceivedRecord) =>
  [record.issuerTaxId, record.system.producer.nif ?? record.system.producer.otherId?.id, record.system.id, record.system.installation].join('|');

/**
 * `waitSeconds`: the TiempoEsperaEnvio of an ordinary answer (the AEAT's is 60; the browser tests ask
 * for none). `now`: the AEAT's clock (the day records are judged by, the timestamps it writes).
 */
export async function startFakeAeat({
  port = 0,
  key,
  cert,
  waitSeconds = 60,
  now = () => new Date(),
}: {
  port?: number;
  key: string;
  cert: string;
  waitSeconds?: number;
  now?: () => Date;
}): Promise<FakeAeat> {
  const requests: ReceivedRequest[] = [];
  const consultations: ReceivedConsultation[] = [];
  const queued: QueuedAnswer[] = [];
  const held = new Set<ServerResponse>();
  const ledger = new Map<string, Held>();
  const chains = new Set<string>();
  let requestCount = 0;

  /** The queued answer for this request, if it is one a consultation takes (a hold or a fault) or any for a sending. */
  const nextAnswer = (consultation: boolean): QueuedAnswer | undefined =>
    !consultation || queued[0]?.answer.kind === 'timeout' || queued[0]?.answer.kind === 'fault' ? queued.shift() : undefined;
  const hold = (response: ServerResponse, onHeld?: () => void) => {
    held.add(response);
    response.on('close', () => held.delete(response));
    onHeld?.();
  };
  const reply = (response: ServerResponse, status: number, xml: string) => response.writeHead(status, { 'content-type': 'text/xml; charset=UTF-8' }).end(xml);

  /**
   * The request's schema errors: all of them, those of each record (validated alone too), and the
   * rest (the Cabecera's, or the request's structure).
   */
  async function schemaErrorsOf(element: string, body: string) {
    const records = elementDocuments(body, 'RegistroFactura').map(
      (entry) => elementDocuments(entry, 'RegistroAlta')[0] ?? elementDocuments(entry, 'RegistroAnulacion')[0] ?? '',
    );
    const [all, ...ofRecords] = await validateDocuments([element, ...records], 'SuministroLR.xsd');
    const rest = [...all];
    for (const message of ofRecords.flat()) if (rest.includes(message)) rest.splice(rest.indexOf(message), 1);
    return { all, header: rest.map(schemaError), records: ofRecords.map((errors) => errors.map(schemaError)) };
  }

  /** Whether a record is refused by what the fake holds: a duplicate (3000), or a correction of a record it does not hold (3002). */
  function againstLedger(record: ReceivedRecord): { duplicateOf: Held } | { missing: true } | null {
    const found = ledger.get(invoiceKey(record));
    const correction = record.operation === 'Alta' ? record.correction === 'S' && record.previouslyRejected !== 'X' : record.withoutPriorRecord !== 'S';
    if (correction) return !found ? { missing: true } : record.operation === 'Anulacion' && found.cancelled ? { duplicateOf: found } : null;
    return found ? { duplicateOf: found } : null;
  }

  function register(record: ReceivedRecord, header: RequestHeader, line: AnswerLine, presented: { at: string; requestId: string }) {
    chains.add(chainKey(record));
    const found = ledger.get(invoiceKey(record));
    if (record.operation === 'Anulacion' && found) {
      found.cancelled = true;
      found.modifiedAt = presented.at;
      return;
    }
    ledger.set(invoiceKey(record), {
      record,
      incident: header.incident,
      state: line.state === 'AceptadoConErrores' ? 'AceptadoConErrores' : 'Correcto',
      error: line.error,
      cancelled: record.operation === 'Anulacion',
      presenter: header.obligorTaxId,
      presentedAt: presented.at,
      requestId: presented.requestId,
      modifiedAt: presented.at,
    });
  }

  /**
   * A record's answer: as the test forced it (a record already held is still a duplicate, unless
   * forced rejected), else by the rules: a rejecting error first, then what the fake holds (a
   * duplicate, a correction of nothing), then an admissible error.
   */
  function answerTo(record: ReceivedRecord, verdict: ReturnType<typeof judge>, answer: FakeAnswer): Omit<AnswerLine, 'record'> {
    if (answer.kind === 'rejected') return { state: 'Incorrecto', error: forcedError(answer.code ?? 1100, answer.description), duplicateOf: null };
    const held = againstLedger(record);
    const duplicate = held && 'duplicateOf' in held ? { state: 'Incorrecto' as const, error: aeatError(3000), duplicateOf: held.duplicateOf } : null;
    if (answer.kind === 'acceptedWithErrors')
      return duplicate ?? { state: 'AceptadoConErrores', error: forcedError(answer.code ?? 2001, answer.description), duplicateOf: null };
    if (answer.kind === 'accepted') return duplicate ?? { state: 'Correcto', error: null, duplicateOf: null };
    const judged = verdict === 'fault' ? null : verdict;
    if (judged && !judged.admissible) return { state: 'Incorrecto', error: judged.error, duplicateOf: null };
    if (held) return duplicate ?? { state: 'Incorrecto', error: aeatError(3002), duplicateOf: null };
    return { state: judged ? 'AceptadoConErrores' : 'Correcto', error: judged?.error ?? null, duplicateOf: null };
  }

  async function sending(body: string, caller: string, response: ServerResponse) {
    const element = soapBodyElement(body, 'RegFactuSistemaFacturacion');
    const schema = element ? await schemaErrorsOf(element, body) : { all: ['no RegFactuSistemaFacturacion in the SOAP body'], header: [], records: [] };
    const { header, records } = element ? parseRegFactu(body) : { header: null, records: [] };
    const received: ReceivedRequest = {
      caller,
      valid: schema.all.length === 0,
      errors: schema.all,
      incident: header?.incident ?? null,
      records,
      body,
      outcome: null,
    };
    requests.push(received);
    const refuse = (error: RecordError) => {
      received.outcome = { fault: error };
      reply(response, 500, fault(error));
    };
    if (!header) return refuse(schemaFault(schema.all[0]));

    const instant = madrid(now());
    const context: RuleContext = { header, today: instant.day, chainStarted: (record) => chains.has(chainKey(record)) };
    const verdicts = records.map((record, i) => judge(record, context, schema.records[i] ?? []));
    const unanswered = schema.header.find((error) => !error.value && !claimant(HEADER_RULES, error, header, context));
    if (unanswered || verdicts.includes('fault'))
      return refuse(schemaFault(unanswered?.message ?? schema.records.flat().find((error) => !error.value)?.message ?? schema.all[0]));

    const { answer, onHeld }: QueuedAnswer = nextAnswer(false) ?? { answer: { kind: 'wait', seconds: waitSeconds } };
    if (answer.kind === 'timeout') return hold(response, onHeld);
    if (answer.kind === 'fault') return refuse(forcedError(answer.code, answer.description));
    const forced = answer.kind === 'accepted' || answer.kind === 'acceptedWithErrors' || answer.kind === 'rejected';
    if (!forced) {
      const broken =
        schema.header.map((error) => claimant(HEADER_RULES, error, header, context)).find(Boolean) ?? HEADER_RULES.find((rule) => rule.broken(header, context));
      if (broken) return refuse(aeatError(broken.code));
      if (schema.header.length) return refuse(schemaFault(schema.header[0].message));
    }

    const presented = { at: instant.timestamp, requestId: `${instant.compact}${String(++requestCount).padStart(6, '0')}` };
    const lines = records.map((record, i): AnswerLine => {
      const line = { record, ...answerTo(record, verdicts[i], answer) };
      if (line.state !== 'Incorrecto') register(record, header, line, presented);
      return line;
    });
    const csv = `A-FAKE${now().getTime().toString(36).toUpperCase()}${requestCount}`;
    const { state, xml } = answerXml(header, lines, answer.kind === 'wait' ? answer.seconds : waitSeconds, { csv, at: presented.at });
    received.outcome = { state, records: lines.map(({ state: recordState, error }) => ({ state: recordState, error })) };
    reply(response, 200, xml);
  }

  function consultation(body: string, caller: string, response: ServerResponse) {
    const query = readConsultation(body);
    const received: ReceivedConsultation = {
      caller,
      asking: query.asking,
      nif: query.nif,
      year: query.year,
      period: query.period,
      errors: query.errors,
      result: null,
      body,
    };
    consultations.push(received);
    const queuedAnswer = nextAnswer(true);
    if (queuedAnswer?.answer.kind === 'timeout') return hold(response, queuedAnswer.onHeld);
    if (queuedAnswer?.answer.kind === 'fault') return reply(response, 500, fault(forcedError(queuedAnswer.answer.code, queuedAnswer.answer.description)));
    if (query.errors.length) return reply(response, 500, fault(schemaFault(query.errors[0])));
    if (!query.periodValid) return reply(response, 500, fault(aeatError(1248)));
    const found = [...ledger.values()].filter(({ record }) => {
      const day = isoDay(record.operationDate) ?? isoDay(record.issueDate) ?? '';
      const concerned =
        query.asking === 'ObligadoEmision' ? record.issuerTaxId === query.nif : record.recipients.some((recipient) => recipient.nif === query.nif);
      return (
        record.operation === 'Alta' &&
        concerned &&
        day.slice(0, 7) === `${query.year}-${query.period}` &&
        (query.invoiceNumber === null || record.invoiceNumber === query.invoiceNumber)
      );
    });
    received.result = found.length ? 'ConDatos' : 'SinDatos';
    reply(
      response,
      200,
      envelope(
        `<tikLRRC:RespuestaConsultaFactuSistemaFacturacion xmlns:tikLRRC="${AEAT_WS}/RespuestaConsultaLR.xsd" xmlns:tik="${AEAT_WS}/SuministroInformacion.xsd">` +
          lr('Cabecera', sf('IDVersion', '1.0'), el(`tik:${query.asking}`, sf('NombreRazon', query.name), sf('NIF', query.nif))) +
          lr('PeriodoImputacion', lrText('Ejercicio', query.year), lrText('Periodo', query.period)) +
          lr('IndicadorPaginacion', 'N') +
          lr('ResultadoConsulta', received.result) +
          found.map(consultedXml).join('') +
          `</tikLRRC:RespuestaConsultaFactuSistemaFacturacion>`,
      ),
    );
  }

  const server: Server = createServer({ key, cert, requestCert: true, rejectUnauthorized: false }, async (request, response) => {
    const peer = (request.socket as TLSSocket).getPeerCertificate();
    if (!peer || !peer.subject) return response.writeHead(403, { 'content-type': 'text/plain' }).end('Se requiere un certificado electrónico.');
    if (request.method !== 'POST' || !request.url?.endsWith('/VerifactuSOAP')) return response.writeHead(404).end();
    const body = await read(request);
    const caller = String(peer.subject.CN ?? '');
    if (/<([\w.-]+:)?ConsultaFactuSistemaFacturacion[\s/>]/.test(body)) return consultation(body, caller, response);
    return sending(body, caller, response);
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
    consultations,
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
