import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { request } from 'node:https';
import { XMLParser } from 'fast-xml-parser';
import { altaFingerprint, anulacionFingerprint } from '../invoices/verifactu/fingerprint.js';
import { detailXml, partyXml, soapBodyElement, startFakeAeat, validateAgainstAeatSchema, type BreakdownLine, type FakeAeat } from './fake-aeat.js';
import { makeTestCertificates, type TestCertificates } from './test-certificates.js';

/**
 * The fake AEAT judges hand-written records by the AEAT's published rules (fake-aeat-rules.ts):
 * each test posts a valid record with one thing changed and reads the answer as the app would.
 * The fake's clock is fixed: the AEAT's day is Monday 4 January 2027.
 */
const NOW = new Date('2027-01-04T09:15:00Z');
const TODAY = '04-01-2027';
const ISSUER = 'B07999998';
const WS = 'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws';
const HEX = 'A'.repeat(64);

interface Recipient {
  name?: string;
  nif?: string | null;
  otherId?: { country?: string; type: string; id: string };
}
type Line = Partial<BreakdownLine> & { base: string };
const NO_LINE: BreakdownLine = {
  tax: null,
  regime: null,
  qualification: null,
  exemption: null,
  rate: null,
  base: null,
  baseAtCost: null,
  quota: null,
  surchargeRate: null,
  surcharge: null,
};
interface Alta {
  issuer: string;
  number: string;
  date: string;
  type: string;
  correction?: string;
  previouslyRejected?: string;
  rectificationType?: string;
  rectifies?: string;
  substitutes?: string;
  rectificationAmount?: [string, string];
  operationDate?: string;
  description?: string;
  art7273?: string;
  art61d?: string;
  macrodato?: string;
  coupon?: string;
  recipients: Recipient[];
  lines: Line[];
  totalVat?: string;
  total?: string;
  /** The previous record's Huella; null: PrimerRegistro. */
  previous: string | null;
  system: { name: string; id: string; installation: string; onlyVerifactu: string };
  generatedAt: string;
  agreement?: string;
  fingerprint?: string;
}

let invoices = 0;
const nextNumber = () => `INV-2027-${String(++invoices).padStart(4, '0')}`;
const euros = (hundredths: number) =>
  `${hundredths < 0 ? '-' : ''}${Math.floor(Math.abs(hundredths) / 100)}.${String(Math.abs(hundredths) % 100).padStart(2, '0')}`;
const hundredths = (amount: string | null | undefined) => Math.round(Number(amount ?? 0) * 100);

/** A valid F1 to a Spanish company at 21 %, chained to a record before it; `changes` change one thing. */
const alta = (changes: Partial<Alta> = {}): Alta => ({
  issuer: ISSUER,
  number: nextNumber(),
  date: TODAY,
  type: 'F1',
  recipients: [{ nif: 'B07000003' }],
  lines: [{ tax: '01', regime: '01', qualification: 'S1', rate: '21', base: '100.00', quota: '21.00' }],
  previous: HEX,
  system: { name: 'MMT Facturación', id: 'MM', installation: '1', onlyVerifactu: 'S' },
  generatedAt: '2027-01-04T10:00:00+01:00',
  ...changes,
});

const tag = (name: string, ...content: (string | undefined | false)[]) =>
  `<sum1:${name}>${content.filter((part) => typeof part === 'string').join('')}</sum1:${name}>`;
const optional = (name: string, value: string | undefined) => value !== undefined && tag(name, value);
const id = (issuer: string, number: string, date: string) =>
  tag('IDEmisorFactura', issuer) + tag('NumSerieFactura', number) + tag('FechaExpedicionFactura', date);
const chain = (previous: string | null) =>
  tag(
    'Encadenamiento',
    previous === null ? tag('PrimerRegistro', 'S') : tag('RegistroAnterior', id(ISSUER, 'INV-2026-0999', '31-12-2026'), tag('Huella', previous)),
  );
const system = (s: Alta['system']) =>
  tag(
    'SistemaInformatico',
    tag('NombreRazon', 'Mallorca Marine Tech S.L.'),
    tag('NIF', ISSUER),
    tag('NombreSistemaInformatico', s.name),
    tag('IdSistemaInformatico', s.id),
    tag('Version', '1.0'),
    tag('NumeroInstalacion', s.installation),
    tag('TipoUsoPosibleSoloVerifactu', s.onlyVerifactu),
    tag('TipoUsoPosibleMultiOT', 'N'),
    tag('IndicadorMultiplesOT', 'N'),
  );
const recipientXml = ({ name = 'Cliente', nif = null, otherId }: Recipient) =>
  partyXml('sum1:IDDestinatario', { name, nif, otherId: otherId ? { country: null, ...otherId } : null }, 'sum1');
const totalsOf = (record: Alta) => ({
  totalVat: record.totalVat ?? euros(record.lines.reduce((total, line) => total + hundredths(line.quota), 0)),
  total: record.total ?? euros(record.lines.reduce((total, line) => total + hundredths(line.base) + hundredths(line.quota), 0)),
});
/** The record's fingerprint as the app computes it (fingerprint.ts, checked against the AEAT's own examples). */
const fingerprintOf = (record: Alta) =>
  altaFingerprint({
    issuerTaxId: record.issuer,
    invoiceNumber: record.number,
    issueDate: record.date,
    invoiceType: record.type,
    ...totalsOf(record),
    previousFingerprint: record.previous,
    generatedAt: record.generatedAt,
  });

const altaXml = (record: Alta) => {
  const { totalVat, total } = totalsOf(record);
  return tag(
    'RegistroAlta',
    tag('IDVersion', '1.0'),
    tag('IDFactura', id(record.issuer, record.number, record.date)),
    tag('NombreRazonEmisor', 'Mallorca Marine Tech S.L.'),
    optional('Subsanacion', record.correction),
    optional('RechazoPrevio', record.previouslyRejected),
    tag('TipoFactura', record.type),
    optional('TipoRectificativa', record.rectificationType),
    record.rectifies !== undefined && tag('FacturasRectificadas', tag('IDFacturaRectificada', id(record.issuer, record.rectifies, TODAY))),
    record.substitutes !== undefined && tag('FacturasSustituidas', tag('IDFacturaSustituida', id(record.issuer, record.substitutes, TODAY))),
    record.rectificationAmount &&
      tag('ImporteRectificacion', tag('BaseRectificada', record.rectificationAmount[0]), tag('CuotaRectificada', record.rectificationAmount[1])),
    optional('FechaOperacion', record.operationDate),
    tag(
      'DescripcionOperacion',
      (record.description ?? 'Revisión del radar').replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!),
    ),
    optional('FacturaSimplificadaArt7273', record.art7273),
    optional('FacturaSinIdentifDestinatarioArt61d', record.art61d),
    optional('Macrodato', record.macrodato),
    record.recipients.length > 0 && tag('Destinatarios', ...record.recipients.map(recipientXml)),
    optional('Cupon', record.coupon),
    tag('Desglose', ...record.lines.map((line) => detailXml({ ...NO_LINE, ...line }, 'sum1'))),
    tag('CuotaTotal', totalVat),
    tag('ImporteTotal', total),
    chain(record.previous),
    system(record.system),
    tag('FechaHoraHusoGenRegistro', record.generatedAt),
    optional('NumRegistroAcuerdoFacturacion', record.agreement),
    tag('TipoHuella', '01'),
    tag('Huella', record.fingerprint ?? fingerprintOf(record)),
  );
};

const anulacionXml = ({
  number,
  issuer = ISSUER,
  date = TODAY,
  withoutPriorRecord,
}: {
  number: string;
  issuer?: string;
  date?: string;
  withoutPriorRecord?: string;
}) => {
  const generatedAt = '2027-01-04T10:05:00+01:00';
  return tag(
    'RegistroAnulacion',
    tag('IDVersion', '1.0'),
    tag('IDFactura', tag('IDEmisorFacturaAnulada', issuer), tag('NumSerieFacturaAnulada', number), tag('FechaExpedicionFacturaAnulada', date)),
    optional('SinRegistroPrevio', withoutPriorRecord),
    chain(HEX),
    system(alta().system),
    tag('FechaHoraHusoGenRegistro', generatedAt),
    tag('TipoHuella', '01'),
    tag('Huella', anulacionFingerprint({ issuerTaxId: issuer, invoiceNumber: number, issueDate: date, previousFingerprint: HEX, generatedAt })),
  );
};

interface Header {
  obligor?: string;
  incident?: string;
  endOfVerifactu?: string;
  requirement?: boolean;
}
const requestXml = (records: (Alta | string)[], { obligor = ISSUER, incident, endOfVerifactu, requirement }: Header = {}) =>
  `<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:sum="${WS}/SuministroLR.xsd" xmlns:sum1="${WS}/SuministroInformacion.xsd"><soapenv:Header/><soapenv:Body>` +
  `<sum:RegFactuSistemaFacturacion><sum:Cabecera>${tag('ObligadoEmision', tag('NombreRazon', 'Mallorca Marine Tech S.L.'), tag('NIF', obligor))}` +
  `${incident !== undefined || endOfVerifactu !== undefined ? tag('RemisionVoluntaria', optional('FechaFinVeriFactu', endOfVerifactu), optional('Incidencia', incident)) : ''}` +
  `${requirement ? tag('RemisionRequerimiento', tag('RefRequerimiento', 'REQ-1')) : ''}</sum:Cabecera>` +
  records.map((record) => `<sum:RegistroFactura>${typeof record === 'string' ? record : altaXml(record)}</sum:RegistroFactura>`).join('') +
  `</sum:RegFactuSistemaFacturacion></soapenv:Body></soapenv:Envelope>`;

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  parseTagValue: false,
  isArray: (name) => ['RespuestaLinea', 'RegistroRespuestaConsultaFactuSistemaFacturacion'].includes(name),
});

describe('the fake AEAT', () => {
  let certificates: TestCertificates;
  let fake: FakeAeat;

  const post = (xml: string, withCertificate = true) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const client = withCertificate ? { pfx: certificates.companyP12, passphrase: certificates.companyPassword } : {};
      const outgoing = request(fake.url, { method: 'POST', ca: certificates.caPem, ...client }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode!, body }));
      });
      outgoing.on('error', reject);
      outgoing.end(xml);
    });

  /** The answer to a request, as the app reads it; every answer is checked against RespuestaSuministro.xsd on the way. */
  const send = async (records: (Alta | string)[], header?: Header) => {
    const { status, body } = await post(requestXml(records, header));
    if (status !== 200) return { status, fault: String(parser.parse(body).Envelope.Body.Fault.faultstring), state: null, lines: [] };
    expect(await validateAgainstAeatSchema(soapBodyElement(body, 'RespuestaRegFactuSistemaFacturacion')!, 'RespuestaSuministro.xsd')).toEqual([]);
    const answer = parser.parse(body).Envelope.Body.RespuestaRegFactuSistemaFacturacion;
    const lines = (answer.RespuestaLinea as Record<string, unknown>[]).map((line) => ({
      number: (line.IDFactura as Record<string, string>).NumSerieFactura,
      state: line.EstadoRegistro as string,
      code: line.CodigoErrorRegistro === undefined ? null : Number(line.CodigoErrorRegistro),
      description: (line.DescripcionErrorRegistro as string | undefined) ?? null,
      duplicate: (line.RegistroDuplicado as Record<string, string> | undefined) ?? null,
    }));
    return {
      status,
      fault: null,
      state: answer.EstadoEnvio as string,
      wait: Number(answer.TiempoEsperaEnvio),
      header: answer.Cabecera as Record<string, unknown>,
      lines,
    };
  };
  /** One record's answer: its state and the error code, if any. */
  const judged = async (record: Alta | string) => {
    const answer = await send([record]);
    expect(answer.fault).toBeNull();
    return { state: answer.lines[0].state, code: answer.lines[0].code };
  };
  /**
   * A table of records sent as one request (xmllint takes a while per request), each case then
   * reading its own record's answer.
   */
  const batch = (table: [string, Partial<Alta>, number?][]) => {
    const cases = table.map(([name, changes, code]) => ({ name, record: alta(changes), code: code ?? null }));
    let answer: Awaited<ReturnType<typeof send>>;
    beforeAll(async () => {
      answer = await send(cases.map((entry) => entry.record));
      expect(answer.fault).toBeNull();
    });
    return { cases, answerOf: (record: Alta) => answer.lines.find((line) => line.number === record.number)! };
  };

  beforeAll(async () => {
    certificates = makeTestCertificates();
    fake = await startFakeAeat({ key: certificates.serverKeyPem, cert: certificates.serverCertPem, now: () => NOW });
  });
  afterAll(() => fake?.close());

  describe('accepts a correct record', () => {
    it('an F1 to a Spanish company: Correcto, and the request keeps what it said', async () => {
      const record = alta({ description: 'Antifouling & <pulido>' });
      const answer = await send([record]);
      expect(answer).toMatchObject({ state: 'Correcto', lines: [{ state: 'Correcto', code: null }] });
      const received = fake.requests.at(-1)!;
      expect(received).toMatchObject({
        valid: true,
        errors: [],
        incident: null,
        outcome: { state: 'Correcto', records: [{ state: 'Correcto', error: null }] },
      });
      expect(received.records).toEqual([
        expect.objectContaining({
          operation: 'Alta',
          invoiceNumber: record.number,
          invoiceType: 'F1',
          description: 'Antifouling & <pulido>',
          recipients: [{ name: 'Cliente', nif: 'B07000003', otherId: null }],
          lines: [
            {
              tax: '01',
              regime: '01',
              qualification: 'S1',
              exemption: null,
              rate: '21',
              base: '100.00',
              baseAtCost: null,
              quota: '21.00',
              surchargeRate: null,
              surcharge: null,
            },
          ],
        }),
      ]);
    });

    const correct = batch([
      ['a simplified invoice (F2) without recipient', { type: 'F2', recipients: [] }],
      [
        'an F2 without identifying the recipient (art. 6.1.d) over 3,000 €',
        { type: 'F2', recipients: [], art61d: 'S', lines: [{ regime: '01', qualification: 'S1', rate: '21', base: '5000.00', quota: '1050.00' }] },
      ],
      [
        'an F2 under a billing agreement over 3,000 €',
        { type: 'F2', recipients: [], agreement: 'ACUERDO-1', lines: [{ regime: '01', qualification: 'S1', rate: '21', base: '5000.00', quota: '1050.00' }] },
      ],
      [
        'an F2 of 3,000 € and 9.99 € more',
        { type: 'F2', recipients: [], lines: [{ regime: '01', qualification: 'S1', rate: '21', base: '2487.60', quota: '522.39' }] },
      ],
      ['an F1 replacing simplified ones (art. 72–73)', { art7273: 'S' }],
      [
        'an F1 to an EU company (NIF-IVA, 02) with a not-subject line (N2)',
        {
          recipients: [{ otherId: { country: 'FR', type: '02', id: 'FR40303265045' } }],
          lines: [{ tax: '01', regime: '01', qualification: 'N2', base: '500.00' }],
        },
      ],
      ['a NIF-IVA without CodigoPais', { recipients: [{ otherId: { type: '02', id: 'DE123456789' } }] }],
      ["Greece's NIF-IVA (EL) with CodigoPais GR", { recipients: [{ otherId: { country: 'GR', type: '02', id: 'EL123456789' } }] }],
      ["Northern Ireland's (XI) with CodigoPais GB", { recipients: [{ otherId: { country: 'GB', type: '02', id: 'XI123456789' } }] }],
      [
        "the United Kingdom's (GB) for an operation of 2020",
        { operationDate: '15-12-2020', recipients: [{ otherId: { country: 'GB', type: '02', id: 'GB123456789' } }] },
      ],
      ['Romania: 2 to 10 digits, none leading 0', { recipients: [{ otherId: { country: 'RO', type: '02', id: 'RO18547290' } }] }],
      ['a foreign owner by passport (03)', { recipients: [{ name: 'John Smith', otherId: { country: 'GB', type: '03', id: 'P12345678' } }] }],
      ['a Spanish passport (03, ES)', { recipients: [{ otherId: { country: 'ES', type: '03', id: 'PAA123456' } }] }],
      ['an official id of the country of residence (04)', { recipients: [{ otherId: { country: 'US', type: '04', id: 'D1234567' } }] }],
      [
        'a residence certificate (05) and another document (06)',
        { recipients: [{ otherId: { country: 'CH', type: '05', id: 'C-778' } }, { otherId: { country: 'NO', type: '06', id: 'X-9' } }] },
      ],
      ['a not-registered Spaniard (07, ES) by DNI', { recipients: [{ otherId: { country: 'ES', type: '07', id: '12345678Z' } }] }],
      ['an NIE', { recipients: [{ nif: 'Y1234567X' }] }],
      ['a CIF with a control letter', { recipients: [{ nif: 'Q2816003D' }] }],
      [
        'exempt lines (E1, E2 under export, E5)',
        {
          lines: [
            { regime: '01', exemption: 'E1', base: '10.00' },
            { regime: '02', exemption: 'E2', base: '20.00' },
            { regime: '01', exemption: 'E5', base: '30.00' },
          ],
        },
      ],
      ['reverse charge (S2), 0 and 0', { lines: [{ regime: '01', qualification: 'S2', rate: '0', base: '300.00', quota: '0' }] }],
      ['the 0 % rate (S1)', { lines: [{ regime: '01', qualification: 'S1', rate: '0', base: '8.00', quota: '0.00' }] }],
      [
        '10 % and 4 %',
        {
          lines: [
            { regime: '01', qualification: 'S1', rate: '10', base: '37.50', quota: '3.75' },
            { regime: '01', qualification: 'S1', rate: '4', base: '20.00', quota: '0.80' },
          ],
        },
      ],
      [
        '7.5 % in the last quarter of 2024',
        { operationDate: '15-11-2024', lines: [{ regime: '01', qualification: 'S1', rate: '7.5', base: '100.00', quota: '7.50' }] },
      ],
      ['a quota 10 € off its base × rate', { lines: [{ regime: '01', qualification: 'S1', rate: '21', base: '100.00', quota: '31.00' }] }],
      [
        'a rectification by differences (R1, I) of a credit',
        {
          type: 'R1',
          rectificationType: 'I',
          rectifies: 'INV-2026-0001',
          lines: [{ regime: '01', qualification: 'S1', rate: '21', base: '-1500.00', quota: '-315.00' }],
        },
      ],
      [
        'a rectification by substitution (R4, S) with its amount',
        { type: 'R4', rectificationType: 'S', rectifies: 'INV-2026-0002', rectificationAmount: ['400.00', '84.00'] },
      ],
      ['a rectification of a simplified invoice (R5) with a coupon', { type: 'R5', rectificationType: 'I', recipients: [], coupon: 'S' }],
      [
        'an R3 to a not-registered Spaniard (07)',
        { type: 'R3', rectificationType: 'I', recipients: [{ otherId: { country: 'ES', type: '07', id: 'X1234567L' } }] },
      ],
      ['an R2 by NIF-IVA (02)', { type: 'R2', rectificationType: 'I', recipients: [{ otherId: { country: 'IT', type: '02', id: 'IT12345678901' } }] }],
      [
        'an operation after the issue under ClaveRegimen 15',
        { operationDate: '15-01-2027', lines: [{ regime: '15', qualification: 'S1', rate: '21', base: '100.00', quota: '21.00' }] },
      ],
      ['a correction of what the AEAT rejected (Subsanacion S, RechazoPrevio X)', { correction: 'S', previouslyRejected: 'X' }],
      ['VAT by default: no Impuesto', { lines: [{ regime: '01', qualification: 'S1', rate: '21', base: '100.00', quota: '21.00' }] }],
    ]);
    it.each(correct.cases)('$name', ({ record }) => {
      expect(correct.answerOf(record)).toMatchObject({ state: 'Correcto', code: null });
    });

    it('a fingerprint over amounts written 121.1 where the record says 121.10, as the AEAT counts them the same', async () => {
      const record = alta({ lines: [{ regime: '01', qualification: 'S1', rate: '21', base: '100.10', quota: '21.02' }], total: '121.10', totalVat: '21.00' });
      const written = { ...record, total: '121.1', totalVat: '21' };
      expect(await judged({ ...record, fingerprint: fingerprintOf(written) })).toEqual({ state: 'Correcto', code: null });
    });
  });

  describe('rejects a record that breaks a rule, with the AEAT code and text', () => {
    const s1 = (rate: string, base: string, quota: string): Line => ({ tax: '01', regime: '01', qualification: 'S1', rate, base, quota });
    const rejected = batch([
      // Who the invoice is for.
      ['an F1 without Destinatarios', { recipients: [] }, 1189],
      ['an R1 without Destinatarios', { type: 'R1', rectificationType: 'I', recipients: [] }, 1189],
      ['an F2 with Destinatarios', { type: 'F2' }, 1190],
      ['an R5 with Destinatarios', { type: 'R5', rectificationType: 'I' }, 1190],
      ['an F1 marked without identified recipient (art. 6.1.d), as the app sends unidentified customers', { recipients: [], art61d: 'S' }, 1185],
      ['an R1 marked art. 6.1.d', { type: 'R1', rectificationType: 'I', art61d: 'S' }, 1185],
      ['an F2 marked as replacing simplified ones (art. 72–73)', { type: 'F2', recipients: [], art7273: 'S' }, 1183],
      ['an R5 marked art. 72–73', { type: 'R5', rectificationType: 'I', recipients: [], art7273: 'S' }, 1183],
      ['a NIF whose check letter is wrong', { recipients: [{ nif: '12345678A' }] }, 1123],
      ['a CIF whose control digit is wrong', { recipients: [{ nif: 'B07000009' }] }, 1123],
      ['a CIF with a letter where its kind needs a digit', { recipients: [{ nif: 'B0700000C' }] }, 1123],
      ['an NIE whose check letter is wrong', { recipients: [{ nif: 'X1234567A' }] }, 1123],
      ["the issuer's own NIF as recipient", { recipients: [{ nif: ISSUER }] }, 1193],
      ['a passport without CodigoPais', { recipients: [{ otherId: { type: '03', id: 'P1' } }] }, 1111],
      ['a not-registered person (07) without CodigoPais', { recipients: [{ otherId: { type: '07', id: '12345678Z' } }] }, 1111],
      ['CodigoPais ES with another document (06)', { recipients: [{ otherId: { country: 'ES', type: '06', id: 'ESNO_DISPONIBLE' } }] }, 1126],
      ['CodigoPais ES with an official id (04)', { recipients: [{ otherId: { country: 'ES', type: '04', id: '12345678Z' } }] }, 1126],
      ['not registered (07) abroad', { recipients: [{ otherId: { country: 'FR', type: '07', id: '12345678Z' } }] }, 1126],
      ["not registered (07) with a company's NIF", { recipients: [{ otherId: { country: 'ES', type: '07', id: 'B07000003' } }] }, 1131],
      ['not registered (07) with a NIF whose letter is wrong', { recipients: [{ otherId: { country: 'ES', type: '07', id: '12345678A' } }] }, 1131],
      ['a NIF-IVA (02) on an F2', { type: 'F2', recipients: [{ otherId: { country: 'FR', type: '02', id: 'FR40303265045' } }] }, 1156],
      ['a NIF-IVA (02) on an R5', { type: 'R5', rectificationType: 'I', recipients: [{ otherId: { country: 'FR', type: '02', id: 'FR40303265045' } }] }, 1156],
      ['a NIF-IVA too short for its state', { recipients: [{ otherId: { country: 'FR', type: '02', id: 'FR4030326504' } }] }, 1103],
      ['a German NIF-IVA with letters', { recipients: [{ otherId: { country: 'DE', type: '02', id: 'DE12345678X' } }] }, 1103],
      ['a NIF-IVA in lower case', { recipients: [{ otherId: { country: 'NL', type: '02', id: 'NL123456789b01' } }] }, 1103],
      ['a NIF-IVA of no member state', { recipients: [{ otherId: { country: 'US', type: '02', id: 'US123456789' } }] }, 1103],
      ['a Greek NIF-IVA written GR', { recipients: [{ otherId: { country: 'GR', type: '02', id: 'GR123456789' } }] }, 1103],
      ['a Romanian NIF-IVA with a leading 0', { recipients: [{ otherId: { country: 'RO', type: '02', id: 'RO0123' } }] }, 1103],
      ['a NIF-IVA of another state than CodigoPais', { recipients: [{ otherId: { country: 'FR', type: '02', id: 'DE123456789' } }] }, 1122],
      ['a British NIF-IVA (GB) since February 2021', { recipients: [{ otherId: { country: 'GB', type: '02', id: 'GB123456789' } }] }, 1255],
      [
        "Northern Ireland's (XI) before 2021",
        { operationDate: '15-12-2020', recipients: [{ otherId: { country: 'GB', type: '02', id: 'XI123456789' } }] },
        1254,
      ],
      ['an R3 to a passport', { type: 'R3', rectificationType: 'I', recipients: [{ otherId: { country: 'GB', type: '03', id: 'P1' } }] }, 1191],
      ['an R3 by NIF-IVA', { type: 'R3', rectificationType: 'I', recipients: [{ otherId: { country: 'FR', type: '02', id: 'FR40303265045' } }] }, 1191],
      ['an R2 to a passport', { type: 'R2', rectificationType: 'I', recipients: [{ otherId: { country: 'GB', type: '03', id: 'P1' } }] }, 1192],
      // Rectifications.
      ['an R1 without TipoRectificativa', { type: 'R1' }, 1114],
      ['an R5 without TipoRectificativa', { type: 'R5', recipients: [] }, 1114],
      ['an F1 with TipoRectificativa', { rectificationType: 'I' }, 1115],
      ['an F1 naming FacturasRectificadas', { rectifies: 'INV-2026-0001' }, 1117],
      ['an F1 naming FacturasSustituidas', { substitutes: 'INV-2026-0001' }, 1116],
      ['a rectification by substitution without ImporteRectificacion', { type: 'R1', rectificationType: 'S' }, 1118],
      ['a rectification by differences with ImporteRectificacion', { type: 'R1', rectificationType: 'I', rectificationAmount: ['1.00', '0.21'] }, 1119],
      ['RechazoPrevio X without Subsanacion', { previouslyRejected: 'X' }, 1153],
      ['RechazoPrevio X with Subsanacion N', { correction: 'N', previouslyRejected: 'X' }, 1153],
      ['RechazoPrevio S without Subsanacion', { previouslyRejected: 'S' }, 1161],
      ['a coupon on an F1', { coupon: 'S' }, 1157],
      // The breakdown.
      ['a VAT line without ClaveRegimen', { lines: [{ tax: '01', qualification: 'S1', rate: '21', base: '100.00', quota: '21.00' }] }, 1245],
      ['ClaveRegimen 21, not in L8A', { lines: [{ ...s1('21', '100.00', '21.00'), regime: '21' }] }, 1246],
      [
        'ClaveRegimen on a line of another tax (05)',
        { lines: [{ tax: '05', regime: '01', qualification: 'S1', rate: '21', base: '100.00', quota: '21.00' }] },
        1260,
      ],
      ['BaseImponibleACoste under the general regime', { lines: [{ ...s1('21', '100.00', '21.00'), baseAtCost: '100.00' }] }, 1257],
      ['an exemption outside L10 for VAT (E7)', { lines: [{ regime: '01', exemption: 'E7', base: '100.00' }] }, 1182],
      ['an exempt line with a rate', { lines: [{ regime: '01', exemption: 'E1', rate: '0', base: '100.00' }] }, 1238],
      ['an exempt line with a quota', { lines: [{ regime: '01', exemption: 'E6', base: '100.00', quota: '0.00' }] }, 1238],
      ['an export exemption (E2) under the general regime (01)', { lines: [{ regime: '01', exemption: 'E2', base: '100.00' }] }, 1199],
      ['an intra-EU delivery (E3) under the general regime', { lines: [{ regime: '01', exemption: 'E3', base: '100.00' }] }, 1199],
      ['a not-subject line (N1) with a rate and quota', { lines: [{ regime: '01', qualification: 'N1', rate: '0', base: '100.00', quota: '0.00' }] }, 1237],
      ['a not-subject line (N2) with a rate', { lines: [{ regime: '01', qualification: 'N2', rate: '21', base: '100.00' }] }, 1237],
      [
        'reverse charge (S2) on an F2',
        { type: 'F2', recipients: [], lines: [{ regime: '01', qualification: 'S2', rate: '0', base: '100.00', quota: '0' }] },
        1197,
      ],
      ['reverse charge (S2) with a 21 % rate', { lines: [{ regime: '01', qualification: 'S2', rate: '21', base: '100.00', quota: '0' }] }, 1198],
      ['reverse charge (S2) without its 0 quota', { lines: [{ regime: '01', qualification: 'S2', rate: '0', base: '100.00' }] }, 1198],
      ['a quota on a not-subject line of another tax', { lines: [{ tax: '05', qualification: 'N1', base: '100.00', quota: '5.00' }] }, 1207],
      ['S1 without a rate', { lines: [{ regime: '01', qualification: 'S1', base: '100.00', quota: '21.00' }] }, 1208],
      ['S1 without a quota', { lines: [{ regime: '01', qualification: 'S1', rate: '21', base: '100.00' }] }, 1208],
      ['a VAT rate of 16 %', { lines: [s1('16', '100.00', '16.00')] }, 1124],
      ['5 % in 2027', { lines: [s1('5', '100.00', '5.00')] }, 1194],
      ['2 % in 2027', { lines: [s1('2', '100.00', '2.00')] }, 1236],
      ['7.5 % before October 2024', { operationDate: '15-09-2024', lines: [s1('7.5', '100.00', '7.50')] }, 1236],
      ['a quota 10.01 € above base × rate', { lines: [s1('21', '100.00', '31.01')] }, 1142],
      ['a quota of the other sign', { lines: [s1('21', '100.00', '-21.00')] }, 1143],
      [
        'a credit whose quota is wrong (R1 by substitution)',
        { type: 'R1', rectificationType: 'S', rectificationAmount: ['0', '0'], lines: [s1('21', '-100.00', '-50.00')] },
        1142,
      ],
      ['REBU (03) with a not-subject line', { lines: [{ regime: '03', qualification: 'N1', base: '100.00' }] }, 1200],
      ['investment gold (04) with S1', { lines: [{ ...s1('21', '100.00', '21.00'), regime: '04' }] }, 1201],
      ['group of entities (06) without BaseImponibleACoste', { lines: [{ ...s1('21', '100.00', '21.00'), regime: '06' }] }, 1202],
      ['cash accounting (07) with an export exemption', { lines: [{ regime: '07', exemption: 'E2', base: '100.00' }] }, 1203],
      ['IPSI/IGIC operations (08) not as N2', { lines: [{ regime: '08', qualification: 'N1', base: '100.00' }] }, 1252],
      ['collections for third parties (10) as S1', { lines: [{ ...s1('21', '100.00', '21.00'), regime: '10' }] }, 1205],
      ['business premises rental (11) at 10 %', { lines: [{ ...s1('10', '100.00', '10.00'), regime: '11' }] }, 1206],
      [
        'VAT due later to a public body (14) without FechaOperacion',
        { recipients: [{ nif: 'Q2816003D' }], lines: [{ ...s1('21', '100.00', '21.00'), regime: '14' }] },
        1147,
      ],
      ['regime 14 on an F2', { type: 'F2', recipients: [], operationDate: '15-01-2027', lines: [{ ...s1('21', '100.00', '21.00'), regime: '14' }] }, 1148],
      ['regime 14 to a company that is no public body', { operationDate: '15-01-2027', lines: [{ ...s1('21', '100.00', '21.00'), regime: '14' }] }, 1149],
      // Totals and dates.
      ['an F2 over 3,000 € and 10 €', { type: 'F2', recipients: [], lines: [s1('21', '2487.61', '522.40')] }, 1150],
      ['100,000,000 € without Macrodato', { lines: [s1('21', '82644628.10', '17355371.90')] }, 1139],
      ['Macrodato on a small invoice', { macrodato: 'S' }, 1138],
      ['issued tomorrow (the AEAT keeps Spain’s day)', { date: '05-01-2027' }, 1112],
      ['issued before VERI*FACTU (28 October 2024)', { date: '27-10-2024' }, 1152],
      ['an operation after the issue', { operationDate: '03-01-2027', date: '02-01-2027' }, 1146],
      ['an operation more than twenty years back', { operationDate: '03-01-2007' }, 1134],
      ['an operation two years ahead, under regime 15', { operationDate: '04-01-2029', lines: [{ ...s1('21', '100.00', '21.00'), regime: '15' }] }, 1125],
      ['an invoice number with a character outside printable ASCII', { number: 'INV-2027-Ñ1' }, 1130],
      // The system.
      ['IdSistemaInformatico of one character', { system: { ...alta().system, id: 'M' } }, 1177],
      ['IdSistemaInformatico with Ñ', { system: { ...alta().system, id: 'MÑ' } }, 1177],
      ['IdSistemaInformatico in lower case', { system: { ...alta().system, id: 'mm' } }, 1177],
      ['IdSistemaInformatico of three characters (beyond the schema)', { system: { ...alta().system, id: 'MMT' } }, 1177],
      ['an empty NombreSistemaInformatico', { system: { ...alta().system, name: ' ' } }, 1220],
      ['TipoUsoPosibleSoloVerifactu empty (beyond the schema)', { system: { ...alta().system, onlyVerifactu: '' } }, 1212],
      // Values outside the schema's lists, answered by the field's code.
      ['IDType 01 (beyond the schema)', { recipients: [{ otherId: { country: 'FR', type: '01', id: 'X' } }] }, 1102],
      ['CalificacionOperacion S3 (beyond the schema)', { lines: [{ regime: '01', qualification: 'S3', base: '100.00' }] }, 1181],
      ['OperacionExenta E9 (beyond the schema)', { lines: [{ regime: '01', exemption: 'E9', base: '100.00' }] }, 1182],
      ['neither CalificacionOperacion nor OperacionExenta', { lines: [{ regime: '01', base: '100.00' }] }, 1195],
      ['both CalificacionOperacion and OperacionExenta', { lines: [{ regime: '01', qualification: 'N1', exemption: 'E1', base: '100.00' }] }, 1196],
      ['both NIF and IDOtro for a recipient', { recipients: [{ nif: 'B07000003', otherId: { country: 'FR', type: '02', id: 'FR40303265045' } }] }, 1239],
      ['a recipient with neither NIF nor IDOtro', { recipients: [{}] }, 1239],
    ]);
    it.each(rejected.cases)('$name: $code', ({ record, code }) => {
      expect(rejected.answerOf(record)).toMatchObject({ state: 'Incorrecto', code });
    });

    it("answers in the AEAT's words, and a record another issuer's than the Cabecera's with 1108", async () => {
      const answer = await send([alta({ recipients: [], art61d: 'S' })]);
      expect(answer).toMatchObject({
        state: 'Incorrecto',
        lines: [
          {
            state: 'Incorrecto',
            code: 1185,
            description: 'El campo FacturaSinIdentifDestinatarioArt61d solo se podrá rellenar con S si TipoFactura es de tipo F2 o R5.',
          },
        ],
      });
      const simplified = await send([alta({ type: 'F2' })]);
      expect(simplified.lines[0]).toMatchObject({ code: 1190, description: 'Si TipoFactura es F2 o R5 el bloque Destinatarios no puede estar cumplimentado.' });
      const exempt = await send([alta({ lines: [{ regime: '01', exemption: 'E2', base: '100.00' }] })]);
      expect(exempt.lines[0].description).toBe(
        "Si Impuesto es '01' (IVA), '03' (IGIC) o no se cumplimenta y ClaveRegimen es 01 no pueden marcarse las OperacionExenta E2, E3.",
      );
      const other = await send([alta({ issuer: 'A58818501' })]);
      expect(other).toMatchObject({
        state: 'Incorrecto',
        lines: [{ code: 1108, description: 'El NIF del IDEmisorFactura debe ser el mismo que el NIF del ObligadoEmision.' }],
      });
    });

    it("answers a value outside the schema that no rule names with 1100 and the field, and judges the request's other records", async () => {
      const answer = await send([alta({ recipients: [{ nif: 'ESB07000003' }] }), alta()]);
      expect(answer).toMatchObject({
        state: 'ParcialmenteCorrecto',
        lines: [{ state: 'Incorrecto', code: 1100, description: 'Valor o tipo incorrecto del campo.: NIF' }, { state: 'Correcto' }],
      });
      expect(fake.requests.at(-1)).toMatchObject({ valid: false, errors: [expect.stringContaining('NIF')] });
    });
  });

  describe('accepts with an admissible error, to be corrected', () => {
    const admitted = batch([
      ['CuotaTotal 10.01 € off the lines', { totalVat: '31.01', total: '131.01' }, 2006],
      ['ImporteTotal 10.01 € off the lines', { total: '131.01' }, 2005],
      ["a previous record's fingerprint of 63 characters", { previous: 'A'.repeat(63) }, 2002],
      ["a previous record's fingerprint in lower case", { previous: 'a'.repeat(64) }, 2003],
      ['a fingerprint that is not the one computed from the record', { fingerprint: 'B'.repeat(64) }, 2000],
      ["a fingerprint equal to the previous record's", { fingerprint: HEX }, 2008],
      [
        'ImporteTotal off the lines under a special regime (REBU, 03): no error',
        { total: '500.00', lines: [{ tax: '01', regime: '03', qualification: 'S1', rate: '21', base: '100.00', quota: '21.00' }] },
      ],
    ]);
    it.each(admitted.cases)('$name: $code', ({ record, code }) => {
      expect(admitted.answerOf(record)).toMatchObject({ state: code ? 'AceptadoConErrores' : 'Correcto', code });
    });

    it('a second first record (PrimerRegistro) of an issuer and system whose records the AEAT holds: 2007; another system may start its own chain', async () => {
      const issuer = 'A58818501';
      expect((await send([alta({ issuer, previous: null })], { obligor: issuer })).lines[0]).toMatchObject({ state: 'Correcto', code: null });
      const [again] = (await send([alta({ issuer, previous: null })], { obligor: issuer })).lines;
      expect(again).toMatchObject({
        state: 'AceptadoConErrores',
        code: 2007,
        description: 'No debe informarse como primer registro, existen facturas emitidas con el obligado emisión y el sistema informático actual.',
      });
      const otherSystem = await send([alta({ issuer, previous: null, system: { ...alta().system, installation: '2' } })], { obligor: issuer });
      expect(otherSystem.lines[0]).toMatchObject({ state: 'Correcto', code: null });
    });

    it('a request whose records are all accepted, some with errors, is ParcialmenteCorrecto', async () => {
      expect(await send([alta(), alta({ total: '500.00' })])).toMatchObject({
        state: 'ParcialmenteCorrecto',
        lines: [{ state: 'Correcto' }, { state: 'AceptadoConErrores', code: 2005 }],
      });
    });
  });

  describe('judges the Cabecera: a breach refuses the whole request', () => {
    it('keeps the incident flag (Incidencia) of each request and echoes it', async () => {
      const late = await send([alta()], { incident: 'S' });
      expect(late).toMatchObject({ state: 'Correcto', header: { RemisionVoluntaria: { Incidencia: 'S' } } });
      expect(fake.requests.at(-1)!.incident).toBe('S');
      await send([alta()]);
      expect(fake.requests.at(-1)!.incident).toBeNull();
    });

    it.each<[string, Header, number, string]>([
      ['an Incidencia other than S or N', { incident: 'X' }, 4121, 'Error en la cabecera: el valor del campo Incidencia es incorrecto.'],
      [
        'a FechaFinVeriFactu of another year',
        { endOfVerifactu: '31-12-2020' },
        4120,
        'Error en la cabecera: el valor del campo FechaFinVeriFactu es incorrecto, debe ser 31-12-20XX, donde XX corresponde con el año actual o el anterior.',
      ],
      ['a requirement (RemisionRequerimiento) sent to VERI*FACTU', { requirement: true }, 4126, ''],
    ])('%s', async (_, header, code, text) => {
      const answer = await send([alta()], header);
      expect(answer.status).toBe(500);
      expect(answer.fault).toMatch(new RegExp(`^Codigo\\[${code}\\]\\.`));
      expect(answer.fault).toContain(text);
      expect(fake.requests.at(-1)!.outcome).toEqual({ fault: expect.objectContaining({ code }) });
    });

    it('accepts the last day of this year or the last as FechaFinVeriFactu', async () => {
      expect((await send([alta()], { endOfVerifactu: '31-12-2026' })).state).toBe('Correcto');
    });

    it('refuses a request outside the schema with the SOAP fault 4102, and one without any record', async () => {
      const missing = altaXml(alta()).replace(/<sum1:DescripcionOperacion>[^<]*<\/sum1:DescripcionOperacion>/, '');
      const answer = await send([missing]);
      expect(answer).toMatchObject({
        status: 500,
        fault: expect.stringMatching(/^Codigo\[4102\]\.El XML no cumple el esquema\. Falta informar campo obligatorio\.: .*DescripcionOperacion/),
      });
      expect(fake.requests.at(-1)).toMatchObject({ valid: false, outcome: { fault: expect.objectContaining({ code: 4102 }) } });
      expect((await send([])).fault).toMatch(/^Codigo\[4102\]/);
    });
  });

  describe('remembers what it holds', () => {
    it('answers a record sent again as a duplicate (3000) naming the registered one; a subsanación of it passes', async () => {
      const record = alta();
      await send([record]);
      const [duplicate] = (await send([record])).lines;
      expect(duplicate).toMatchObject({
        state: 'Incorrecto',
        code: 3000,
        description: 'Registro de facturación duplicado.',
        duplicate: { IdPeticionRegistroDuplicado: expect.stringMatching(/^20270104101500\d{6}$/), EstadoRegistroDuplicado: 'Correcta' },
      });
      expect(await judged(alta({ ...record, correction: 'S' }))).toEqual({ state: 'Correcto', code: null });
      // Alta por rechazo (S, X) is for a record the AEAT does not hold.
      expect(await judged(alta({ ...record, correction: 'S', previouslyRejected: 'X' }))).toEqual({ state: 'Incorrecto', code: 3000 });
    });

    it('refuses a subsanación of a record it does not hold (3002): after a rejection, the correction is RechazoPrevio X, not S', async () => {
      const rejected = alta({ recipients: [], art61d: 'S' });
      expect(await judged(rejected)).toEqual({ state: 'Incorrecto', code: 1185 });
      expect(await judged(alta({ ...rejected, recipients: [{ nif: 'B07000003' }], art61d: undefined, correction: 'S', previouslyRejected: 'S' }))).toEqual({
        state: 'Incorrecto',
        code: 3002,
      });
      expect(await judged(alta({ ...rejected, recipients: [{ nif: 'B07000003' }], art61d: undefined, correction: 'S' }))).toEqual({
        state: 'Incorrecto',
        code: 3002,
      });
      expect(await judged(alta({ ...rejected, recipients: [{ nif: 'B07000003' }], art61d: undefined, correction: 'S', previouslyRejected: 'X' }))).toEqual({
        state: 'Correcto',
        code: null,
      });
    });

    it("cancels a record it holds, in the same request as the record's alta; refuses cancelling one it does not hold, unless SinRegistroPrevio", async () => {
      const record = alta();
      expect(await send([record, anulacionXml({ number: record.number })])).toMatchObject({
        state: 'Correcto',
        lines: [{ state: 'Correcto' }, { state: 'Correcto' }],
      });
      expect((await send([anulacionXml({ number: record.number })])).lines[0]).toMatchObject({ code: 3000, duplicate: { EstadoRegistroDuplicado: 'Anulada' } });
      expect(await judged(anulacionXml({ number: 'INV-2026-NOPE' }))).toEqual({ state: 'Incorrecto', code: 3002 });
      expect(await judged(anulacionXml({ number: 'INV-2026-OLD', withoutPriorRecord: 'S' }))).toEqual({ state: 'Correcto', code: null });
      expect(fake.requests.at(-1)!.records).toEqual([
        expect.objectContaining({
          operation: 'Anulacion',
          invoiceNumber: 'INV-2026-OLD',
          withoutPriorRecord: 'S',
          invoiceType: null,
          recipients: [],
          lines: [],
        }),
      ]);
    });
  });

  describe("a test's forced answer overrides the rules", () => {
    it('rejected, accepted, accepted with errors, each for one request', async () => {
      fake.answerNext(
        { kind: 'rejected', code: 1109, description: 'El NIF no está identificado en el censo de la AEAT.' },
        { kind: 'accepted' },
        { kind: 'acceptedWithErrors' },
      );
      expect((await send([alta()])).lines[0]).toMatchObject({
        state: 'Incorrecto',
        code: 1109,
        description: 'El NIF no está identificado en el censo de la AEAT.',
      });
      expect((await send([alta({ recipients: [], art61d: 'S' })])).lines[0]).toMatchObject({ state: 'Correcto', code: null });
      expect((await send([alta()])).lines[0]).toMatchObject({
        state: 'AceptadoConErrores',
        code: 2001,
        description: 'El NIF del bloque Destinatarios no está identificado en el censo de la AEAT.',
      });
      expect((await send([alta({ recipients: [], art61d: 'S' })])).lines[0]).toMatchObject({ state: 'Incorrecto', code: 1185 });
    });

    it('a longer wait leaves the answer to the rules; a fault refuses the request', async () => {
      fake.answerNext({ kind: 'wait', seconds: 120 }, { kind: 'fault', code: 4112 });
      expect(await send([alta({ type: 'F2' })])).toMatchObject({ wait: 120, lines: [{ code: 1190 }] });
      expect(await send([alta()])).toMatchObject({
        status: 500,
        fault: 'Codigo[4112].El titular del certificado debe ser Obligado Emisión, Colaborador Social, Apoderado o Sucesor.',
      });
      expect(await send([alta()])).toMatchObject({ wait: 60, state: 'Correcto' });
    });

    it('holds a request unanswered until reset', async () => {
      const held = fake.holdNext();
      const sending = post(requestXml([alta()])).then(
        ({ status }) => status,
        () => 'dropped',
      );
      await held;
      expect(fake.requests.at(-1)!.outcome).toBeNull();
      fake.reset();
      expect(await sending).toBe('dropped');
    });
  });

  describe('answers the query (ConsultaFactuSistemaFacturacion)', () => {
    const consult = async ({ nif = ISSUER, year = '2027', period = '01', asking = 'ObligadoEmision', version = '1.0' } = {}) => {
      const { status, body } = await post(
        `<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:con="${WS}/ConsultaLR.xsd" xmlns:sum="${WS}/SuministroInformacion.xsd"><soapenv:Header/><soapenv:Body>` +
          `<con:ConsultaFactuSistemaFacturacion><con:Cabecera><sum:IDVersion>${version}</sum:IDVersion><sum:${asking}><sum:NombreRazon>Mallorca Marine Tech S.L.</sum:NombreRazon><sum:NIF>${nif}</sum:NIF></sum:${asking}></con:Cabecera>` +
          `<con:FiltroConsulta><con:PeriodoImputacion><sum:Ejercicio>${year}</sum:Ejercicio><sum:Periodo>${period}</sum:Periodo></con:PeriodoImputacion></con:FiltroConsulta></con:ConsultaFactuSistemaFacturacion></soapenv:Body></soapenv:Envelope>`,
      );
      const envelope = parser.parse(body).Envelope.Body;
      return { status, body, fault: envelope.Fault?.faultstring as string | undefined, answer: envelope.RespuestaConsultaFactuSistemaFacturacion };
    };

    it('SinDatos for an issuer and period without records; ConDatos with the records it holds of that issuer and period, as the AEAT shapes them', async () => {
      const issuer = 'B57000007';
      expect((await consult({ nif: issuer })).answer).toMatchObject({
        Cabecera: { IDVersion: '1.0', ObligadoEmision: { NIF: issuer } },
        PeriodoImputacion: { Ejercicio: '2027', Periodo: '01' },
        IndicadorPaginacion: 'N',
        ResultadoConsulta: 'SinDatos',
      });
      expect(fake.consultations.at(-1)).toMatchObject({ asking: 'ObligadoEmision', nif: issuer, year: '2027', period: '01', errors: [], result: 'SinDatos' });

      const [kept, withErrors, cancelled, lastYear] = [
        alta({ issuer }),
        alta({ issuer, total: '500.00' }),
        alta({ issuer }),
        alta({ issuer, operationDate: '20-12-2026' }),
      ];
      await send([kept, withErrors, cancelled, anulacionXml({ number: cancelled.number, issuer }), lastYear, alta({ recipients: [], art61d: 'S', issuer })], {
        obligor: issuer,
        incident: 'S',
      });
      const { answer, body } = await consult({ nif: issuer });
      expect(answer.ResultadoConsulta).toBe('ConDatos');
      const found = answer.RegistroRespuestaConsultaFactuSistemaFacturacion as Record<string, Record<string, unknown>>[];
      expect(found.map((entry) => [entry.IDFactura.NumSerieFactura, (entry.EstadoRegistro as Record<string, string>).EstadoRegistro])).toEqual([
        [kept.number, 'Correcto'],
        [withErrors.number, 'AceptadoConErrores'],
        [cancelled.number, 'Anulado'],
      ]);
      expect(found[1].EstadoRegistro).toMatchObject({ CodigoErrorRegistro: '2005' });
      expect(found[0].DatosRegistroFacturacion).toMatchObject({
        TipoFactura: 'F1',
        Destinatarios: { IDDestinatario: { NIF: 'B07000003' } },
        Desglose: { DetalleDesglose: { ClaveRegimen: '01', CalificacionOperacion: 'S1', TipoImpositivo: '21' } },
        ImporteTotal: '121.00',
        Huella: fingerprintOf(kept),
        Incidencia: 'S',
      });
      expect(found[0].DatosPresentacion).toMatchObject({ NIFPresentador: issuer, TimestampPresentacion: '2027-01-04T10:15:00+01:00' });
      // The body carries the response's namespace and elements in RespuestaConsultaLR.xsd's order.
      expect(body).toContain(`xmlns:tikLRRC="${WS}/RespuestaConsultaLR.xsd"`);
      expect(body.indexOf('<tikLRRC:ResultadoConsulta>')).toBeLessThan(body.indexOf('<tikLRRC:RegistroRespuestaConsultaFactuSistemaFacturacion>'));
      expect((await consult({ nif: issuer, year: '2026', period: '12' })).answer.RegistroRespuestaConsultaFactuSistemaFacturacion).toEqual([
        expect.objectContaining({ IDFactura: expect.objectContaining({ NumSerieFactura: lastYear.number }) }),
      ]);
      // A customer asks for the invoices their supplier sent.
      expect((await consult({ nif: 'B07000003', asking: 'Destinatario' })).answer).toMatchObject({
        Cabecera: { Destinatario: { NIF: 'B07000003' } },
        ResultadoConsulta: 'ConDatos',
      });
    });

    it('refuses a consultation outside the schema (4102), an invalid Periodo (1248), and a caller without a certificate (403)', async () => {
      expect((await consult({ version: '2.0' })).fault).toMatch(/^Codigo\[4102\]\.El XML no cumple el esquema/);
      expect(fake.consultations.at(-1)).toMatchObject({ errors: ['Cabecera: IDVersion must be 1.0'], result: null });
      expect((await consult({ period: '13' })).fault).toBe('Codigo[1248].El valor del campo Periodo es incorrecto.');
      const anonymous = await post('<soapenv:Envelope/>', false);
      expect(anonymous).toEqual({ status: 403, body: 'Se requiere un certificado electrónico.' });
    });

    it('takes a queued hold or fault, and leaves the answers meant for records to the next sending', async () => {
      fake.answerNext({ kind: 'fault', code: 4112 }, { kind: 'rejected' });
      expect((await consult()).fault).toMatch(/^Codigo\[4112\]/);
      expect((await consult()).answer.ResultadoConsulta).toBeDefined();
      expect((await send([alta()])).lines[0]).toMatchObject({ state: 'Incorrecto', code: 1100 });
      const held = fake.holdNext();
      const asking = consult().then(
        () => 'answered',
        () => 'dropped',
      );
      await held;
      fake.reset();
      expect(await asking).toBe('dropped');
    });
  });
});
