import { describe, expect, it } from '@jest/globals';
import { aeatAmount, aeatDate, aeatTimestamp, altaFingerprint, altaFingerprintText, anulacionFingerprint, anulacionFingerprintText } from './fingerprint.js';

/**
 * The worked examples of the AEAT's "Especificaciones técnicas para la generación de la huella o hash
 * de los registros de facturación" (version 0.1.2): their inputs and expected fingerprints as the
 * document prints them.
 */
describe('fingerprint (huella) as the AEAT specifies it', () => {
  const first = {
    issuerTaxId: '89890001K',
    invoiceNumber: '12345678/G33',
    issueDate: '01-01-2024',
    invoiceType: 'F1',
    totalVat: '12.35',
    total: '123.45',
    previousFingerprint: null,
    generatedAt: '2024-01-01T19:20:30+01:00',
  };

  it('reproduces the example of the first registro de alta of a chain', () => {
    expect(altaFingerprintText(first)).toBe(
      'IDEmisorFactura=89890001K&NumSerieFactura=12345678/G33&FechaExpedicionFactura=01-01-2024&TipoFactura=F1&CuotaTotal=12.35&ImporteTotal=123.45&Huella=&FechaHoraHusoGenRegistro=2024-01-01T19:20:30+01:00',
    );
    expect(altaFingerprint(first)).toBe('3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60');
  });

  it('reproduces the example of a registro de alta chained to the one before', () => {
    const second = {
      ...first,
      invoiceNumber: '12345679/G34',
      previousFingerprint: '3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60',
      generatedAt: '2024-01-01T19:20:35+01:00',
    };
    expect(altaFingerprintText(second)).toBe(
      'IDEmisorFactura=89890001K&NumSerieFactura=12345679/G34&FechaExpedicionFactura=01-01-2024&TipoFactura=F1&CuotaTotal=12.35&ImporteTotal=123.45&Huella=3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60&FechaHoraHusoGenRegistro=2024-01-01T19:20:35+01:00',
    );
    expect(altaFingerprint(second)).toBe('F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97');
  });

  it('reproduces the example of a registro de anulación', () => {
    const cancellation = {
      issuerTaxId: '89890001K',
      invoiceNumber: '12345679/G34',
      issueDate: '01-01-2024',
      previousFingerprint: 'F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97',
      generatedAt: '2024-01-01T19:20:40+01:00',
    };
    expect(anulacionFingerprintText(cancellation)).toBe(
      'IDEmisorFacturaAnulada=89890001K&NumSerieFacturaAnulada=12345679/G34&FechaExpedicionFacturaAnulada=01-01-2024&Huella=F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97&FechaHoraHusoGenRegistro=2024-01-01T19:20:40+01:00',
    );
    expect(anulacionFingerprint(cancellation)).toBe('177547C0D57AC74748561D054A9CEC14B4C4EA23D1BEFD6F2E69E3A388F90C68');
  });

  it('trims the values and changes with any of them', () => {
    expect(altaFingerprint({ ...first, invoiceNumber: ' 12345678/G33 ' })).toBe(altaFingerprint(first));
    expect(altaFingerprint({ ...first, total: '123.46' })).not.toBe(altaFingerprint(first));
  });

  it('writes amounts, days and times as the XML carries them', () => {
    expect([aeatAmount(12345), aeatAmount(-12100), aeatAmount(5), aeatAmount(0)]).toEqual(['123.45', '-121.00', '0.05', '0.00']);
    expect(aeatDate('2027-01-04')).toBe('04-01-2027');
    expect(aeatTimestamp(new Date('2027-01-04T09:15:00Z'))).toBe('2027-01-04T10:15:00+01:00');
    expect(aeatTimestamp(new Date('2027-07-04T09:15:00Z'))).toBe('2027-07-04T11:15:00+02:00');
  });
});
