import { isIP } from 'node:net';

// What /settings shows of a session (AUTH-17): browser and device from the User-Agent,
// an approximate place from the address. No external geolocation service is asked: the address
// would leave the clinic, and a health portal has no need to know a city.

const browsers: readonly [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/Firefox\/(\d+)|FxiOS\/(\d+)/, 'Firefox'],
  [/Chrome\/(\d+)|CriOS\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

const devices: readonly [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Macintosh|Mac OS X/, 'Mac'],
  [/CrOS/, 'Chromebook'],
  [/Linux/, 'Linux'],
];

/** 'Chrome 131', 'Firefox 133', ... or 'Unknown browser'. */
export function browserOf(userAgent: string | undefined): string {
  if (userAgent === undefined || userAgent === '') return 'Unknown browser';
  for (const [pattern, name] of browsers) {
    const match = pattern.exec(userAgent);
    if (match) {
      // Each pattern has one or two version groups; the one that matched is set.
      const version = match.slice(1).find((part: string | undefined) => part !== undefined);
      return version === undefined ? name : `${name} ${version}`;
    }
  }
  return 'Unknown browser';
}

/** 'Windows', 'iPhone', 'Mac', ... or 'Unknown device'. */
export function deviceOf(userAgent: string | undefined): string {
  if (userAgent === undefined || userAgent === '') return 'Unknown device';
  for (const [pattern, name] of devices) if (pattern.test(userAgent)) return name;
  return 'Unknown device';
}

function isPrivateV4(address: string): boolean {
  const [a = 0, b = 0] = address.split('.').map(Number);
  return a === 10 || a === 127 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254) || (a === 100 && b >= 64 && b <= 127);
}

/**
 * An approximate place: 'This network' for loopback and private addresses (the clinic's own
 * network, or this computer), else the address with its last part hidden ('Internet, 203.0.113.x').
 */
export function placeOf(address: string | null): string {
  if (address === null || isIP(address) === 0) return 'Unknown place';
  const v4 = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
  if (isIP(v4) === 4) return isPrivateV4(v4) ? 'This network' : `Internet, ${v4.split('.').slice(0, 3).join('.')}.x`;
  const lower = v4.toLowerCase();
  if (lower === '::1' || lower.startsWith('fc') || lower.startsWith('fd') || lower.startsWith('fe80')) return 'This network';
  return `Internet, ${lower.split(':').slice(0, 3).join(':')}:…`;
}
