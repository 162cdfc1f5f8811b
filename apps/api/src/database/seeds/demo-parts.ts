import type { EntityManager } from 'typeorm';
import { PartEntity } from '../../visit-work/entities/part.entity.js';

/** A marine electronics shop's everyday parts, as technicians pick them aboard (cents before VAT). */
const demoParts: { name: string; priceCents: number }[] = [
  { name: 'Cable NMEA 2000 Micro-C 0,5 m', priceCents: 1650 },
  { name: 'Cable NMEA 2000 Micro-C 2 m', priceCents: 2490 },
  { name: 'Cable NMEA 2000 Micro-C 6 m', priceCents: 3990 },
  { name: 'Cable troncal NMEA 2000 10 m', priceCents: 5890 },
  { name: 'Conector en T NMEA 2000', priceCents: 1890 },
  { name: 'Terminador NMEA 2000 macho', priceCents: 1490 },
  { name: 'Terminador NMEA 2000 hembra', priceCents: 1490 },
  { name: 'Cable de alimentación NMEA 2000 con fusible', priceCents: 2790 },
  { name: 'Fusible ATO 5 A', priceCents: 120 },
  { name: 'Fusible ATO 10 A', priceCents: 120 },
  { name: 'Fusible ANL 100 A', priceCents: 890 },
  { name: 'Portafusibles estanco ATO', priceCents: 690 },
  { name: 'Terminal de anillo estañado M6 (10 u.)', priceCents: 490 },
  { name: 'Terminal a tope termorretráctil (10 u.)', priceCents: 590 },
  { name: 'Cable estañado 2,5 mm² (metro)', priceCents: 260 },
  { name: 'Funda termorretráctil con adhesivo (surtido)', priceCents: 990 },
  { name: 'Antena VHF 1,5 m fibra de vidrio', priceCents: 11900 },
  { name: 'Antena VHF de popa 0,9 m', priceCents: 6900 },
  { name: 'Conector PL-259 para RG-58', priceCents: 450 },
  { name: 'Cable coaxial RG-8X (metro)', priceCents: 310 },
  { name: 'Soporte de antena abatible inox', priceCents: 3490 },
  { name: 'Interruptor de batería 300 A', priceCents: 4290 },
  { name: 'Bridas UV negras (100 u.)', priceCents: 690 },
  { name: 'Sellador marino Sikaflex 291i', priceCents: 1890 },
];

/** The demo's price list, once (only while it is empty): parts from it, not free lines, on the pontoon. */
export async function seedDemoParts(manager: EntityManager): Promise<void> {
  const repository = manager.getRepository(PartEntity);
  if ((await repository.count()) > 0) return;
  await repository.insert(demoParts.map((part) => ({ ...part, vatRate: 21, active: true })));
}
