import { Kind, Type, TypeRegistry, type SchemaOptions } from '@sinclair/typebox';

/*
 * A choice among strings, written as JSON Schema's `enum` (`{ type: 'string', enum: [...] }`): the
 * OpenAPI document then gives a client generator an enum, where a union of literals would read as
 * `anyOf` of single values. TypeBox's own way for it: an Unsafe type of a kind registered once,
 * so that TypeBox's Value functions (the multipart fields, the settings) check it as ajv does.
 */

const KIND = 'StringEnum';

type StringEnumSchema = { enum: readonly string[] };

if (!TypeRegistry.Has(KIND)) {
  TypeRegistry.Set<StringEnumSchema>(
    KIND,
    (schema, value) => typeof value === 'string' && schema.enum.includes(value),
  );
}

/** One of `values`, in their order. */
export const StringEnum = <const Values extends readonly string[]>(
  values: Values,
  options: SchemaOptions = {},
) => Type.Unsafe<Values[number]>({ ...options, [Kind]: KIND, type: 'string', enum: [...values] });
