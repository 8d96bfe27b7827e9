// Emblems for currencies that belong to no single country (issue 3: "XDR and regional currencies get
// a sensible emblem"). Drawn by Parity: a 4:3 tile (flag-icons' 640x480 box, so they sit in the same
// slots as flags) in the issuing institution's colour, a ring for the member countries and the code.
// They are deliberately not any official logo (those are trademarks).

interface EmblemSpec {
  file: string;
  code: string;
  title: string;
  background: string;
  accent: string;
  /** Number of dots on the ring: the member countries (0 for the IMF unit). */
  members: number;
}

const EMBLEMS: readonly EmblemSpec[] = [
  {
    file: 'xaf.svg',
    code: 'XAF',
    title: 'Central African CFA franc (CEMAC)',
    background: '#0b6e4f',
    accent: '#f2c14e',
    members: 6,
  },
  {
    file: 'xof.svg',
    code: 'XOF',
    title: 'West African CFA franc (UEMOA)',
    background: '#b5651d',
    accent: '#fbe7c6',
    members: 8,
  },
  {
    file: 'xcd.svg',
    code: 'XCD',
    title: 'East Caribbean dollar (ECCU)',
    background: '#1d4e89',
    accent: '#7fd1ae',
    members: 8,
  },
  {
    file: 'xpf.svg',
    code: 'XPF',
    title: 'CFP franc (French Pacific)',
    background: '#00708a',
    accent: '#ffffff',
    members: 3,
  },
  {
    file: 'ang.svg',
    code: 'ANG',
    title: 'Netherlands Antillean guilder (Curaçao and Sint Maarten)',
    background: '#12355b',
    accent: '#f7d046',
    members: 2,
  },
  {
    file: 'xdr.svg',
    code: 'XDR',
    title: 'Special Drawing Rights (IMF)',
    background: '#004c97',
    accent: '#d9e6f2',
    members: 0,
  },
];

function dots(count: number, color: string): string {
  const out: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const angle = (2 * Math.PI * i) / count - Math.PI / 2;
    const x = (320 + 150 * Math.cos(angle)).toFixed(1);
    const y = (240 + 150 * Math.sin(angle)).toFixed(1);
    out.push(`<circle cx="${x}" cy="${y}" r="14" fill="${color}"/>`);
  }
  return out.join('');
}

function emblemSvg(spec: EmblemSpec): string {
  const ring =
    spec.members === 0
      ? `<circle cx="320" cy="240" r="150" fill="none" stroke="${spec.accent}" stroke-width="14"/>`
      : `<circle cx="320" cy="240" r="150" fill="none" stroke="${spec.accent}" stroke-width="4" stroke-dasharray="6 10"/>${dots(spec.members, spec.accent)}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480" role="img" aria-label="${spec.title}">`,
    `<title>${spec.title}</title>`,
    `<rect width="640" height="480" fill="${spec.background}"/>`,
    ring,
    `<text x="320" y="240" fill="${spec.accent}" font-family="Arial, Helvetica, sans-serif" font-size="110" font-weight="700" text-anchor="middle" dominant-baseline="central">${spec.code}</text>`,
    '</svg>',
    '',
  ].join('\n');
}

/** File name -> SVG text for every emblem. */
export function buildEmblems(): Map<string, string> {
  return new Map(EMBLEMS.map((e) => [e.file, emblemSvg(e)]));
}
