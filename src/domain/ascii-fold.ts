// ASCII folding for place names: GeoNames publishes an `asciiname` column (cities.json keeps it); this
// fold derives one where a name has none (country averages) and serves accent- and case-insensitive
// search (issue 3 §3, issue 13: the city typeahead and place look-up; docs/methods/reference-data.md).

// Letters that Unicode canonical decomposition (NFD) does not split into base + combining mark.
// Transliterations follow the usual ASCII conventions GeoNames itself uses in `asciiname`.
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  ẞ: 'SS',
  ø: 'o',
  Ø: 'O',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  ı: 'i',
  þ: 'th',
  Þ: 'Th',
  ħ: 'h',
  Ħ: 'H',
  '‘': "'",
  '’': "'",
  ʼ: "'",
  ʻ: "'",
  ʿ: "'",
  ʾ: "'",
};

const COMBINING_MARKS = /[\u0300-\u036f]/g;
// eslint-disable-next-line no-control-regex -- every ASCII character, control characters included
const ASCII_ONLY = /^[\x00-\x7f]*$/;

/**
 * Transliterates a Latin-script name to plain ASCII: accents dropped, special letters spelled out,
 * typographic apostrophes made straight. Characters with no ASCII form are removed.
 *
 * @example
 * toAsciiName('São Paulo'); // 'Sao Paulo'
 * toAsciiName('Łódź'); // 'Lodz'
 * toAsciiName('Mülheim an der Ruhr'); // 'Mulheim an der Ruhr'
 */
export function toAsciiName(name: string): string {
  // Most names are plain ASCII already (GeoNames' asciiname, most aliases): nothing to decompose or
  // spell out, and at start-up the place index folds some 300,000 of them (issue 13).
  if (ASCII_ONLY.test(name)) return name.replace(/\s+/g, ' ').trim();
  let out = '';
  for (const ch of name.normalize('NFD').replace(COMBINING_MARKS, '')) {
    const special = SPECIAL_LETTERS[ch];
    if (special !== undefined) out += special;
    else if (ch.charCodeAt(0) < 128) out += ch;
  }
  return out.replace(/\s+/g, ' ').trim();
}

/**
 * The search key of a name: ASCII-folded and lower-cased, so 'Zürich', 'zurich' and 'ZURICH' match.
 *
 * @example
 * toSearchKey('Zürich'); // 'zurich'
 * toSearchKey('  SÃO Paulo '); // 'sao paulo'
 */
export function toSearchKey(name: string): string {
  return toAsciiName(name).toLowerCase();
}
