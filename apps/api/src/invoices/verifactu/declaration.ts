import { countryName, type Company } from '@mmt/company';
import { formatDay } from '../../texts/format.js';
import { SYSTEM_USE, systemOf, type SystemIdentification } from './billing-records.js';

/** One datum of the declaration: the text that describes it (art. 15.1: "precederse del texto que lo describe") and its value. */
export interface DeclarationItem {
  /** The letter of art. 15.1 (or of 15.2, in the annex) it answers. */
  letter: string;
  label: string;
  value: string;
}

/** A declaración responsable as made: title, the data of art. 15.1 in its order, and the annex art. 15.2 recommends. */
export interface DeclarationContent {
  title: string;
  items: DeclarationItem[];
  annex: DeclarationItem[];
}

export const DECLARATION_TITLE = 'DECLARACIÓN RESPONSABLE DEL SISTEMA INFORMÁTICO DE FACTURACIÓN';

export interface DeclarationSource {
  /** The system as configured (VERIFACTU_SYSTEM_*, VERIFACTU_PRODUCER_*). */
  system: SystemIdentification;
  /** The company's details: the producer's when no other producer is configured. */
  company: Pick<Company, 'legalName' | 'taxId' | 'address' | 'email' | 'phone' | 'website'>;
  /** YYYY-MM-DD: the day the producer signs it (the day it is first made). */
  signedOn: string;
}

/** Components, hardware and software, and what the system does (art. 15.1.d): what this code base is. */
const components = (name: string) =>
  `Software: «${name}» es una aplicación web formada por un servidor de aplicación (Node.js, NestJS, API GraphQL), ` +
  'una base de datos PostgreSQL, en la que se conservan las facturas y sus registros de facturación, y una interfaz web ' +
  '(React) con la que los administradores de la empresa emiten y gestionan las facturas y sus clientes las consultan. ' +
  'Hardware: no incluye hardware propio; se ejecuta en el servidor, físico, virtual o en la nube, que elija quien lo utiliza ' +
  '(se distribuye también como imagen de contenedor).\n' +
  'Funcionalidades: expide facturas y facturas rectificativas (por sustitución o por diferencias), numeradas de forma ' +
  'correlativa por serie y año, y anula las expedidas por error; genera en la misma operación su registro de facturación ' +
  'de alta o de anulación, encadenado al anterior por su huella; remite los registros a la Agencia Estatal de ' +
  'Administración Tributaria por su servicio web con el certificado electrónico de la empresa, conserva sus respuestas y ' +
  'permite subsanar los registros rechazados; imprime en cada factura su código «QR» tributario; muestra a los ' +
  'administradores la cadena de registros y su estado en la AEAT, la verifica y exporta el libro registro de facturas expedidas.';

/** How the system meets the Orden's specifications (art. 15.2.c). */
const compliance = (name: string) =>
  [
    'Integridad e inalterabilidad (art. 6 de la orden): cada registro de facturación lleva su huella SHA-256, calculada como ' +
      'indican el artículo 13 de la orden y el documento técnico de la AEAT; la base de datos rechaza la modificación y el ' +
      'borrado de los registros, y toda corrección se hace con un registro nuevo (subsanación o anulación).',
    'Trazabilidad (art. 7): cada registro se encadena con el anterior por su huella; la cadena entera se verifica al arrancar ' +
      'el sistema y cuando lo pide un administrador, que ve cualquier ruptura.',
    'Remisión (arts. 4, 5 y 16): cada registro se remite a la AEAT en cuanto se genera, en el orden en que se generó, en ' +
      'mensajes XML conformes con los esquemas publicados, en lotes de hasta 1.000 registros, con el certificado electrónico ' +
      'de la empresa y respetando el tiempo de espera que indica la AEAT; tras un fallo se reintenta al menos una vez cada ' +
      'hora. Se conserva cada respuesta, con su código de error. Los registros que no pudieron remitirse por una incidencia ' +
      'técnica se remiten en cuanto es posible, en su orden, con la marca «Incidencia» (art. 16.4). Los registros generados ' +
      'mientras el sistema está conectado al entorno de pruebas de la AEAT forman una cadena propia, que nunca se remite al ' +
      'entorno de producción; el cambio de entorno queda registrado.',
    `Identificación (anexo, apartado 2.6): cada registro lleva el bloque «SistemaInformatico» con los mismos datos que esta ` +
      `declaración: «${name}», su código, su versión y su productor, y el número de instalación.`,
    'Factura (arts. 20 y 21): cada factura lleva, al principio, el código «QR» de 35 × 35 mm con nivel M de corrección de ' +
      'errores y 6 mm de margen en blanco, precedido del texto «QR tributario:» y, en las facturas cuyos registros se ' +
      'remiten a la AEAT, seguido de la frase «VERI*FACTU», en letra no menor que la de los datos de la factura.',
    'Por funcionar solo como «VERI*FACTU», no le son de aplicación, según el artículo 3 de la orden, los artículos 6.b) a ' +
      '6.f), 7.f), 7.h) a 7.j), 8 y 9 (entre ellos, la firma electrónica de los registros y el registro de eventos).',
  ].join('\n');

/**
 * The declaración responsable of the billing system (Orden HAC/1177/2024, art. 15), in Spanish as
 * the Orden requires: its identification is the records' own SistemaInformatico (systemOf), and
 * its uses are the ones every record declares (SYSTEM_USE).
 */
export function makeDeclaration({ system, company, signedOn }: DeclarationSource): DeclarationContent {
  const identified = systemOf(system, company);
  // Without a producer configured, the company produces its own system (VERIFACTU_PRODUCER_* unset).
  const byCompany = system.producerName === null;
  const country = countryName(company.address, 'es');
  const address =
    system.producerAddress ?? `${company.address.street}, ${company.address.postalCode} ${company.address.city} (${company.address.region}), ${country}`;
  const place = system.producerPlace ?? `${company.address.city}, ${country}`;
  // The texts of e), f) and g) say what these values mean: a change of SYSTEM_USE must change them.
  const uses: { onlyVerifactu: 'S'; multipleTaxpayers: 'N' } = SYSTEM_USE;
  return {
    title: DECLARATION_TITLE,
    items: [
      { letter: 'a', label: 'Nombre del sistema informático', value: identified.name },
      { letter: 'b', label: 'Código identificador del sistema informático', value: identified.id },
      { letter: 'c', label: 'Identificador completo de la versión del sistema informático', value: identified.version },
      {
        letter: 'd',
        label:
          'Componentes, hardware y software, de que consta el sistema informático, y breve descripción de lo que hace y de sus principales funcionalidades',
        value: components(identified.name),
      },
      {
        letter: 'e',
        label:
          'Indicación de si el sistema informático se ha producido de tal manera que, a los efectos de cumplir con el Reglamento, solo pueda funcionar exclusivamente como «VERI*FACTU»',
        value: `Sí (${uses.onlyVerifactu}): solo puede funcionar como «VERI*FACTU»; remite a la AEAT cada registro de facturación que genera.`,
      },
      {
        letter: 'f',
        label:
          'Indicación de si el sistema informático permite ser usado por varios obligados tributarios o por un mismo usuario para dar soporte a la facturación de varios obligados tributarios',
        value: `No (${uses.multipleTaxpayers}): lleva la facturación de un único obligado tributario, la empresa que lo utiliza.`,
      },
      {
        letter: 'g',
        label:
          'Tipos de firma utilizados para firmar los registros de facturación y de evento en el caso de que el sistema informático no sea utilizado como «VERI*FACTU»',
        value: 'No aplica: el sistema informático solo puede funcionar como «VERI*FACTU».',
      },
      { letter: 'h', label: 'Nombre y apellidos o razón social de la persona o entidad productora del sistema informático', value: identified.producerName },
      {
        letter: 'i',
        label: 'Número de identificación fiscal (NIF) español de la persona o entidad productora del sistema informático',
        value: identified.producerTaxId,
      },
      { letter: 'j', label: 'Dirección postal completa de contacto de la persona o entidad productora del sistema informático', value: address },
      {
        letter: 'k',
        label: 'Declaración de cumplimiento',
        value:
          `${identified.producerName}, productora del sistema informático, hace constar que dicho sistema informático, en la versión ` +
          `${identified.version} indicada en esta declaración, cumple con lo dispuesto en el artículo 29.2.j) de la Ley 58/2003, de 17 de ` +
          'diciembre, General Tributaria, en el Reglamento que establece los requisitos que deben adoptar los sistemas y programas ' +
          'informáticos o electrónicos que soporten los procesos de facturación de empresarios y profesionales, y la ' +
          'estandarización de formatos de los registros de facturación, aprobado por el Real Decreto 1007/2023, de 5 de diciembre, ' +
          'en la Orden HAC/1177/2024, de 17 de octubre, y en la sede electrónica de la Agencia Estatal de Administración ' +
          'Tributaria para todo aquello que complete las especificaciones de dicha orden.',
      },
      {
        letter: 'l',
        label: 'Fecha y lugar en los que la persona o entidad productora del sistema informático suscribe la declaración responsable',
        value: `${formatDay(signedOn)}, ${place}`,
      },
    ],
    annex: [
      ...(byCompany
        ? [
            {
              letter: 'a',
              label: 'Otras formas de contacto con la persona o entidad productora',
              value: `Correo electrónico: ${company.email}. Teléfono: ${company.phone}.`,
            },
            { letter: 'b', label: 'Direcciones de Internet de la persona o entidad productora', value: company.website },
          ]
        : []),
      {
        letter: 'c',
        label: 'Explicación de cómo cumple el sistema informático las especificaciones técnicas y funcionales de la orden',
        value: compliance(identified.name),
      },
    ],
  };
}
