/**
 * A city's time zone from the IANA tz database's zone.tab (public domain; a copy in
 * data/sources/tz_zone.tab): the zone of the city's country whose principal location is nearest the
 * city, and its UTC offset on a day through the runtime's own tz data (Intl).
 */
import { greatCircleKm } from './geo.ts';

export interface ZoneEntry {
  countryCode: string;
  lat: number;
  lon: number;
  zone: string;
}

/** '+1345' / '+404251' style ISO 6709 degrees(+minutes(+seconds)). */
function iso6709(text: string, degDigits: number): number {
  const sign = text.startsWith('-') ? -1 : 1;
  const d = text.slice(1);
  const deg = Number(d.slice(0, degDigits));
  const min = Number(d.slice(degDigits, degDigits + 2) || 0);
  const sec = Number(d.slice(degDigits + 2, degDigits + 4) || 0);
  return sign * (deg + min / 60 + sec / 3600);
}

/**
 * zone.tab rows (comments skipped).
 * @example parseZoneTab('TH\t+1345+10031\tAsia/Bangkok\n')[0].zone // 'Asia/Bangkok'
 */
export function parseZoneTab(text: string): ZoneEntry[] {
  const out: ZoneEntry[] = [];
  for (const raw of text.split('\n')) {
    if (!raw || raw.startsWith('#')) continue;
    const [cc, coords, zone] = raw.split('\t');
    const m = /^([+-]\d+)([+-]\d+)$/.exec(coords ?? '');
    if (!cc || !zone || !m) throw new Error(`zone.tab: malformed row "${raw}"`);
    const lat = m[1]!;
    const lon = m[2]!;
    out.push({
      countryCode: cc,
      lat: iso6709(lat, 2),
      lon: iso6709(lon, 3),
      zone,
    });
  }
  return out;
}

/**
 * The zone of `countryCode` nearest the position (the only zone for most countries); null when the
 * country has none listed. Without a position, the first zone listed for the country.
 * @example nearestZone(entries, 'TH', 13.75, 100.5) // 'Asia/Bangkok'
 */
export function nearestZone(
  entries: readonly ZoneEntry[],
  countryCode: string,
  lat: number | null,
  lon: number | null,
): string | null {
  let best: { zone: string; km: number } | null = null;
  for (const e of entries) {
    if (e.countryCode !== countryCode) continue;
    const km = lat === null || lon === null ? 0 : greatCircleKm(lat, lon, e.lat, e.lon);
    if (!best || km < best.km) best = { zone: e.zone, km };
  }
  return best?.zone ?? null;
}

/**
 * The zone's offset from UTC in minutes at `date`; null for a zone the runtime does not know.
 * @example utcOffsetMinutes('Asia/Bangkok', new Date('2026-01-01')) // 420
 */
export function utcOffsetMinutes(zone: string, date: Date): number | null {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(date)
      .find((p) => p.type === 'timeZoneName')?.value;
    if (!part || part === 'GMT') return 0;
    const m = /^GMT([+-])(\d{2}):(\d{2})$/.exec(part);
    if (!m) return null;
    return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
  } catch {
    return null;
  }
}
