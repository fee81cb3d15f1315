import { buildPredictApp } from './app';

// `npm run start:predict`: the prediction service on its own (ML-7), e.g. on another
// host than the API. PORT (default 8000), HOST (default 0.0.0.0), PREDICT_CORS_ORIGINS
// (comma-separated origins allowed to call it from a browser; closed by default), LOG_LEVEL
// (default info; no request bodies are logged).
const port = Number(process.env.PORT ?? 8000);
const host = process.env.HOST ?? '0.0.0.0';
const cors = (process.env.PREDICT_CORS_ORIGINS ?? '')
  .split(',')
  .map((origin) => origin.trim())
  .filter((origin) => origin !== '');

const app = buildPredictApp({ cors, logger: true, logLevel: process.env.LOG_LEVEL ?? 'info' });
await app.listen({ port, host });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
