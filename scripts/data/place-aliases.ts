// The names of a place beyond GeoNames' own (docs/methods/reference-data.md, step 3): the alternate names a
// traveller might type, the names GeoNames lacks, the areas and short names a place stands for, and a
// name in the Latin script where GeoNames gives another. build-cities.ts applies them to each place; the
// fit's evidence matcher (col/observations.ts) reads which of them are not a place's own.

import { toAsciiName, toSearchKey } from '#domain/ascii-fold.ts';

/** Most aliases kept per place: the big cities have hundreds of alternate names in GeoNames. */
export const MAX_ALIASES = 40;

/** Letters of the Latin script (with marks), spaces and the punctuation of place names. */
const LATIN_NAME = /^[\p{Script=Latin}\p{M}0-9 '’.,()\-/]+$/u;

/**
 * The alternate names a traveller might type: Latin script only (other scripts cannot be typed on the
 * pickers' keyboards and cannot be folded to ASCII), capitalised like a name (not a code such as 'BLR',
 * not a lower-case romanisation such as 'bnglwr'), not Wikipedia-style qualifiers ('Bangalore -
 * bengaluru'), at least three letters, and not a folded duplicate of the name or another alias; shortest
 * first, at most MAX_ALIASES.
 * @example pickAliases('Bengaluru', ['BLR', 'Bangalore', 'Бангалор', 'bengaluru']) // ['Bangalore']
 */
export function pickAliases(name: string, alternates: readonly string[]): string[] {
  const seen = new Set([toSearchKey(name), toSearchKey(toAsciiName(name))]);
  const kept: string[] = [];
  const candidates = [...alternates]
    .map((a) => a.trim())
    .filter(
      (a) =>
        a.length >= 3 &&
        LATIN_NAME.test(a) &&
        // A name has capitals; a code has nothing else ('BLR'), a romanised other script none ('bnglwr').
        a !== a.toUpperCase() &&
        a !== a.toLowerCase() &&
        !a.includes(' - '),
    )
    .sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
  for (const alias of candidates) {
    const key = toSearchKey(alias);
    if (key.length < 3 || seen.has(key)) continue;
    seen.add(key);
    kept.push(alias);
    if (kept.length >= MAX_ALIASES) break;
  }
  return kept;
}

/**
 * Names in common use that GeoNames' alternate names of cities500 lack, by GeoNames id: renamings newer
 * than the dump's alternates, and the names of the unitary authorities or census places that
 * English-language sites list instead of the town. They are the place's own names: the evidence
 * matcher of the fit matches them too (England's ONS rents for Brighton and Hove reach Brighton).
 */
export const KNOWN_NAMES: Readonly<Record<string, readonly string[]>> = {
  // Gurgaon, Haryana: renamed Gurugram by the state government in 2016.
  '1270642': ['Gurugram'],
  // Honolulu: 'Urban Honolulu' is the US Census Bureau's name for its census-designated place.
  '5856195': ['Urban Honolulu'],
  // Brighton: the city and unitary authority it belongs to is Brighton and Hove.
  '2654710': ['Brighton and Hove', 'Brighton & Hove'],
  // Niseko Town, Hokkaido: GeoNames names the town 'Niseko Town'; travellers and its ski area say Niseko.
  '6941783': ['Niseko'],
  // Everyday names of a city that GeoNames' alternates lack: Xela (Quetzaltenango, from its K'iche'
  // name Xelajú) and Jogja (Yogyakarta), as their residents and travellers say them.
  '3590979': ['Xela'],
  '1621177': ['Jogja'],
  // Nyaungshwe, the town of Inle Lake, written as two words as often as one.
  '1303361': ['Nyaung Shwe'],
};

/**
 * Areas that travellers name as places, by the GeoNames id of the place that stands for them: districts
 * GeoNames lists only as sections of a city (feature PPLX, not in cities500), villages it does not list,
 * and islands and resort areas, each a name of its capital, largest or main town (or the area's seat).
 * They are aliases for the look-up and the typeahead ('Denpasar — Bali'), but not for the evidence
 * matcher: a statistic for an island or region (Portugal's INE rents for the Madeira region) is not its
 * main town's (observations.ts).
 */
export const AREA_NAMES: Readonly<Record<string, readonly string[]>> = {
  // Johannesburg: Sandton is part of the City of Johannesburg.
  '993800': ['Sandton'],
  // Hong Kong: Victoria (City of Victoria) is its historic centre.
  '1819729': ['City of Victoria'],
  // Kuta, Bali: Seminyak lies in the Kuta district, Canggu in North Kuta up the coast (GeoNames has no
  // populated place named Canggu).
  '1639002': ['Seminyak', 'Canggu'],
  // Zanzibar City: Stone Town is its old city.
  '148730': ['Stone Town'],
  // Firá (Thira) is the main town of Santorini.
  '252920': ['Santorini', 'Thira'],
  // Denpasar is the capital and largest city of Bali.
  '1645528': ['Bali'],
  // Balabag is the main town of Boracay.
  '1728659': ['Boracay'],
  // Victoria (Rabat) is the main town of Gozo, Malta's second island.
  '2562619': ['Gozo'],
  // Vaitape is the main village of Bora Bora.
  '4033077': ['Bora Bora'],
  // Islands and areas found missing by a 123-name check of destinations.
  '1846266': ['Jeju Island'], // Jeju City
  '1635882': ['Lombok'], // Mataram
  '1692685': ['Palawan'], // Puerto Princesa, the province's capital
  '1713039': ['Siargao'], // General Luna, the island's largest town in GeoNames
  '2267827': ['Madeira'], // Funchal
  '6941014': ['Azores'], // Ponta Delgada
  '2515270': ['Gran Canaria'], // Las Palmas de Gran Canaria
  '2512989': ['Mallorca', 'Majorca'], // Palma
  '2514301': ['Menorca', 'Minorca'], // Maó, Menorca's capital
  '261745': ['Crete'], // Irákleion
  '3986172': ['Los Cabos'], // San José del Cabo, the municipality's seat
  // Dharamsala: McLeod Ganj is its upper suburb. Malindi: Watamu lies in its sub-county, 20 km south.
  '1272832': ['McLeod Ganj', 'McLeodganj'],
  '187968': ['Watamu'],
  // Coxen Hole is the main town of Roatán.
  '3602736': ['Roatán'],
  // Found missing by a 680-name check of second cities and destinations (2026-11-28).
  '1076105': ['Nosy Be'], // Hell-Ville (Andoany), the island's town
  '5847411': ['Maui'], // Kahului, the island's largest town
  '5397664': ['Lake Tahoe'], // South Lake Tahoe, the lake's largest town
  '2207268': ['Sunshine Coast'], // Maroochydore, the Sunshine Coast's city centre
  '1734821': ['Cyberjaya'], // Sepang, the district Cyberjaya lies in
  // Found missing by a 1,300-name check of destinations by region (2026-11-28, later).
  '1571058': ['Mui Ne'], // Phan Thiết: Mũi Né is a ward of the city
  '1580410': ['Halong Bay'], // Hạ Long, the bay's city
  '1735262': ['Cameron Highlands'], // Tanah Rata, the district's main town
  '1303361': ['Inle Lake'], // Nyaungshwe, the lake's town
  '3591750': ['Lake Atitlán'], // Panajachel, the lake's main town
  '3652764': ['Galápagos', 'Galapagos Islands'], // Puerto Ayora, the islands' largest town
  '3935636': ['Aguas Calientes', 'Machu Picchu'], // Machupicchu, the town below the ruins
  '4033936': ['Tahiti'], // Papeete, the island's capital
  '1045114': ['Tofo'], // Inhambane: Praia do Tofo is the city's beach
  '3374218': ['Sal'], // Santa Maria, the island's largest town
  '313947': ['Cappadocia'], // Göreme, the region's travellers' town
  // Neighbourhoods travellers name as if they were towns, which GeoNames lists only as sections below
  // 5,000 or not at all: each is a name of its city, and the city's figures answer (ADR 138).
  '3936456': ['Miraflores', 'Barranco'], // Lima
  '3435910': ['Palermo', 'Recoleta', 'San Telmo'], // Buenos Aires
  '3674962': ['El Poblado'], // Medellín
  '3530597': ['Condesa', 'Roma Norte'], // Mexico City
  '745044': ['Kadıköy', 'Beşiktaş'], // Istanbul
  '1835848': ['Gangnam', 'Itaewon', 'Hongdae'], // Seoul
  '1850147': ['Shibuya', 'Shinjuku', 'Roppongi'], // Tokyo
  '2988507': ['Montmartre', 'Le Marais'], // Paris
  '3169070': ['Trastevere'], // Rome
  '3451190': ['Copacabana', 'Ipanema', 'Leblon'], // Rio de Janeiro
  '2643743': ['Kensington', 'Shoreditch', 'Notting Hill'], // London
  '2867714': ['Schwabing'], // Munich
  '1609350': ['Sukhumvit', 'Silom'], // Bangkok
  '2267057': ['Alfama'], // Lisbon
  '292223': ['Dubai Marina'], // Dubai
};

/**
 * Letters travellers and sites write for a few large cities ('NYC', 'KL', 'HCMC'). GeoNames lists some
 * among the alternates, but `pickAliases` drops every all-capital alternate as a code ('BLR'), so the
 * ones in common use are kept here, by GeoNames id. Like the area names, they are aliases for the look-up
 * and the typeahead, not names the evidence matcher may read a statistic by.
 */
export const SHORT_NAMES: Readonly<Record<string, readonly string[]>> = {
  '5128581': ['NYC'], // New York City
  '5368361': ['L.A.'], // Los Angeles
  '5391959': ['SF'], // San Francisco
  '4140963': ['DC'], // Washington, D.C.
  '4335045': ['NOLA'], // New Orleans
  '1735161': ['KL'], // Kuala Lumpur
  '1566083': ['HCMC'], // Ho Chi Minh City
};

/**
 * The known names of a place and the areas it stands for, then the picked aliases that are not the same
 * name folded. They come first, so the pickers show them ('Denpasar — Bali').
 */
export function withKnownNames(id: string, picked: readonly string[]): string[] {
  const known = [...(KNOWN_NAMES[id] ?? []), ...(AREA_NAMES[id] ?? []), ...(SHORT_NAMES[id] ?? [])];
  const keys = new Set(known.map((n) => toSearchKey(n)));
  return [...known, ...picked.filter((a) => !keys.has(toSearchKey(a)))];
}

/** A letter of a script other than Latin (Cyrillic, Arabic, …); marks and shared signs do not count. */
const OTHER_SCRIPT_LETTER = /(?![\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}])\p{L}/u;

/**
 * A place's name in the Latin script: GeoNames' name, without the words in another script that a few
 * entries carry ('Sidi Senoussi سيدي سنوسي'), or the ASCII name where nothing Latin is left (three places
 * of North Macedonia are named in Cyrillic: 'Арачиново' is Arachinovo). Such a name folds to nothing, so
 * no one could find the place by it. Every other name is kept as it is.
 * @example latinName('Петровец', 'Petrovec') // 'Petrovec'
 * @example latinName('Sidi Senoussi سيدي سنوسي', 'Sidi Senoussi sydy snwsy') // 'Sidi Senoussi'
 * @example latinName('‘Ewa Beach', "'Ewa Beach") // '‘Ewa Beach'
 */
export function latinName(name: string, asciiName: string): string {
  if (!OTHER_SCRIPT_LETTER.test(name)) return name;
  const latin = name
    .split(' ')
    .filter((word) => !OTHER_SCRIPT_LETTER.test(word))
    .join(' ')
    .trim();
  return /\p{Script=Latin}/u.test(latin) ? latin : asciiName;
}
