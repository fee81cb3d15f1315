/**
 * Model inputs are built from the request fields by named terms: the field itself, a one-hot
 * indicator, a square or a product. Terms are plain code, fixed before training (nothing here is
 * fitted), and each names the input fields it comes from so that contributions can be reported
 * per input field.
 */
export type Inputs = Readonly<Record<string, number>>;

export interface Term {
  name: string;
  sources: readonly string[];
  value: (x: Inputs) => number;
}

export function field(name: string): Term {
  return { name, sources: [name], value: (x) => x[name] ?? NaN };
}

export function fields(names: readonly string[]): Term[] {
  return names.map(field);
}

/** One indicator per listed level (all levels: scaled one-hot, no reference level dropped). */
export function oneHot(name: string, levels: readonly number[]): Term[] {
  return levels.map((level) => ({ name: `${name}=${level}`, sources: [name], value: (x) => (x[name] === level ? 1 : 0) }));
}

export function product(a: Term, b: Term): Term {
  if (a.name === b.name) return { name: `${a.name}²`, sources: a.sources, value: (x) => a.value(x) ** 2 };
  return { name: `${a.name}×${b.name}`, sources: [...new Set([...a.sources, ...b.sources])], value: (x) => a.value(x) * b.value(x) };
}

/** Degree-2 polynomial expansion: the terms, their squares (except 0/1 terms) and all pairwise products. */
export function polynomial2(base: readonly Term[], binary: readonly string[] = []): Term[] {
  const out: Term[] = [...base];
  base.forEach((a, i) => {
    base.slice(i).forEach((b) => {
      if (a === b && binary.includes(a.name)) return;
      out.push(product(a, b));
    });
  });
  return out;
}

export function termValues(terms: readonly Term[], x: Inputs): number[] {
  return terms.map((t) => t.value(x));
}
