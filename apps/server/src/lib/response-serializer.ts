import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Turns an answer into JSON through its response schema, read forward (zod's parse): unknown keys
 * dropped, a wrong shape a 500 as before. fastify-type-provider-zod's own serializer reads the schema
 * backward (zod's encode, for codecs), which walks it on every answer where a forward read runs the
 * function zod compiled for each object: several times the CPU for an order's answer. Response
 * schemas therefore hold no codec or transform (docs/decisions/039-answers-checked-by-a-forward-parse.md).
 */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, method, url }) => {
  const zodSchema = responseSchemaOf(schema);
  return (data: unknown) => {
    const result = z.safeParse(zodSchema, data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};

function responseSchemaOf(schema: unknown): z.core.$ZodType {
  if (schema instanceof z.core.$ZodType) return schema;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  if (properties instanceof z.core.$ZodType) return properties;
  throw new Error(`Not a zod response schema: ${JSON.stringify(schema)}`);
}
