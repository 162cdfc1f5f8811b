// Throwaway certificates for talking to the fake AEAT over TLS, made at run time (nothing secret is
// committed): a certificate authority, the fake server's certificate (127.0.0.1, localhost), and
// the company's electronic certificate as a password-protected PKCS#12 file, as the FNMT issues it.
// For the API tests (imported) and the browser tests (`node apps/api/src/testing/test-certificates.ts
// <folder>` writes ca.pem, server-key.pem, server-cert.pem, company.p12 and its password, company.password).
// Erasable TypeScript only, and no relative imports: Node runs it without a build.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import forge from 'node-forge';

export interface TestCertificates {
  caPem: string;
  serverKeyPem: string;
  serverCertPem: string;
  /** The company's certificate and key, PKCS#12 (DER). */
  companyP12: Buffer;
  companyPassword: string;
  companyNotAfter: Date;
}

const newKey = () => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());
  return { key, publicKey: forge.pki.setRsaPublicKey((key as forge.pki.rsa.PrivateKey).n, (key as forge.pki.rsa.PrivateKey).e) };
};

function certificate(
  subject: forge.pki.CertificateField[],
  publicKey: forge.pki.PublicKey,
  issuer: { subject: forge.pki.CertificateField[]; key: forge.pki.PrivateKey },
  notAfter: Date,
  extensions: object[],
): forge.pki.Certificate {
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = notAfter;
  cert.setSubject(subject);
  cert.setIssuer(issuer.subject);
  cert.setExtensions(extensions);
  cert.sign(issuer.key as forge.pki.rsa.PrivateKey, forge.md.sha256.create());
  return cert;
}

export function makeTestCertificates({
  companyNotAfter = new Date(Math.floor(Date.now() / 1000 + 2 * 365 * 86_400) * 1000),
}: { companyNotAfter?: Date } = {}): TestCertificates {
  const inTenYears = new Date(Date.now() + 10 * 365 * 86_400_000);
  const ca = newKey();
  const caSubject = [
    { name: 'commonName', value: 'Test AC (not a real authority)' },
    { name: 'organizationName', value: 'Test' },
  ];
  const caCert = certificate(caSubject, ca.publicKey, { subject: caSubject, key: ca.key }, inTenYears, [
    { name: 'basicConstraints', cA: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true },
  ]);
  const server = newKey();
  const serverCert = certificate([{ name: 'commonName', value: 'localhost' }], server.publicKey, { subject: caSubject, key: ca.key }, inTenYears, [
    { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
    { name: 'extKeyUsage', serverAuth: true },
    {
      name: 'subjectAltName',
      altNames: [
        { type: 2, value: 'localhost' },
        { type: 7, ip: '127.0.0.1' },
      ],
    },
  ]);
  const company = newKey();
  const companyCert = certificate(
    [
      { name: 'commonName', value: 'B07000000 MALLORCA MARINE TECH (R: 00000000T)' },
      { name: 'organizationName', value: 'MALLORCA MARINE TECH SL' },
      { name: 'countryName', value: 'ES' },
    ],
    company.publicKey,
    { subject: caSubject, key: ca.key },
    companyNotAfter,
    [
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', clientAuth: true },
    ],
  );
  const companyPassword = randomBytes(12).toString('base64url');
  const p12 = forge.pkcs12.toPkcs12Asn1(company.key, [companyCert, caCert], companyPassword, { algorithm: 'aes256' });
  return {
    caPem: forge.pki.certificateToPem(caCert),
    serverKeyPem: forge.pki.privateKeyToPem(server.key),
    serverCertPem: forge.pki.certificateToPem(serverCert),
    companyP12: Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary'),
    companyPassword,
    companyNotAfter: companyCert.validity.notAfter,
  };
}

/** Writes the certificates to a folder; returns the company certificate's password. */
export function writeTestCertificates(folder: string): string {
  const made = makeTestCertificates();
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'ca.pem'), made.caPem);
  writeFileSync(join(folder, 'server-key.pem'), made.serverKeyPem, { mode: 0o600 });
  writeFileSync(join(folder, 'server-cert.pem'), made.serverCertPem);
  writeFileSync(join(folder, 'company.p12'), made.companyP12, { mode: 0o600 });
  writeFileSync(join(folder, 'company.password'), made.companyPassword, { mode: 0o600 });
  return made.companyPassword;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeTestCertificates(process.argv[2] ?? 'tmp/aeat-certificates');
}
