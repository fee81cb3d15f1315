import { describe, expect, it } from 'vitest';
import { fields, oneHot, polynomial2, product, termValues } from './terms';

describe('terms', () => {
  it('one-hot indicators per level', () => {
    const terms = oneHot('cp', [0, 1, 2, 3]);
    expect(terms.map((t) => t.name)).toEqual(['cp=0', 'cp=1', 'cp=2', 'cp=3']);
    expect(termValues(terms, { cp: 2 })).toEqual([0, 0, 1, 0]);
  });

  it('products name their sources, squares keep one source', () => {
    const [a, b] = fields(['a', 'b']);
    if (a === undefined || b === undefined) throw new Error('terms missing');
    expect(product(a, b)).toMatchObject({ name: 'a×b', sources: ['a', 'b'] });
    expect(product(a, a)).toMatchObject({ name: 'a²', sources: ['a'] });
    expect(product(a, b).value({ a: 3, b: 4 })).toBe(12);
  });

  it('degree-2 expansion: d terms, their squares except binary ones, and d(d−1)/2 products', () => {
    const terms = polynomial2(fields(['g', 'x', 'y']), ['g']);
    expect(terms.map((t) => t.name)).toEqual(['g', 'x', 'y', 'g×x', 'g×y', 'x²', 'x×y', 'y²']);
    expect(termValues(terms, { g: 1, x: 2, y: 3 })).toEqual([1, 2, 3, 2, 3, 4, 6, 9]);
    expect(polynomial2(fields(['Gender', 'Age', 'Height', 'Weight', 'Duration', 'Heart_Rate', 'Body_Temp']), ['Gender'])).toHaveLength(7 + 6 + 21);
  });
});
