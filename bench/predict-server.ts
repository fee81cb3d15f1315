// The standalone prediction service as `npm run start:predict` builds it, plus a bare /hello on
// the same server: the bench reports each predict route as a share of it (PERF-12).
// PREDICT_WORKERS processes, as `npm run start:predict` (the bench runs it with 1 and with 2).
import { buildPredictApp } from '@clinvia/predict';
import { serve, workersFrom } from '@clinvia/predict/serve';

await serve(
  () => {
    const app = buildPredictApp();
    app.get('/hello', () => ({ hello: 'world' }));
    return app;
  },
  { port: Number(process.env.PORT ?? 8000), host: '127.0.0.1', workers: workersFrom(process.env.PREDICT_WORKERS) },
);
