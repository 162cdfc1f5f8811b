// The AEAT's business rules for the records of a VERI*FACTU request, as the fake AEAT (fake-aeat.ts)
// applies them: "Validaciones y errores" v1.0.9, §3.1.1–3.1.5, one small named check per rule with
// the AEAT's error code, and the code's text as the AEAT publishes it (errores.properties). Rules about
// what a system like ours never sends (Tercero, Generador, recargo de equivalencia, IGIC/IPSI
// specifics, requirements) and those that need the AEAT's census (a NIF "identificado") are left out.
// Its own NIF and NIF-IVA checks, on purpose: the fake must not share the app's validators, or their
// mistakes would pass unseen. Erasable TypeScript only: Node runs it without a build.
import { createHash } from 'node:crypto';
import { XMLParser } from 'fast-xml-parser';
import { AEAT_ERRORS } from './fake-aeat-errors.ts';

/** A party of a record: a Spanish NIF, or another id (IDOtro: country, IDType, number). */
export interface Party {
  name: string;
  nif: string | null;
  otherId: { country: string | null; type: string | null; id: string | null } | null;
}

/** A DetalleDesglose, every value as written in the XML (null: absent). */
export interface BreakdownLine {
  /** Impuesto: 01 VAT (also when absent), 02 IPSI, 03 IGIC, 05 others. */
  tax: string | null;
  /** ClaveRegimen (L8A for VAT). */
  regime: string | null;
  /** CalificacionOperacion (S1, S2, N1, N2) or OperacionExenta (E1…E6): one of them. */
  qualification: string | null;
  exemption: string | null;
  /** TipoImpositivo (per cent), BaseImponibleOimporteNoSujeto, BaseImponibleACoste, CuotaRepercutida, TipoRecargoEquivalencia, CuotaRecargoEquivalencia. */
  rate: string | null;
  base: string | null;
  baseAtCost: string | null;
  quota: string | null;
  surchargeRate: string | null;
  surcharge: string | null;
}

/** An invoice's IDEmisorFactura, NumSerieFactura and FechaExpedicionFactura. */
export interface InvoiceId {
  issuerTaxId: string | null;
  invoiceNumber: string | null;
  issueDate: string | null;
}

/** A record as received (RegistroAlta or RegistroAnulacion): what a test can assert about what was sent. */
export interface ReceivedRecord {
  operation: 'Alta' | 'Anulacion';
  /** IDEmisorFactura, NumSerieFactura, FechaExpedicionFactura (dd-mm-yyyy), or their …Anulada. */
  issuerTaxId: string;
  invoiceNumber: string;
  issueDate: string;
  externalRef: string | null;
  /** Subsanacion and RechazoPrevio as sent; SinRegistroPrevio (an anulación's). */
  correction: string | null;
  previouslyRejected: string | null;
  withoutPriorRecord: string | null;
  /** TipoFactura (F1, F2, R1…R5; null on an anulación) and TipoRectificativa (S, I). */
  invoiceType: string | null;
  rectificationType: string | null;
  /** The invoices FacturasRectificadas and FacturasSustituidas name (none: the block is absent). */
  rectified: InvoiceId[];
  substituted: InvoiceId[];
  /** ImporteRectificacion's BaseRectificada and CuotaRectificada. */
  rectificationAmount: { base: string | null; quota: string | null } | null;
  operationDate: string | null;
  /** DescripcionOperacion. */
  description: string | null;
  /** FacturaSimplificadaArt7273, FacturaSinIdentifDestinatarioArt61d, Macrodato, EmitidaPorTerceroODestinatario, Cupon. */
  simplifiedArt7273: string | null;
  unidentifiedArt61d: string | null;
  macrodato: string | null;
  issuedBy: string | null;
  coupon: string | null;
  /** Destinatarios' IDDestinatario, in order; none: the invoice names no recipient. */
  recipients: Party[];
  lines: BreakdownLine[];
  /** CuotaTotal and ImporteTotal as written. */
  totalVat: string | null;
  total: string | null;
  /** Encadenamiento: PrimerRegistro=S, or the RegistroAnterior. */
  firstRecord: boolean;
  previous: (InvoiceId & { fingerprint: string | null }) | null;
  system: {
    producer: Party;
    name: string | null;
    id: string | null;
    version: string | null;
    installation: string | null;
    onlyVerifactu: string | null;
    multipleTaxpayers: string | null;
    severalTaxpayers: string | null;
  };
  generatedAt: string | null;
  /** NumRegistroAcuerdoFacturacion. */
  agreement: string | null;
  fingerprint: string;
}

/** The request's Cabecera. */
export interface RequestHeader {
  obligorName: string;
  obligorTaxId: string;
  representative: { name: string; nif: string } | null;
  /** RemisionVoluntaria's FechaFinVeriFactu and Incidencia, as sent. */
  endOfVerifactu: string | null;
  incident: string | null;
  /** RemisionRequerimiento is present: records sent on the AEAT's request (not VERI*FACTU's endpoint). */
  onRequirement: boolean;
}

type XmlNode = Record<string, unknown>;
const node = (value: unknown): XmlNode => (value && typeof value === 'object' && !Array.isArray(value) ? (value as XmlNode) : {});
const nodes = (value: unknown): XmlNode[] => (Array.isArray(value) ? value.map(node) : value === undefined ? [] : [node(value)]);
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  parseTagValue: false,
  isArray: (name) => ['RegistroFactura', 'IDDestinatario', 'DetalleDesglose', 'IDFacturaRectificada', 'IDFacturaSustituida'].includes(name),
});

/** The SOAP body's elements, namespace prefixes removed, every value a string. */
export const soapBody = (envelope: string): XmlNode => node(node(node(parser.parse(envelope)).Envelope).Body);

function party(value: unknown): Party {
  const element = node(value);
  const other = element.IDOtro === undefined ? null : node(element.IDOtro);
  return {
    name: text(element.NombreRazon) ?? '',
    nif: text(element.NIF),
    otherId: other && { country: text(other.CodigoPais), type: text(other.IDType), id: text(other.ID) },
  };
}

const invoiceId = (value: XmlNode): InvoiceId => ({
  issuerTaxId: text(value.IDEmisorFactura),
  invoiceNumber: text(value.NumSerieFactura),
  issueDate: text(value.FechaExpedicionFactura),
});

function line(value: XmlNode): BreakdownLine {
  return {
    tax: text(value.Impuesto),
    regime: text(value.ClaveRegimen),
    qualification: text(value.CalificacionOperacion),
    exemption: text(value.OperacionExenta),
    rate: text(value.TipoImpositivo),
    base: text(value.BaseImponibleOimporteNoSujeto),
    baseAtCost: text(value.BaseImponibleACoste),
    quota: text(value.CuotaRepercutida),
    surchargeRate: text(value.TipoRecargoEquivalencia),
    surcharge: text(value.CuotaRecargoEquivalencia),
  };
}

function record(entry: XmlNode): ReceivedRecord {
  const alta = entry.RegistroAlta === undefined ? null : node(entry.RegistroAlta);
  const element = alta ?? node(entry.RegistroAnulacion);
  const id = node(element.IDFactura);
  const chain = node(element.Encadenamiento);
  const previous = chain.RegistroAnterior === undefined ? null : node(chain.RegistroAnterior);
  const system = node(element.SistemaInformatico);
  const amount = alta?.ImporteRectificacion === undefined ? null : node(alta.ImporteRectificacion);
  const field = (name: string) => (alta ? text(alta[name]) : null);
  return {
    operation: alta ? 'Alta' : 'Anulacion',
    issuerTaxId: text(alta ? id.IDEmisorFactura : id.IDEmisorFacturaAnulada) ?? '',
    invoiceNumber: text(alta ? id.NumSerieFactura : id.NumSerieFacturaAnulada) ?? '',
    issueDate: text(alta ? id.FechaExpedicionFactura : id.FechaExpedicionFacturaAnulada) ?? '',
    externalRef: text(element.RefExterna),
    correction: text(element.Subsanacion),
    previouslyRejected: text(element.RechazoPrevio),
    withoutPriorRecord: text(element.SinRegistroPrevio),
    invoiceType: field('TipoFactura'),
    rectificationType: field('TipoRectificativa'),
    rectified: nodes(node(alta?.FacturasRectificadas).IDFacturaRectificada).map(invoiceId),
    substituted: nodes(node(alta?.FacturasSustituidas).IDFacturaSustituida).map(invoiceId),
    rectificationAmount: amount && { base: text(amount.BaseRectificada), quota: text(amount.CuotaRectificada) },
    operationDate: field('FechaOperacion'),
    description: field('DescripcionOperacion'),
    simplifiedArt7273: field('FacturaSimplificadaArt7273'),
    unidentifiedArt61d: field('FacturaSinIdentifDestinatarioArt61d'),
    macrodato: field('Macrodato'),
    issuedBy: field('EmitidaPorTerceroODestinatario'),
    coupon: field('Cupon'),
    recipients: nodes(node(alta?.Destinatarios).IDDestinatario).map(party),
    lines: nodes(node(alta?.Desglose).DetalleDesglose).map(line),
    totalVat: field('CuotaTotal'),
    total: field('ImporteTotal'),
    firstRecord: text(chain.PrimerRegistro) === 'S',
    previous: previous && { ...invoiceId(previous), fingerprint: text(previous.Huella) },
    system: {
      producer: party(system),
      name: text(system.NombreSistemaInformatico),
      id: text(system.IdSistemaInformatico),
      version: text(system.Version),
      installation: text(system.NumeroInstalacion),
      onlyVerifactu: text(system.TipoUsoPosibleSoloVerifactu),
      multipleTaxpayers: text(system.TipoUsoPosibleMultiOT),
      severalTaxpayers: text(system.IndicadorMultiplesOT),
    },
    generatedAt: text(element.FechaHoraHusoGenRegistro),
    agreement: field('NumRegistroAcuerdoFacturacion'),
    fingerprint: text(element.Huella) ?? '',
  };
}

/** A RegFactuSistemaFacturacion (the SOAP body's): its Cabecera and its records, in order. */
export function parseRegFactu(envelope: string): { header: RequestHeader; records: ReceivedRecord[] } {
  const request = node(soapBody(envelope).RegFactuSistemaFacturacion);
  const header = node(request.Cabecera);
  const obligor = node(header.ObligadoEmision);
  const representative = header.Representante === undefined ? null : node(header.Representante);
  const voluntary = node(header.RemisionVoluntaria);
  return {
    header: {
      obligorName: text(obligor.NombreRazon) ?? '',
      obligorTaxId: text(obligor.NIF) ?? '',
      representative: representative && { name: text(representative.NombreRazon) ?? '', nif: text(representative.NIF) ?? '' },
      endOfVerifactu: text(voluntary.FechaFinVeriFactu),
      incident: text(voluntary.Incidencia),
      onRequirement: header.RemisionRequerimiento !== undefined,
    },
    records: nodes(request.RegistroFactura).map(record),
  };
}

// ---- Values: amounts, dates, identifiers ----

/** An amount or a rate as written (ImporteSgn12.2Type, Tipo2.2Type) in hundredths; null when it is not one. */
function hundredths(value: string | null): bigint | null {
  const match = /^([+-])?(\d+)(?:\.(\d{0,2}))?$/.exec(value?.trim() ?? '');
  if (!match) return null;
  const amount = BigInt(match[2]) * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -amount : amount;
}
const sum = (values: (bigint | null)[]) => values.reduce<bigint>((total, value) => total + (value ?? 0n), 0n);
const abs = (value: bigint) => (value < 0n ? -value : value);
/** The AEAT's tolerance on a computed amount: ±10.00 €. */
const TEN_EUROS = 1000n;

/** dd-mm-yyyy as yyyy-mm-dd (comparable as text); null when it is not such a day. */
export const isoDay = (day: string | null) => (day && /^\d{2}-\d{2}-\d{4}$/.test(day) ? `${day.slice(6)}-${day.slice(3, 5)}-${day.slice(0, 2)}` : null);
/** The day the VAT rate is judged by: FechaOperacion, else FechaExpedicionFactura. */
const operationDay = (record: ReceivedRecord) => isoDay(record.operationDate) ?? isoDay(record.issueDate) ?? '';
const yearsAfter = (day: string, years: number) => `${Number(day.slice(0, 4)) + years}${day.slice(4)}`;

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
/**
 * What a Spanish NIF is, by its form and check character: a natural person's (DNI; NIE X/Y/Z; K, L, M)
 * or an entity's (CIF); null when it is neither.
 */
function spanishNif(nif: string): 'person' | 'entity' | null {
  const letterOf = (digits: string) => DNI_LETTERS[Number(digits) % 23];
  if (/^\d{8}[A-Z]$/.test(nif)) return letterOf(nif.slice(0, 8)) === nif[8] ? 'person' : null;
  if (/^[XYZ]\d{7}[A-Z]$/.test(nif)) return letterOf('XYZ'.indexOf(nif[0]) + nif.slice(1, 8)) === nif[8] ? 'person' : null;
  if (/^[KLM]\d{7}[A-Z]$/.test(nif)) return letterOf(nif.slice(1, 8)) === nif[8] ? 'person' : null;
  const cif = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(nif);
  if (!cif) return null;
  const digits = [...cif[2]].map(Number);
  // Counted from 1, digits in even places count as they are; those in odd places doubled, their own digits added.
  const total = digits.reduce((acc, digit, i) => acc + (i % 2 ? digit : Math.floor((2 * digit) / 10) + ((2 * digit) % 10)), 0);
  const check = (10 - (total % 10)) % 10;
  // Entities of these kinds carry a letter; A, B, E, H a digit; the others either.
  const letterOnly = 'NPQRSW'.includes(cif[1]);
  const digitOnly = 'ABEH'.includes(cif[1]);
  const matches = (!letterOnly && cif[3] === String(check)) || (!digitOnly && cif[3] === 'JABCDEFGHI'[check]);
  return matches ? 'entity' : null;
}

/**
 * The form of a NIF-IVA after its two letters, member state by member state (Nota (1) of the
 * Validaciones: upper case only). Croatia, missing from that table, as the EU's VIES has it.
 */
const VAT_NUMBER: Readonly<Record<string, RegExp>> = {
  DE: /^\d{9}$/,
  AT: /^[0-9A-Z]{9}$/,
  BE: /^\d{10}$/,
  CY: /^[0-9A-Z]{9}$/,
  CZ: /^\d{8,10}$/,
  DK: /^\d{8}$/,
  SK: /^\d{10}$/,
  SI: /^\d{8}$/,
  EE: /^\d{9}$/,
  FI: /^\d{8}$/,
  FR: /^[0-9A-Z]{11}$/,
  EL: /^\d{9}$/,
  GB: /^([0-9A-Z]{5}|[0-9A-Z]{9}|[0-9A-Z]{12})$/,
  XI: /^([0-9A-Z]{5}|[0-9A-Z]{9}|[0-9A-Z]{12})$/,
  NL: /^[0-9A-Z]{12}$/,
  HU: /^\d{8}$/,
  IT: /^\d{11}$/,
  IE: /^[0-9A-Z]{8,9}$/,
  LV: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  MT: /^\d{8}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  SE: /^\d{12}$/,
  BG: /^\d{9,10}$/,
  RO: /^[1-9]\d{1,9}$/,
  HR: /^\d{11}$/,
};
/** The NIF-IVA prefixes a country's code (CodigoPais, ISO 3166) stands for where they differ: Greece's EL, Northern Ireland's XI. */
const VAT_PREFIXES: Readonly<Record<string, readonly string[]>> = { GR: ['EL'], GB: ['GB', 'XI'] };
const isVatNumber = (id: string) => VAT_NUMBER[id.slice(0, 2)]?.test(id.slice(2)) ?? false;

// ---- The rules ----

/** What a rule sees besides the record: the request's Cabecera, the AEAT's day, and what it already holds. */
export interface RuleContext {
  header: RequestHeader;
  /** Today in Spain (Europe/Madrid), yyyy-mm-dd. */
  today: string;
  /** The AEAT already holds records of this record's issuer made by the same system (SIF). */
  chainStarted: (record: ReceivedRecord) => boolean;
}

export interface Rule<T> {
  code: number;
  /**
   * Elements whose schema errors (a value outside the schema's list or pattern, a choice broken)
   * this rule answers, with its own code, as the AEAT does, instead of refusing the whole request.
   */
  claims?: readonly string[];
  /** True when the subject breaks the rule. */
  broken: (subject: T, context: RuleContext) => boolean;
}

const WITH_RECIPIENT = new Set(['F1', 'F3', 'R1', 'R2', 'R3', 'R4']);
const WITHOUT_RECIPIENT = new Set(['F2', 'R5']);
const RECTIFYING = new Set(['R1', 'R2', 'R3', 'R4', 'R5']);
const INVOICE_TYPES = new Set([...WITH_RECIPIENT, ...WITHOUT_RECIPIENT]);
const YES_NO = new Set(['S', 'N']);
/** L8A, the VAT regimes (Orden HAC/1177/2024); L8B, IGIC's, has the same keys once §15.6 adds 20 (IPSI). */
const REGIMES = new Set(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '14', '15', '17', '18', '19', '20']);
/** L10, VAT's exemptions; IGIC adds E7 and E8. */
const VAT_EXEMPTIONS = new Set(['E1', 'E2', 'E3', 'E4', 'E5', 'E6']);
const IGIC_EXEMPTIONS = new Set([...VAT_EXEMPTIONS, 'E7', 'E8']);
/** §15.1: the VAT rates (per cent, in hundredths) of an S1 line; 5, 2 and 7.5 only in their periods. */
const VAT_RATES = new Set([0n, 200n, 400n, 500n, 750n, 1000n, 2100n]);
/** ClaveRegimen under which ImporteTotal need not add up (§17). */
const UNSUMMED_REGIMES = new Set(['03', '05', '06', '08', '09']);

const isAlta = (record: ReceivedRecord) => record.operation === 'Alta';
/** Impuesto 01 (VAT), also when absent; 03 is IGIC. */
const isVat = (line: BreakdownLine) => line.tax === null || line.tax === '01';
const isVatOrIgic = (line: BreakdownLine) => isVat(line) || line.tax === '03';
const anyLine = (record: ReceivedRecord, broken: (line: BreakdownLine) => boolean) => record.lines.some(broken);
const anyVatLine = (record: ReceivedRecord, broken: (line: BreakdownLine) => boolean) => record.lines.some((item) => isVat(item) && broken(item));
/** A line of VAT or IGIC, the taxes with a ClaveRegimen. */
const anyRegimeLine = (record: ReceivedRecord, broken: (line: BreakdownLine) => boolean) => record.lines.some((item) => isVatOrIgic(item) && broken(item));
const underRegime = (record: ReceivedRecord, regime: string, broken: (line: BreakdownLine) => boolean) =>
  anyRegimeLine(record, (item) => item.regime === regime && broken(item));
/** ClaveRegimen 14 or 15 (VAT due later) allow an operation after the issue and in the future. */
const dueLater = (record: ReceivedRecord) => anyRegimeLine(record, (item) => item.regime === '14' || item.regime === '15');
const someRecipient = (record: ReceivedRecord, broken: (recipient: Party) => boolean) => record.recipients.some(broken);
const otherIdOf = (recipient: Party) => recipient.otherId ?? { country: null, type: null, id: null };
/** A recipient identified by a NIF-IVA (IDOtro with IDType 02). */
const vatRecipients = (record: ReceivedRecord) =>
  record.recipients.filter((recipient) => recipient.otherId?.type === '02').map((recipient) => recipient.otherId!);
/** An S1 line's quota is checked against its base, except on rectifications by differences and R2/R3 (§15.7). */
const quotaChecked = (record: ReceivedRecord) => record.rectificationType !== 'I' && record.invoiceType !== 'R2' && record.invoiceType !== 'R3';
/** |quota − base × rate / 100| > 10.00 €, all in hundredths. */
const quotaOff = (base: string | null, line: BreakdownLine) => {
  const [amount, rate, quota] = [hundredths(base), hundredths(line.rate), hundredths(line.quota)];
  return amount !== null && rate !== null && quota !== null && abs(quota * 10000n - amount * rate) > TEN_EUROS * 10000n;
};
const signsDiffer = (base: string | null, quota: string | null) => {
  const [amount, tax] = [hundredths(base), hundredths(quota)];
  return amount !== null && tax !== null && ((amount < 0n && tax > 0n) || (amount > 0n && tax < 0n));
};

/** The Cabecera's rules (§3.1.1): breaking one refuses the whole request. */
export const HEADER_RULES: readonly Rule<RequestHeader>[] = [
  // 3. FechaFinVeriFactu: 31-12 of this year or the last.
  {
    code: 4120,
    claims: ['FechaFinVeriFactu'],
    broken: (header, { today }) =>
      header.endOfVerifactu !== null && ![0, 1].some((back) => header.endOfVerifactu === `31-12-${Number(today.slice(0, 4)) - back}`),
  },
  // 4. Incidencia: S or N.
  { code: 4121, claims: ['Incidencia'], broken: (header) => header.incident !== null && !YES_NO.has(header.incident) },
  // 5. RefRequerimiento belongs to the endpoint for requirements, not VERI*FACTU's.
  { code: 4126, broken: (header) => header.onRequirement },
];

/** A record's rules whose breach rejects it (§3.1.3–3.1.5), in the order they are checked. */
const RECORD_RULES: readonly Rule<ReceivedRecord>[] = [
  // Values outside the lists (L2, L3, L7, L9, L10) and the Desglose's choice: the AEAT answers them by field.
  { code: 1106, claims: ['TipoFactura'], broken: (r) => isAlta(r) && !INVOICE_TYPES.has(r.invoiceType ?? '') },
  { code: 1107, claims: ['TipoRectificativa'], broken: (r) => r.rectificationType !== null && r.rectificationType !== 'S' && r.rectificationType !== 'I' },
  {
    code: 1102,
    claims: ['IDType'],
    broken: (r) => [...r.recipients, r.system.producer].some((p) => p.otherId !== null && !['02', '03', '04', '05', '06', '07'].includes(p.otherId.type ?? '')),
  },
  {
    code: 1181,
    claims: ['CalificacionOperacion'],
    broken: (r) => anyLine(r, (l) => l.qualification !== null && !['S1', 'S2', 'N1', 'N2'].includes(l.qualification)),
  },
  {
    code: 1182,
    claims: ['OperacionExenta'],
    broken: (r) => anyLine(r, (l) => l.exemption !== null && !(isVat(l) ? VAT_EXEMPTIONS : IGIC_EXEMPTIONS).has(l.exemption)),
  },
  { code: 1195, claims: ['CalificacionOperacion', 'OperacionExenta'], broken: (r) => anyLine(r, (l) => l.qualification === null && l.exemption === null) },
  { code: 1196, claims: ['CalificacionOperacion', 'OperacionExenta'], broken: (r) => anyLine(r, (l) => l.qualification !== null && l.exemption !== null) },
  { code: 1239, claims: ['IDDestinatario', 'NIF', 'IDOtro'], broken: (r) => someRecipient(r, (p) => (p.nif === null) === (p.otherId === null)) },
  { code: 1130, claims: ['NumSerieFactura'], broken: (r) => isAlta(r) && !/^[\x20-\x7e]+$/.test(r.invoiceNumber) },

  // §3.1.5 SistemaInformatico.
  { code: 1223, claims: ['SistemaInformatico', 'NIF', 'IDOtro'], broken: (r) => (r.system.producer.nif === null) === (r.system.producer.otherId === null) },
  { code: 1221, broken: (r) => r.system.producer.otherId?.type === '07' },
  { code: 1232, broken: (r) => r.system.producer.otherId?.country === 'ES' && r.system.producer.otherId.type !== '03' },
  // Two places, each an upper-case letter but Ñ, or a digit.
  { code: 1177, claims: ['IdSistemaInformatico'], broken: (r) => !/^[A-Z0-9]{2}$/.test(r.system.id ?? '') },
  { code: 1220, claims: ['NombreSistemaInformatico'], broken: (r) => !r.system.name?.trim() || r.system.name.length > 30 },
  { code: 1212, claims: ['TipoUsoPosibleSoloVerifactu'], broken: (r) => !YES_NO.has(r.system.onlyVerifactu ?? '') },
  { code: 1213, claims: ['TipoUsoPosibleMultiOT'], broken: (r) => !YES_NO.has(r.system.multipleTaxpayers ?? '') },
  { code: 1226, claims: ['IndicadorMultiplesOT'], broken: (r) => !YES_NO.has(r.system.severalTaxpayers ?? '') },

  // §3.1.3.1 (and §3.1.4.1) IDFactura.
  { code: 1108, broken: (r, { header }) => r.issuerTaxId !== header.obligorTaxId },
  { code: 1112, broken: (r, { today }) => isAlta(r) && (isoDay(r.issueDate) ?? '') > today },
  { code: 1152, broken: (r) => isAlta(r) && (isoDay(r.issueDate) ?? '') < '2024-10-28' },
  // Issued before the operation, or the operation in the future: only with ClaveRegimen 14 or 15 (§3.1.3.1, §3.1.3.7).
  {
    code: 1146,
    broken: (r) => (isoDay(r.operationDate) ?? '') > (isoDay(r.issueDate) ?? '') && !dueLater(r),
  },
  // §3.1.3.7 FechaOperacion: within twenty years back and next year.
  { code: 1134, broken: (r, { today }) => r.operationDate !== null && (isoDay(r.operationDate) ?? '') < yearsAfter(today, -20) },
  { code: 1125, broken: (r, { today }) => r.operationDate !== null && (isoDay(r.operationDate) ?? '').slice(0, 4) > String(Number(today.slice(0, 4)) + 1) },
  { code: 1173, broken: (r, { today }) => (isoDay(r.operationDate) ?? '') > today && !dueLater(r) },

  // §3.1.3.2 RechazoPrevio: X and S only on a subsanación.
  { code: 1153, broken: (r) => r.previouslyRejected === 'X' && r.correction !== 'S' },
  { code: 1161, broken: (r) => isAlta(r) && r.previouslyRejected === 'S' && r.correction !== 'S' },

  // §3.1.3.3–6 Rectifications.
  { code: 1115, broken: (r) => r.rectificationType !== null && !RECTIFYING.has(r.invoiceType ?? '') },
  { code: 1114, broken: (r) => RECTIFYING.has(r.invoiceType ?? '') && r.rectificationType === null },
  { code: 1117, broken: (r) => r.rectified.length > 0 && !RECTIFYING.has(r.invoiceType ?? '') },
  { code: 1116, broken: (r) => r.substituted.length > 0 && r.invoiceType !== 'F3' },
  { code: 1118, broken: (r) => r.rectificationType === 'S' && r.rectificationAmount === null },
  { code: 1119, broken: (r) => r.rectificationAmount !== null && r.rectificationType !== 'S' },

  // §3.1.3.8–10 Simplified, unidentified recipient, Macrodato.
  { code: 1183, broken: (r) => r.simplifiedArt7273 === 'S' && !WITH_RECIPIENT.has(r.invoiceType ?? '') },
  { code: 1185, broken: (r) => r.unidentifiedArt61d === 'S' && !WITHOUT_RECIPIENT.has(r.invoiceType ?? '') },
  { code: 1139, broken: (r) => isAlta(r) && abs(hundredths(r.total) ?? 0n) >= 10_000_000_000n && r.macrodato !== 'S' },
  { code: 1138, broken: (r) => r.macrodato === 'S' && abs(hundredths(r.total) ?? 0n) < 10_000_000_000n },

  // §3.1.3.13 Destinatarios.
  { code: 1156, broken: (r) => isAlta(r) && vatRecipients(r).length > 0 && !WITH_RECIPIENT.has(r.invoiceType ?? '') },
  { code: 1189, broken: (r) => WITH_RECIPIENT.has(r.invoiceType ?? '') && r.recipients.length === 0 },
  { code: 1190, broken: (r) => WITHOUT_RECIPIENT.has(r.invoiceType ?? '') && r.recipients.length > 0 },
  { code: 1123, broken: (r) => someRecipient(r, (p) => p.nif !== null && spanishNif(p.nif) === null) },
  { code: 1193, broken: (r) => someRecipient(r, (p) => p.nif !== null && p.nif === r.issuerTaxId) },
  // CodigoPais may be left out only with a NIF-IVA (02).
  { code: 1111, broken: (r) => someRecipient(r, (p) => p.otherId !== null && p.otherId.type !== '02' && !p.otherId.country) },
  // ES only with a passport (03) or not registered (07); 07 only with ES.
  {
    code: 1126,
    broken: (r) =>
      someRecipient(
        r,
        (p) =>
          (otherIdOf(p).country === 'ES' && !['03', '07'].includes(otherIdOf(p).type ?? '')) || (otherIdOf(p).type === '07' && otherIdOf(p).country !== 'ES'),
      ),
  },
  { code: 1131, broken: (r) => someRecipient(r, (p) => otherIdOf(p).type === '07' && spanishNif(otherIdOf(p).id ?? '') !== 'person') },
  // A NIF-IVA (Nota (1)): the United Kingdom's became Northern Ireland's (XI) in 2021.
  { code: 1254, broken: (r) => vatRecipients(r).some((other) => other.id?.startsWith('XI') && operationDay(r) < '2021-01-01') },
  { code: 1255, broken: (r) => vatRecipients(r).some((other) => other.id?.startsWith('GB') && operationDay(r) >= '2021-02-01') },
  { code: 1103, broken: (r) => vatRecipients(r).some((other) => !isVatNumber(other.id ?? '')) },
  {
    code: 1122,
    broken: (r) =>
      vatRecipients(r).some((other) => other.country !== null && !(VAT_PREFIXES[other.country] ?? [other.country]).includes(other.id?.slice(0, 2) ?? '')),
  },
  { code: 1191, broken: (r) => r.invoiceType === 'R3' && someRecipient(r, (p) => p.nif === null && otherIdOf(p).type !== '07') },
  { code: 1192, broken: (r) => r.invoiceType === 'R2' && someRecipient(r, (p) => p.nif === null && !['07', '02'].includes(otherIdOf(p).type ?? '')) },

  // §3.1.3.14 Cupon.
  { code: 1157, broken: (r) => r.coupon === 'S' && r.invoiceType !== 'R1' && r.invoiceType !== 'R5' },

  // §3.1.3.15 Desglose: ClaveRegimen (15.6), only and always with VAT or IGIC.
  { code: 1260, broken: (r) => anyLine(r, (l) => !isVatOrIgic(l) && l.regime !== null) },
  { code: 1245, broken: (r) => anyRegimeLine(r, (l) => l.regime === null) },
  { code: 1246, broken: (r) => anyRegimeLine(r, (l) => l.regime !== null && !REGIMES.has(l.regime)) },
  // 15.2 BaseImponibleACoste.
  { code: 1257, broken: (r) => anyLine(r, (l) => l.baseAtCost !== null && l.regime !== '06' && l.tax !== '02' && l.tax !== '05') },
  // 15.5 OperacionExenta: no rate nor quota; not E2/E3 under the general regime.
  { code: 1238, broken: (r) => anyLine(r, (l) => l.exemption !== null && [l.rate, l.quota, l.surchargeRate, l.surcharge].some((value) => value !== null)) },
  { code: 1199, broken: (r) => anyRegimeLine(r, (l) => l.regime === '01' && (l.exemption === 'E2' || l.exemption === 'E3')) },
  // 15.4 CalificacionOperacion: N1/N2 carry no rate nor quota; S2 (reverse charge) 0 and 0, on invoices with a recipient.
  {
    code: 1237,
    broken: (r) =>
      anyVatLine(
        r,
        (l) => (l.qualification === 'N1' || l.qualification === 'N2') && [l.rate, l.quota, l.surchargeRate, l.surcharge].some((value) => value !== null),
      ),
  },
  { code: 1197, broken: (r) => anyLine(r, (l) => l.qualification === 'S2') && !WITH_RECIPIENT.has(r.invoiceType ?? '') },
  { code: 1198, broken: (r) => anyLine(r, (l) => l.qualification === 'S2' && (hundredths(l.rate) !== 0n || hundredths(l.quota) !== 0n)) },
  // 15.7 CuotaRepercutida: other than zero only when subject and not exempt (S1).
  { code: 1207, broken: (r) => anyLine(r, (l) => l.qualification !== 'S1' && (hundredths(l.quota) ?? 0n) !== 0n) },
  { code: 1208, broken: (r) => anyLine(r, (l) => l.qualification === 'S1' && l.baseAtCost === null && (l.rate === null || l.quota === null)) },
  { code: 1209, broken: (r) => anyLine(r, (l) => l.qualification === 'S1' && l.baseAtCost !== null && (l.rate === null || l.quota === null)) },
  // 15.1 TipoImpositivo of a VAT S1 line: the rates in force on the operation's day.
  { code: 1124, broken: (r) => anyVatLine(r, (l) => l.qualification === 'S1' && l.rate !== null && !VAT_RATES.has(hundredths(l.rate) ?? -1n)) },
  {
    code: 1194,
    broken: (r) =>
      anyVatLine(r, (l) => l.qualification === 'S1' && hundredths(l.rate) === 500n && (operationDay(r) < '2022-07-01' || operationDay(r) > '2024-09-30')),
  },
  {
    code: 1236,
    broken: (r) =>
      anyVatLine(
        r,
        (l) =>
          l.qualification === 'S1' && [200n, 750n].includes(hundredths(l.rate) ?? -1n) && (operationDay(r) < '2024-10-01' || operationDay(r) > '2024-12-31'),
      ),
  },
  // 15.7: the quota has the base's sign and is base × rate / 100, ±10 €.
  { code: 1143, broken: (r) => quotaChecked(r) && anyLine(r, (l) => l.qualification === 'S1' && l.baseAtCost === null && signsDiffer(l.base, l.quota)) },
  { code: 1142, broken: (r) => quotaChecked(r) && anyLine(r, (l) => l.qualification === 'S1' && l.baseAtCost === null && quotaOff(l.base, l)) },
  { code: 1140, broken: (r) => quotaChecked(r) && anyLine(r, (l) => l.qualification === 'S1' && signsDiffer(l.baseAtCost, l.quota)) },
  { code: 1144, broken: (r) => quotaChecked(r) && anyLine(r, (l) => l.qualification === 'S1' && l.baseAtCost !== null && quotaOff(l.baseAtCost, l)) },
  // 15.6.1–15.6.8 What each special regime allows.
  { code: 1200, broken: (r) => underRegime(r, '03', (l) => l.qualification !== null && l.qualification !== 'S1') },
  { code: 1201, broken: (r) => underRegime(r, '04', (l) => l.qualification !== 'S2' && l.exemption === null) },
  { code: 1202, broken: (r) => underRegime(r, '06', (l) => ['F2', 'F3', 'R5'].includes(r.invoiceType ?? '') || l.baseAtCost === null) },
  {
    code: 1203,
    broken: (r) => underRegime(r, '07', (l) => ['S2', 'N1', 'N2'].includes(l.qualification ?? '') || ['E2', 'E3', 'E4', 'E5'].includes(l.exemption ?? '')),
  },
  { code: 1252, broken: (r) => underRegime(r, '08', (l) => l.qualification !== 'N2') },
  { code: 1205, broken: (r) => underRegime(r, '10', (l) => l.qualification !== 'N1' || r.invoiceType !== 'F1' || someRecipient(r, (p) => p.nif === null)) },
  { code: 1206, broken: (r) => anyVatLine(r, (l) => l.regime === '11' && hundredths(l.rate) !== 2100n) },
  { code: 1147, broken: (r) => underRegime(r, '14', () => (isoDay(r.operationDate) ?? '') <= (isoDay(r.issueDate) ?? '')) },
  { code: 1148, broken: (r) => underRegime(r, '14', () => !['F1', 'R1', 'R2', 'R3', 'R4'].includes(r.invoiceType ?? '')) },
  { code: 1149, broken: (r) => underRegime(r, '14', () => someRecipient(r, (p) => !/^[PQSV]/.test(p.nif ?? ''))) },
  // 15.8 A simplified invoice: up to 3,000 € (+10 €), unless under a billing agreement or without identifying the recipient (art. 6.1.d).
  {
    code: 1150,
    broken: (r) =>
      r.invoiceType === 'F2' &&
      r.agreement === null &&
      r.unidentifiedArt61d !== 'S' &&
      sum(r.lines.flatMap((l) => [hundredths(l.base), hundredths(l.quota)])) > 300_000n + TEN_EUROS,
  },
];

const HEX_FINGERPRINT = /^[0-9A-F]{64}$/;

/** The texts a fingerprint is computed over, one per way of writing the amounts (123.1 and 123.10 count the same). */
function fingerprintTexts(record: ReceivedRecord): string[] {
  const field = (name: string, value: string | null) => `${name}=${(value ?? '').trim()}`;
  const tail = [field('Huella', record.previous?.fingerprint ?? null), field('FechaHoraHusoGenRegistro', record.generatedAt)];
  if (!isAlta(record)) {
    return [
      [
        field('IDEmisorFacturaAnulada', record.issuerTaxId),
        field('NumSerieFacturaAnulada', record.invoiceNumber),
        field('FechaExpedicionFacturaAnulada', record.issueDate),
        ...tail,
      ].join('&'),
    ];
  }
  const writings = (value: string | null) => {
    const written = (value ?? '').trim();
    const amount = hundredths(written);
    if (amount === null) return [written];
    const sign = amount < 0n ? '-' : '';
    const [units, cents] = [`${sign}${abs(amount) / 100n}`, String(abs(amount) % 100n).padStart(2, '0')];
    const trimmed = cents === '00' ? [`${units}.0`, units] : cents.endsWith('0') ? [`${units}.${cents[0]}`] : [];
    return [...new Set([written, `${units}.${cents}`, ...trimmed])];
  };
  const head = [
    field('IDEmisorFactura', record.issuerTaxId),
    field('NumSerieFactura', record.invoiceNumber),
    field('FechaExpedicionFactura', record.issueDate),
    field('TipoFactura', record.invoiceType),
  ];
  return writings(record.totalVat).flatMap((vat) =>
    writings(record.total).map((total) => [...head, `CuotaTotal=${vat}`, `ImporteTotal=${total}`, ...tail].join('&')),
  );
}
const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex').toUpperCase();

/** Errors the AEAT admits: the record is registered, but the error must be corrected (§4.3.1). */
const ADMISSIBLE_RULES: readonly Rule<ReceivedRecord>[] = [
  // §3.1.3.16–17 The totals are the breakdown's, ±10 €; ImporteTotal not under regimes 03, 05, 06, 08, 09.
  {
    code: 2006,
    broken: (r) => isAlta(r) && abs((hundredths(r.totalVat) ?? 0n) - sum(r.lines.flatMap((l) => [hundredths(l.quota), hundredths(l.surcharge)]))) > TEN_EUROS,
  },
  {
    code: 2005,
    broken: (r) =>
      isAlta(r) &&
      !r.lines.some((l) => UNSUMMED_REGIMES.has(l.regime ?? '')) &&
      abs((hundredths(r.total) ?? 0n) - sum(r.lines.flatMap((l) => [hundredths(l.base), hundredths(l.quota), hundredths(l.surcharge)]))) > TEN_EUROS,
  },
  // §3.1.3.18 The previous record's fingerprint: 64 upper-case hexadecimal characters.
  { code: 2002, broken: (r) => r.previous !== null && (r.previous.fingerprint ?? '').length !== 64 },
  { code: 2003, broken: (r) => r.previous !== null && !HEX_FINGERPRINT.test(r.previous.fingerprint ?? '') },
  { code: 2008, broken: (r) => r.previous !== null && r.previous.fingerprint === r.fingerprint },
  // §3.1.3.23 The fingerprint, as the AEAT recomputes it from the record.
  { code: 2000, broken: (r) => !fingerprintTexts(r).map(sha256).includes(r.fingerprint) },
  // §4.3.1 The first record of a chain when the AEAT already holds records of that issuer and system.
  { code: 2007, broken: (r, context) => r.firstRecord && context.chainStarted(r) },
];

/** An error the AEAT answers a record with. */
export interface RecordError {
  code: number;
  description: string;
}
/** The AEAT's error of that code: its text, then what it concerns (a field, a schema error) if told. */
export function aeatError(code: number, detail?: string): RecordError {
  const text = AEAT_ERRORS[code] ?? '';
  return { code, description: detail ? `${text}: ${detail}` : text };
}

/** A schema error, as the elements it names: the element at fault and those expected instead. */
export interface SchemaError {
  message: string;
  /** A value outside the element's type (a list, a pattern, a length), not the document's structure. */
  value: boolean;
  elements: string[];
}
export function schemaError(message: string): SchemaError {
  const [, element = '', rest = ''] = /Element '(?:\{[^}]*\})?([\w.-]+)': (.*)$/s.exec(message) ?? [];
  return {
    message,
    value: /\[facet '|is not a valid value/.test(rest),
    elements: [element, ...[...rest.matchAll(/\{[^}]*\}([\w.-]+)/g)].map((match) => match[1])].filter(Boolean),
  };
}
/** The first of the rules that is broken and claims one of the elements a schema error names. */
export const claimant = <T>(rules: readonly Rule<T>[], error: SchemaError, subject: T, context: RuleContext) =>
  rules.find((rule) => rule.claims?.some((element) => error.elements.includes(element)) && rule.broken(subject, context));

/**
 * How the AEAT answers one record: refused ('fault', the whole request: a schema error in its
 * structure no rule answers), rejected with an error, accepted with an admissible error, or null
 * (accepted). A value outside the schema that no rule answers is "Valor o tipo incorrecto del campo"
 * naming the field, as the AEAT words it.
 */
export function judge(record: ReceivedRecord, context: RuleContext, schemaErrors: SchemaError[]): 'fault' | { error: RecordError; admissible: boolean } | null {
  for (const error of schemaErrors) if (!error.value && !claimant(RECORD_RULES, error, record, context)) return 'fault';
  const [first] = schemaErrors;
  if (first) {
    const rule = claimant(RECORD_RULES, first, record, context);
    return { error: rule ? aeatError(rule.code) : aeatError(1100, first.elements[0]), admissible: false };
  }
  const rejection = RECORD_RULES.find((rule) => rule.broken(record, context));
  if (rejection) return { error: aeatError(rejection.code), admissible: false };
  const admitted = ADMISSIBLE_RULES.find((rule) => rule.broken(record, context));
  return admitted ? { error: aeatError(admitted.code), admissible: true } : null;
}
