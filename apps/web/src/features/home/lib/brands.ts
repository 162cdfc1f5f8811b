/** The eight equipment brands of the experience section (names are brand names, not copy). */
export const brands: readonly { name: string; url: string }[] = [
  { name: 'Garmin', url: 'https://www.garmin.com/marine/' },
  { name: 'Raymarine', url: 'https://www.raymarine.com/' },
  { name: 'Simrad', url: 'https://www.simrad-yachting.com/' },
  { name: 'B&G', url: 'https://www.bandg.com/' },
  { name: 'Furuno', url: 'https://www.furuno.com/' },
  { name: 'Victron Energy', url: 'https://www.victronenergy.com/' },
  { name: 'Mastervolt', url: 'https://www.mastervolt.com/' },
  { name: 'Starlink', url: 'https://www.starlink.com/' },
];
