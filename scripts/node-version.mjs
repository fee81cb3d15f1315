// Which Node.js versions Clinvia runs on: those every dependency supports. Keep this range
// equal to "engines" in package.json (apps/api/src/node-version.test.ts checks it).

export const supportedNodeRange = '^22.18.0 || >=24';

/** Whether `version` (e.g. '20.20.2' or 'v22.1.0') lies in supportedNodeRange. */
export function isSupportedNode(version) {
  const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number);
  return (major === 22 && minor >= 18) || major >= 24;
}

/** What to tell the user when this Node.js is too old (or too odd), else null. */
export function nodeVersionProblem(version = process.versions.node) {
  if (isSupportedNode(version)) return null;
  return [
    `Clinvia needs Node.js 22.18 or later (22.x), or 24 and later; this is Node.js ${version}.`,
    'Run it through npm (`npm start`, `npm test`): npm scripts use the Node.js 24 that `npm ci` installs into node_modules. Or install Node.js 24 (https://nodejs.org, or `nvm install 24`).',
  ].join('\n');
}
