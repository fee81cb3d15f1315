// The standalone prediction service as `npm run start:predict` builds it, plus a bare /hello on
// the same server: the bench reports each predict route as a share of it (PERF-12).
import { buildPredictApp } from '@clinvia/predict';

const app = buildPredictApp();
app.get('/hello', () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 8000), host: '127.0.0.1' });
