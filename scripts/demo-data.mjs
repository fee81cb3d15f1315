// SEC-17: demo data (published passwords) exists only in a demo. The one-command start on
// one's own machine is one: `npm start` and `npm run dev` with the embedded database, outside
// production, turn DEMO_DATA on unless it was set. With DATABASE_URL or NODE_ENV=production
// nothing is seeded unless DEMO_DATA=true says so.

/** Whether the one-command start should turn DEMO_DATA on in this environment. */
export function demoDataByDefault(env) {
  const isSet = (name) => (env[name] ?? '').trim() !== '';
  return !isSet('DEMO_DATA') && !isSet('DATABASE_URL') && env.NODE_ENV !== 'production';
}
