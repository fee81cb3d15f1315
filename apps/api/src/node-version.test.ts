import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isSupportedNode, nodeVersionProblem, supportedNodeRange } from '../../../scripts/node-version.mjs';

const manifest = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};

describe('supported Node.js versions', () => {
  it('are the ones package.json declares', () => {
    expect(manifest.engines.node).toBe(supportedNodeRange);
  });

  it.each([
    ['22.18.0', true],
    ['v22.21.1', true],
    ['24.0.0', true],
    ['v24.21.0', true],
    ['26.1.0', true],
    ['18.20.4', false],
    ['20.19.0', false],
    ['v20.20.2', false],
    ['22.13.0', false],
    ['23.11.0', false],
  ])('%s is supported: %s', (version, supported) => {
    expect(isSupportedNode(version)).toBe(supported);
  });

  it('tells the user what to do when the version is too old', () => {
    expect(nodeVersionProblem('24.21.0')).toBeNull();
    expect(nodeVersionProblem('20.20.2')).toMatch(/^Clinvia needs Node\.js 22\.18 or later .*; this is Node\.js 20\.20\.2\.\nRun it through npm/);
  });
});

// PLAT-1: the project pins Node.js 24 as a dev dependency (the registry's `node` package), and npm
// puts node_modules/.bin first on PATH, so every npm script runs on it whatever the system has.
describe('the pinned Node.js', () => {
  it('is a supported 24.x, and what npm scripts (this test run among them) run on', () => {
    const pinned = manifest.devDependencies.node;
    expect(pinned).toMatch(/^24\.\d+\.\d+$/);
    expect(isSupportedNode(pinned ?? '')).toBe(true);
    const viaNpm = execFileSync('npm', ['exec', '--', 'node', '-p', 'process.versions.node'], { encoding: 'utf8' }).trim();
    expect(viaNpm).toBe(pinned);
  });
});
