import * as ops from '@clinvia/contracts/operations/locations';
import { locationMessages, type Location } from '@clinvia/contracts/locations';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../lib/operations';
import { createLocation, listLocations, retireLocation, updateLocation } from './service';

/** LOC-1 to LOC-3: approved staff list, add, edit and retire locations; every change is audited (`location.*`). */
export async function locationRoutes(app: FastifyInstance): Promise<void> {
  const zone = () => app.config.clinicTimeZone;
  const described = (location: Location) => `${location.name} (${location.address || 'no address'}; ${location.time_zone})`;

  async function audit(request: FastifyRequest, action: string, location: Location, detail: string) {
    const user = request.requireUser();
    await request.audit({ actorId: user.id, actorRole: user.role, action, subjectType: 'location', subjectId: location.id, detail });
  }

  await route(app, ops.listLocations, {
    handler: async () => listLocations(app.db, zone()),
  });

  await route(app, ops.createLocation, {
    handler: async (request, reply) => {
      const location = await createLocation(app.db, request.body, zone());
      await audit(request, 'location.create', location, described(location));
      return reply.code(201).send({ message: locationMessages.created, location });
    },
  });

  await route(app, ops.updateLocation, {
    handler: async (request) => {
      const { location, before } = await updateLocation(app.db, request.params.id, request.body, zone());
      await audit(request, 'location.update', location, `${described(before)} → ${described(location)}`);
      return { message: locationMessages.saved, location };
    },
  });

  await route(app, ops.retireLocation, {
    handler: async (request) => {
      const location = await retireLocation(app.db, request.params.id, zone());
      await audit(request, 'location.retire', location, described(location));
      return { message: locationMessages.retiredDone, location };
    },
  });
}
