import { openAccess, operation } from './operation';

const schemas = () => import('../health');

export const getHealth = operation({
  operationId: 'getHealth',
  method: 'GET',
  path: '/api/health',
  tag: 'platform',
  summary: 'Liveness and database readiness',
  access: openAccess,
  errors: [503],
  schemas: async () => ({ responses: { 200: (await schemas()).healthResponseSchema } }),
});

export const getClientConfig = operation({
  operationId: 'getClientConfig',
  method: 'GET',
  path: '/api/config',
  tag: 'platform',
  summary: "The clinic's time zone and today's date there",
  access: openAccess,
  errors: [],
  schemas: async () => ({ responses: { 200: (await schemas()).clientConfigSchema } }),
});
