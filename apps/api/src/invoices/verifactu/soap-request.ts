import { AEAT_ID_TYPES, normalizeTaxId, type TaxIdentity } from '@mmt/billing';
import type { BillingRecordEntity, RecordBreakdown, RecordRecipient } from './entities/billing-record.entity.js';
import { aeatAmount, aeatDate } from './fingerprint.js';
import { SYSTEM_USE } from './billing-records.js';

const AEAT_WS = 'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws';
export const NAMESPACES = {
  soapenv: 'http://schemas.xmlsoap.org/soap/envelope/',
  sum: `${AEAT_WS}/SuministroLR.xsd`,
  sum1: `${AEAT_WS}/SuministroInformacion.xsd`,
  consulta: `${AEAT_WS}/ConsultaLR.xsd`,
  response: `${AEAT_WS}/RespuestaSuministro.xsd`,
};

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** An element of SuministroInformacion.xsd: text is escaped, children are already XML. */
type Node = string | null | false;
const el = (name: string, ...content: Node[]) => `<sum1:${name}>${content.filter(Boolean).join('')}</sum1:${name}>`;
const text = (name: string, value: string) => el(name, escape(value));

function party(name: string, taxId: string): string {
  return text('NombreRazon', name.slice(0, 120)) + text('NIF', normalizeTaxId(taxId));
}

/**
 * A record made before identifications had kinds, read as it was sent then: a Spanish NIF, or an EU
 * VAT number, or else an identity document of the customer's country.
 */
function identityOfOldRecord({ taxId, countryCode }: { taxId: string; countryCode: string | null }): TaxIdentity {
  const number = normalizeTaxId(taxId);
  const country = (countryCode ?? 'ES').toUpperCase();
  if (country === 'ES' && number.length === 9) return { kind: 'NIF', number, country };
  return { kind: /^[A-Z]{2}\d/.test(number) && number.slice(0, 2) !== 'ES' ? 'EU_VAT' : 'RESIDENCE_ID', number: number.slice(0, 20), country };
}

/**
 * The customer (IDDestinatario): a Spanish NIF, or another document (IDOtro) with its IDType and the
 * country that issued it; an EU VAT number carries its country in its prefix (Greece's is EL, not
 * its ISO code), so it goes without CodigoPais (not required with IDType 02, and error 1122 if it
 * differed from the prefix).
 */
function recipient(customer: RecordRecipient): string {
  const { kind, number, country } = 'kind' in customer ? customer : identityOfOldRecord(customer);
  const name = text('NombreRazon', customer.name.slice(0, 120));
  if (kind === 'NIF') return el('IDDestinatario', name, text('NIF', number));
  return el('IDDestinatario', name, el('IDOtro', kind !== 'EU_VAT' && text('CodigoPais', country), text('IDType', AEAT_ID_TYPES[kind]), text('ID', number)));
}

function chain(record: BillingRecordEntity): string {
  if (!record.previous) return el('Encadenamiento', text('PrimerRegistro', 'S'));
  const { issuerTaxId, invoiceNumber, issueDate, fingerprint } = record.previous;
  return el(
    'Encadenamiento',
    el(
      'RegistroAnterior',
      text('IDEmisorFactura', issuerTaxId),
      text('NumSerieFactura', invoiceNumber),
      text('FechaExpedicionFactura', aeatDate(issueDate)),
      text('Huella', fingerprint),
    ),
  );
}

function system(record: BillingRecordEntity): string {
  const { producerName, producerTaxId, name, id, version, installation } = record.system;
  return el(
    'SistemaInformatico',
    party(producerName, producerTaxId),
    text('NombreSistemaInformatico', name),
    text('IdSistemaInformatico', id),
    text('Version', version),
    text('NumeroInstalacion', installation),
    text('TipoUsoPosibleSoloVerifactu', SYSTEM_USE.onlyVerifactu),
    text('TipoUsoPosibleMultiOT', SYSTEM_USE.multipleTaxpayers),
    text('IndicadorMultiplesOT', SYSTEM_USE.servingMultipleTaxpayers),
  );
}

/**
 * A rate's line of the breakdown (VAT): subject and not exempt (S1) under the general regime; at 0 %
 * its cause, exempt (OperacionExenta E1–E6) or not subject (CalificacionOperacion N1, N2), without a
 * rate or quota (errors 1237, 1238). Exports and operations like them (E2, E3) are of the export
 * regime: the general one refuses them (error 1199). Records made before causes were kept: E6.
 */
function detail({ rate, zeroVatCause, baseCents, vatCents }: RecordBreakdown): string {
  const base = text('BaseImponibleOimporteNoSujeto', aeatAmount(baseCents));
  if (rate === 0) {
    const cause = zeroVatCause ?? 'E6';
    const regime = cause === 'E2' || cause === 'E3' ? '02' : '01';
    return el(
      'DetalleDesglose',
      text('Impuesto', '01'),
      text('ClaveRegimen', regime),
      text(cause.startsWith('N') ? 'CalificacionOperacion' : 'OperacionExenta', cause),
      base,
    );
  }
  return el(
    'DetalleDesglose',
    text('Impuesto', '01'),
    text('ClaveRegimen', '01'),
    text('CalificacionOperacion', 'S1'),
    text('TipoImpositivo', String(rate)),
    base,
    text('CuotaRepercutida', aeatAmount(vatCents)),
  );
}

function alta(record: BillingRecordEntity): string {
  const rectified = record.rectified;
  return el(
    'RegistroAlta',
    text('IDVersion', '1.0'),
    el(
      'IDFactura',
      text('IDEmisorFactura', record.issuerTaxId),
      text('NumSerieFactura', record.invoiceNumber),
      text('FechaExpedicionFactura', aeatDate(record.issueDate)),
    ),
    text('NombreRazonEmisor', record.issuerName.slice(0, 120)),
    record.correctsId !== null && text('Subsanacion', 'S'),
    record.correctsId !== null && record.previouslyRejected && text('RechazoPrevio', record.rejectionMarker ?? 'S'),
    text('TipoFactura', record.invoiceType!),
    record.rectificationType && text('TipoRectificativa', record.rectificationType),
    rectified &&
      el(
        'FacturasRectificadas',
        el(
          'IDFacturaRectificada',
          text('IDEmisorFactura', record.issuerTaxId),
          text('NumSerieFactura', rectified.invoiceNumber),
          text('FechaExpedicionFactura', aeatDate(rectified.issueDate)),
        ),
      ),
    rectified &&
      record.rectificationType === 'S' &&
      el('ImporteRectificacion', text('BaseRectificada', aeatAmount(rectified.baseCents)), text('CuotaRectificada', aeatAmount(rectified.vatCents))),
    text('DescripcionOperacion', (record.description ?? '').slice(0, 500) || record.invoiceNumber),
    !record.recipient && text('FacturaSinIdentifDestinatarioArt61d', 'S'),
    record.recipient && el('Destinatarios', recipient(record.recipient)),
    el('Desglose', ...record.breakdown!.map(detail)),
    text('CuotaTotal', aeatAmount(record.totalVatCents!)),
    text('ImporteTotal', aeatAmount(record.totalCents!)),
    chain(record),
    system(record),
    text('FechaHoraHusoGenRegistro', record.generatedAtText),
    text('TipoHuella', '01'),
    text('Huella', record.fingerprint),
  );
}

/** `withoutAlta`: the AEAT has no registro de alta of its invoice (issued before VERI*FACTU): SinRegistroPrevio. */
function anulacion(record: BillingRecordEntity, withoutAlta: boolean): string {
  return el(
    'RegistroAnulacion',
    text('IDVersion', '1.0'),
    el(
      'IDFactura',
      text('IDEmisorFacturaAnulada', record.issuerTaxId),
      text('NumSerieFacturaAnulada', record.invoiceNumber),
      text('FechaExpedicionFacturaAnulada', aeatDate(record.issueDate)),
    ),
    withoutAlta && text('SinRegistroPrevio', 'S'),
    chain(record),
    system(record),
    text('FechaHoraHusoGenRegistro', record.generatedAtText),
    text('TipoHuella', '01'),
    text('Huella', record.fingerprint),
  );
}

/** A SOAP envelope around `body`, declaring the namespaces its prefixes name. */
function envelope(body: string, prefixes: Record<string, string>): string {
  const declared = Object.entries({ soapenv: NAMESPACES.soapenv, ...prefixes })
    .map(([prefix, uri]) => ` xmlns:${prefix}="${uri}"`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<soapenv:Envelope${declared}><soapenv:Header/><soapenv:Body>${body}</soapenv:Body></soapenv:Envelope>`;
}

/**
 * The SOAP request (RegFactuSistemaFacturacion of SuministroLR.xsd) that sends records of one
 * taxpayer, in chain order: at most 1,000, as the AEAT allows. `incident`: they are sent late
 * because the AEAT could not be reached (RemisionVoluntaria/Incidencia, art. 16.4 of Orden HAC/1177/2024).
 */
export function soapRequest(records: BillingRecordEntity[], invoicesWithoutAlta: ReadonlySet<number> = new Set(), incident = false): string {
  if (records.length === 0 || records.length > 1000) throw new Error(`a request carries 1 to 1000 records, not ${records.length}`);
  const [first] = records;
  const body =
    `<sum:RegFactuSistemaFacturacion>` +
    `<sum:Cabecera>${el('ObligadoEmision', party(first.issuerName, first.issuerTaxId))}${incident ? el('RemisionVoluntaria', text('Incidencia', 'S')) : ''}</sum:Cabecera>` +
    records
      .map(
        (record) =>
          `<sum:RegistroFactura>${record.kind === 'ALTA' ? alta(record) : anulacion(record, invoicesWithoutAlta.has(record.invoiceId))}</sum:RegistroFactura>`,
      )
      .join('') +
    `</sum:RegFactuSistemaFacturacion>`;
  return envelope(body, { sum: NAMESPACES.sum, sum1: NAMESPACES.sum1 });
}

/**
 * A query of the company's own records of one month (ConsultaFactuSistemaFacturacion of
 * ConsultaLR.xsd, as in annex IV of the web service's description): it issues nothing, so it checks
 * the certificate and the connection.
 */
export function queryRequest(issuer: { name: string; taxId: string }, year: number, month: number): string {
  const body =
    `<con:ConsultaFactuSistemaFacturacion>` +
    `<con:Cabecera>${text('IDVersion', '1.0')}${el('ObligadoEmision', party(issuer.name, issuer.taxId))}</con:Cabecera>` +
    `<con:FiltroConsulta><con:PeriodoImputacion>${text('Ejercicio', String(year))}${text('Periodo', String(month).padStart(2, '0'))}</con:PeriodoImputacion></con:FiltroConsulta>` +
    `</con:ConsultaFactuSistemaFacturacion>`;
  return envelope(body, { con: NAMESPACES.consulta, sum1: NAMESPACES.sum1 });
}
