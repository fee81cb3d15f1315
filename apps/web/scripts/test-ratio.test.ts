import { describe, expect, it } from 'vitest';
import { countLines, partOf, ratios } from './test-ratio';

describe('test lines ÷ source lines (issue 37.3)', () => {
  it('puts a feature’s files under the feature and everything else under its first folder', () => {
    expect(partOf('features/staff/sections/DashboardSection.tsx')).toBe('features/staff');
    expect(partOf('features/README.md')).toBe('features');
    expect(partOf('components/ui/Button.tsx')).toBe('components');
    expect(partOf('main.tsx')).toBe('(root)');
  });

  it('counts physical lines, with or without the last newline', () => {
    expect(countLines('')).toBe(0);
    expect(countLines('a\nb\n')).toBe(2);
    expect(countLines('a\nb')).toBe(2);
    expect(countLines('\n')).toBe(1);
  });

  it('divides each part’s test lines by its source lines, lowest first, the whole last', () => {
    const rows = ratios([
      { path: 'features/site/HomePage.tsx', lines: 100 },
      { path: 'features/site/HomePage.test.tsx', lines: 20 },
      { path: 'features/staff/api.ts', lines: 50 },
      { path: 'features/staff/api.test.ts', lines: 40 },
      { path: 'features/site/home/hero.svg', lines: 500 },
      { path: 'lib/empty.ts', lines: 0 },
    ]);
    expect(rows).toEqual([
      { part: 'lib', sourceLines: 0, testLines: 0, ratio: 0 },
      { part: 'features/site', sourceLines: 100, testLines: 20, ratio: 0.2 },
      { part: 'features/staff', sourceLines: 50, testLines: 40, ratio: 0.8 },
      { part: '(all)', sourceLines: 150, testLines: 60, ratio: 0.4 },
    ]);
  });
});
