// The ceiling: the plainest Fastify route this machine can serve, measured in the same run as
// the real endpoints so that their throughput is reported as a ratio, not an absolute.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 3999), host: '127.0.0.1' });
console.log('hello server ready');
