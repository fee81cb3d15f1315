// Each area's contracts live in their own module (`@clinvia/contracts/<area>`); this entry
// re-exports the ones every side needs.
export * from './errors';
