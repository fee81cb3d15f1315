import { buildPredictApp } from './app';
import { serve, workersFrom } from './serve';

// `npm run start:predict`: the prediction service on its own (ML-7), e.g. on another
// host than the API. PORT (default 8000), HOST (default 0.0.0.0), PREDICT_CORS_ORIGINS
// (comma-separated origins allowed to call it from a browser; closed by default), LOG_LEVEL
// (default info; no request bodies are logged), PREDICT_WORKERS (processes answering requests,
// default 1; e.g. one per core).
const cors = (process.env.PREDICT_CORS_ORIGINS ?? '')
  .split(',')
  .map((origin) => origin.trim())
  .filter((origin) => origin !== '');

await serve(() => buildPredictApp({ cors, logger: true, logLevel: process.env.LOG_LEVEL ?? 'info' }), {
  port: Number(process.env.PORT ?? 8000),
  host: process.env.HOST ?? '0.0.0.0',
  workers: workersFrom(process.env.PREDICT_WORKERS),
});
