import { fieldsSchema, predictionFields, predictionInputSchemas, predictionTools, type NumericField } from '@clinvia/contracts/predictions';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFieldMessageWords, useToolFields } from './field-words';

// I18N-11: the form checks with the catalogue's words; in English they must be the contract's,
// byte for byte, so an English page says what the API and the prediction service say.

/** A value of each kind the contract answers: missing, not a number, out of bounds, not whole where it must be. */
function wrongValues(field: NumericField): unknown[] {
  return [undefined, Number.NaN, field.min - 1, field.max + 1, ...(field.integer === true ? [field.min + 0.5] : [])];
}

/** The messages `schema` gives for every wrong value of every field, one field at a time. */
function messages(schema: ReturnType<typeof fieldsSchema>, fields: readonly NumericField[]): (string | undefined)[] {
  const valid = Object.fromEntries(fields.map((field) => [field.name, field.default]));
  return fields.flatMap((field) => wrongValues(field).map((value) => schema.safeParse({ ...valid, [field.name]: value }).error?.issues[0]?.message));
}

describe("the form's messages in English (I18N-11)", () => {
  it.each(predictionTools)('%s: the catalogue words give the contract\'s English messages', (tool) => {
    const { result } = renderHook(() => ({ fields: useToolFields(tool), words: useFieldMessageWords() }));
    const fromCatalogue = messages(fieldsSchema(result.current.fields, result.current.words), predictionFields[tool]);
    const fromContract = messages(predictionInputSchemas[tool], predictionFields[tool]);
    expect(fromCatalogue).toEqual(fromContract);
    expect(fromContract.every((message) => typeof message === 'string' && message !== '')).toBe(true);
  });
});
