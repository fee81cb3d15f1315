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

export const getLiveness = operation({
  operationId: 'getLiveness',
  method: 'GET',
  path: '/api/health/live',
  tag: 'platform',
  summary: 'Liveness: the process answers (restart it when this fails)',
  access: openAccess,
  errors: [],
  schemas: async () => ({ responses: { 200: (await schemas()).livenessSchema } }),
});

export const getReadiness = operation({
  operationId: 'getReadiness',
  method: 'GET',
  path: '/api/health/ready',
  tag: 'platform',
  summary: 'Readiness: the database and Redis (when set) answer and the migrations are applied',
  access: openAccess,
  errors: [503],
  schemas: async () => ({ responses: { 200: (await schemas()).readinessSchema } }),
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
