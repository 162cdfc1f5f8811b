/** The spec's three default site texts; the web app falls back to its own copy for anything else. */
export const defaultContent = [
  {
    section: 'home',
    key: 'hero_title',
    valueEn: 'Marine electronics and technical service for your yacht',
    valueEs: 'Electrónica naval y servicio técnico para tu yate',
  },
  {
    section: 'home',
    key: 'hero_subtitle',
    valueEn: 'Installation, repairs and support in Palma de Mallorca, on board or remotely',
    valueEs: 'Instalación, reparaciones y soporte en Palma de Mallorca, a bordo o en remoto',
  },
  {
    section: 'about',
    key: 'about_text',
    valueEn: 'Over 25 years keeping yachts powered, connected and safe in Mallorca and across the Mediterranean.',
    valueEs: 'Más de 25 años manteniendo yates con energía, conectados y seguros en Mallorca y en todo el Mediterráneo.',
  },
];
