import { openAccess, operation } from './operation';

export const getUpload = operation({
  operationId: 'getUpload',
  method: 'GET',
  path: '/api/uploads/:name',
  tag: 'uploads',
  summary: 'A stored profile photo',
  access: openAccess,
  errors: [404],
  produces: ['image/jpeg', 'image/png', 'image/webp'],
  schemas: async () => {
    const auth = await import('../auth');
    return { params: auth.uploadParamsSchema, responses: { 200: auth.uploadedImageSchema } };
  },
});
