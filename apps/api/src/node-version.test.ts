import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isSupportedNode, nodeVersionProblem, supportedNodeRange } from '../../../scripts/node-version.mjs';

describe('supported Node.js versions', () => {
  it('are the ones package.json declares', () => {
    const manifest = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { engines: { node: string } };
    expect(manifest.engines.node).toBe(supportedNodeRange);
  });

  it.each([
    ['20.19.0', true],
    ['v20.20.2', true],
    ['22.13.0', true],
    ['24.0.0', true],
    ['26.1.0', true],
    ['18.20.4', false],
    ['20.18.3', false],
    ['21.7.3', false],
    ['22.12.0', false],
    ['23.11.0', false],
  ])('%s is supported: %s', (version, supported) => {
    expect(isSupportedNode(version)).toBe(supported);
  });

  it('tells the user what to install when the version is too old', () => {
    expect(nodeVersionProblem('20.20.2')).toBeNull();
    expect(nodeVersionProblem('18.19.0')).toMatch(/^Clinvia needs Node\.js 20\.19 or later .*; this is Node\.js 18\.19\.0\.\nInstall a supported version/);
  });
});
