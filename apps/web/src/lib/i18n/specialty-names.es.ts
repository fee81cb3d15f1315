// I18N-13: the common specialties' names in Spanish (US usage), keyed by the folded English a
// doctor types (DOC-8's key: lower case, runs of spaces as one), with every specialization of the
// demo data (apps/api/src/db/seed.ts). Loaded with the first screens' Spanish only
// (./specialty-names.ts). A specialization not here is shown as the doctor typed it.

export const spanishSpecialties: Readonly<Record<string, string>> = {
  'allergy and immunology': 'Alergia e inmunología',
  anesthesiology: 'Anestesiología',
  cardiology: 'Cardiología',
  dermatology: 'Dermatología',
  'emergency medicine': 'Medicina de emergencia',
  endocrinology: 'Endocrinología',
  // The demo's spelling; 'otolaryngology' below is the same specialty.
  ent: 'Otorrinolaringología',
  'family medicine': 'Medicina familiar',
  gastroenterology: 'Gastroenterología',
  'general practice': 'Medicina general',
  'general surgery': 'Cirugía general',
  geriatrics: 'Geriatría',
  gynecology: 'Ginecología',
  hematology: 'Hematología',
  'infectious disease': 'Enfermedades infecciosas',
  'infectious diseases': 'Enfermedades infecciosas',
  'internal medicine': 'Medicina interna',
  nephrology: 'Nefrología',
  neurology: 'Neurología',
  neurosurgery: 'Neurocirugía',
  obstetrics: 'Obstetricia',
  'obstetrics and gynecology': 'Obstetricia y ginecología',
  // After the full name: a search for 'Obstetricia y ginecología' sends the first key of a name.
  'ob/gyn': 'Obstetricia y ginecología',
  oncology: 'Oncología',
  ophthalmology: 'Oftalmología',
  'orthopedic surgery': 'Cirugía ortopédica',
  orthopedics: 'Ortopedia',
  otolaryngology: 'Otorrinolaringología',
  'pain medicine': 'Medicina del dolor',
  pathology: 'Patología',
  pediatrics: 'Pediatría',
  'physical medicine and rehabilitation': 'Medicina física y rehabilitación',
  'plastic surgery': 'Cirugía plástica',
  podiatry: 'Podología',
  psychiatry: 'Psiquiatría',
  psychology: 'Psicología',
  pulmonology: 'Neumología',
  radiology: 'Radiología',
  rheumatology: 'Reumatología',
  'sleep medicine': 'Medicina del sueño',
  'sports medicine': 'Medicina deportiva',
  urology: 'Urología',
};

/** DOC-8's key of a specialization: trimmed, runs of white space as one space, lower case. */
export function specialtyKey(specialization: string): string {
  return specialization.trim().replace(/\s+/g, ' ').toLowerCase();
}

export function spanishSpecialtyName(specialization: string): string | undefined {
  const key = specialtyKey(specialization);
  return Object.hasOwn(spanishSpecialties, key) ? spanishSpecialties[key] : undefined;
}

/** A search's words as the API splits them (letters and digits), accents and case folded away. */
const wordsOf = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
const fold = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Each Spanish name's folded words, longest first, with the English keys it stands for in the table's order. */
const spanishNames = (() => {
  const byName = new Map<string, { words: string[]; keys: string[] }>();
  for (const [key, name] of Object.entries(spanishSpecialties)) {
    const words = wordsOf(name).map(fold);
    const entry = byName.get(words.join(' ')) ?? { words, keys: [] };
    entry.keys.push(key);
    byName.set(words.join(' '), entry);
  }
  return [...byName.values()].sort((a, b) => b.words.length - a.words.length);
})();

/**
 * The search text with each Spanish specialty name in it (whole words, accents and case aside)
 * replaced by its English key; a name that stands for several keys ('Otorrinolaringología': ENT
 * and otolaryngology) takes the one the directory lists, else the table's first. Text with no
 * Spanish name is returned as it is.
 */
export function englishSearchText(text: string, directory: readonly string[] = []): string {
  const words = wordsOf(text);
  const folded = words.map(fold);
  const listed = new Set(directory.map(specialtyKey));
  const out: string[] = [];
  let replaced = false;
  for (let i = 0; i < words.length; ) {
    const name = spanishNames.find((candidate) => candidate.words.every((word, j) => folded[i + j] === word));
    if (name === undefined) {
      out.push(words[i] ?? '');
      i += 1;
    } else {
      out.push(name.keys.find((key) => listed.has(key)) ?? name.keys[0] ?? '');
      replaced = true;
      i += name.words.length;
    }
  }
  return replaced ? out.join(' ') : text;
}
