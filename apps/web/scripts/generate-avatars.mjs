// Writes the demo doctors' portraits to public/avatars (run: node scripts/generate-avatars.mjs).
// Flat, abstract head-and-shoulders figures in a white coat; each differs in skin tone,
// hair, background and shirt colour. The API's demo seed points face_url at these files.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'avatars');

// Hair shapes drawn over a head centred at (64, 52) with radii 19 × 22.
const hair = {
  short: 'M45 50c-1-16 9-25 19-25s20 9 19 25c-4-8-10-12-19-12s-15 4-19 12z',
  sidePart: 'M44 52c-2-18 9-28 21-28 12 0 21 9 19 26-6-9-15-12-26-11-6 1-10 6-14 13z',
  long: 'M42 80c-4-16-3-34 3-44 5-8 12-12 19-12s14 4 19 12c6 10 7 28 3 44l-6-1c2-12 2-24-2-32-4 4-9 6-14 6s-10-2-14-6c-4 8-4 20-2 32z',
  bun: 'M45 50c-1-16 9-25 19-25s20 9 19 25c-4-8-10-12-19-12s-15 4-19 12z',
  curly:
    'M44 50a7 7 0 0 1 2-13a8 8 0 0 1 11-9a8 8 0 0 1 14 0a8 8 0 0 1 11 9a7 7 0 0 1 2 13c-5-7-12-11-20-11s-15 4-20 11z',
  crop: 'M46 45c2-12 9-18 18-18s16 6 18 18c-5-5-11-7-18-7s-13 2-18 7z',
  bob: 'M43 66c-3-20 1-40 21-41s25 21 21 41l-5-2c1-9 0-17-3-22-4 3-8 4-13 4s-9-1-13-4c-3 5-4 13-3 22z',
};

const people = [
  { bg: '#ccfbf1', skin: '#f5d0b5', hair: '#2b1d14', style: 'short', shirt: '#0f766e' },
  { bg: '#dbeafe', skin: '#8d5a3b', hair: '#1f1a17', style: 'curly', shirt: '#1d4ed8' },
  { bg: '#fce7f3', skin: '#e8b896', hair: '#4a2f1d', style: 'long', shirt: '#be185d' },
  { bg: '#fef3c7', skin: '#d19a73', hair: '#1f1a17', style: 'bun', shirt: '#b45309' },
  { bg: '#e0e7ff', skin: '#f1c7a8', hair: '#9ca3af', style: 'sidePart', shirt: '#4338ca' },
  { bg: '#dcfce7', skin: '#5a3825', hair: '#1f1a17', style: 'crop', shirt: '#15803d' },
  { bg: '#ede9fe', skin: '#e8b896', hair: '#c9a66b', style: 'bob', shirt: '#6d28d9' },
  { bg: '#ffe4e6', skin: '#a86b4b', hair: '#2b1d14', style: 'long', shirt: '#be123c' },
  { bg: '#cffafe', skin: '#f5d0b5', hair: '#8a5a2b', style: 'sidePart', shirt: '#0e7490' },
  { bg: '#f1f5f9', skin: '#7a4a32', hair: '#d1d5db', style: 'crop', shirt: '#334155' },
  { bg: '#fae8ff', skin: '#d19a73', hair: '#4a2f1d', style: 'bob', shirt: '#a21caf' },
  { bg: '#e0f2fe', skin: '#c68a62', hair: '#1f1a17', style: 'short', shirt: '#0369a1' },
];

function portrait({ bg, skin, hair: hairColour, style, shirt }) {
  const back = style === 'long' || style === 'bob' ? `<path d="${hair[style]}" fill="${hairColour}"/>` : '';
  const bun = style === 'bun' ? `<circle cx="64" cy="22" r="8" fill="${hairColour}"/>` : '';
  const front = style === 'long' || style === 'bob' ? '' : `${bun}<path d="${hair[style]}" fill="${hairColour}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128">
<rect width="128" height="128" fill="${bg}"/>
${back}<path d="M18 128c2-24 20-36 46-36s44 12 46 36z" fill="#fff"/>
<path d="M52 92h24l-12 22z" fill="${shirt}"/>
<path d="M52 92l12 22-8 14H42c2-16 4-28 10-36zM76 92l-12 22 8 14h14c-2-16-4-28-10-36z" fill="#f8fafc" stroke="#e2e8f0"/>
<rect x="57" y="70" width="14" height="24" rx="6" fill="${skin}"/>
<ellipse cx="64" cy="52" rx="19" ry="22" fill="${skin}"/>
${front}<path d="M44 100c-2 10 2 16 8 16" stroke="#64748b" stroke-width="2.5" fill="none" stroke-linecap="round"/>
<circle cx="53" cy="117" r="3.5" fill="#64748b"/>
</svg>
`;
}

mkdirSync(out, { recursive: true });
people.forEach((person, index) => {
  writeFileSync(join(out, `doctor-${String(index + 1).padStart(2, '0')}.svg`), portrait(person));
});
writeFileSync(
  join(out, 'placeholder.svg'),
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128">
<rect width="128" height="128" fill="#e2e8f0"/>
<circle cx="64" cy="50" r="22" fill="#94a3b8"/>
<path d="M18 128c2-26 20-40 46-40s44 14 46 40z" fill="#94a3b8"/>
</svg>
`,
);
