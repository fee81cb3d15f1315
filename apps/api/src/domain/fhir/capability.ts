import type { FhirResource } from './resources';

// FHIR-3: what this read-only FHIR R4 server offers (`GET metadata`), written from the routes it has.

const profile = (name: string) => `http://hl7.org/fhir/us/core/StructureDefinition/${name}`;

/** When this statement last changed (CapabilityStatement.date): change it with the routes. */
export const capabilityDate = '2026-11-29';

export function capabilityStatement(fhirBase: string): FhirResource {
  return {
    resourceType: 'CapabilityStatement',
    status: 'active',
    date: capabilityDate,
    publisher: 'Clinvia',
    kind: 'instance',
    software: { name: 'Clinvia' },
    implementation: { description: 'Clinvia patient portal: read-only FHIR R4 access to a patient’s record', url: fhirBase },
    fhirVersion: '4.0.1',
    format: ['application/fhir+json', 'json'],
    instantiates: ['http://hl7.org/fhir/us/core/CapabilityStatement/us-core-server'],
    rest: [
      {
        mode: 'server',
        documentation: 'Sign in to the portal and send its session token as `Authorization: Bearer <token>`. A patient reads their own record; a doctor the records of patients they have a visit with.',
        security: { cors: false, service: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/restful-security-service', code: 'OAuth' }], text: 'Bearer session token of the portal' }] },
        resource: [
          {
            type: 'Patient',
            supportedProfile: [profile('us-core-patient')],
            interaction: [{ code: 'read' }],
            operation: [{ name: 'everything', definition: 'http://hl7.org/fhir/OperationDefinition/Patient-everything' }],
          },
          {
            type: 'Appointment',
            interaction: [{ code: 'search-type' }],
            searchParam: [{ name: 'patient', type: 'reference', documentation: 'Required: the patient’s id or Patient/<id>' }],
          },
        ],
      },
    ],
  };
}
