// The standalone prediction service as `npm run start:predict` builds it, plus a bare /hello on
// the same server: the bench reports each predict route as a share of it (PERF-12), and a bare
// POST /bare that only reads and parses its JSON body as the service does and answers a small
// object: the ceiling of any route that takes a body (issue 39.5).
// PREDICT_WORKERS processes, as `npm run start:predict` (the bench runs it with 1 and with 2).
import { buildPredictApp } from '@clinvia/predict';
import { serve, workersFrom } from '@clinvia/predict/serve';

await serve(
  () => {
    const app = buildPredictApp();
    app.get('/hello', () => ({ hello: 'world' }));
    app.post('/bare', () => ({ ok: true }));
    return app;
  },
  { port: Number(process.env.PORT ?? 8000), host: '127.0.0.1', workers: workersFrom(process.env.PREDICT_WORKERS) },
);
