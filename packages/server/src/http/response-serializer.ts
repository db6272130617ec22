import type { FastifyReply } from 'fastify';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/** Drops `additionalProperties: false`: fast-json-stringify writes only the declared fields anyway. */
function openObjects(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(openObjects);
  if (!node || typeof node !== 'object') return node;
  const entries = Object.entries(node).filter(
    ([key, value]) => !(key === 'additionalProperties' && value === false),
  );
  return Object.fromEntries(entries.map(([key, value]) => [key, openObjects(value)]));
}

/**
 * A route's `serializerCompiler` that writes the answer with fast-json-stringify, compiled once from
 * the route's zod response schema. For hot read routes: the zod serializer re-validates every row
 * of every answer. Only the schema's fields are written, so nothing undeclared leaks either way.
 */
export function fastJsonSerializer({ schema }: { schema: unknown }): (data: unknown) => string {
  const jsonSchema =
    schema instanceof z.ZodType ? z.toJSONSchema(schema, { target: 'draft-7', io: 'output' }) : schema;
  return fastJson(openObjects(jsonSchema) as Parameters<typeof fastJson>[0]);
}

/**
 * Sends JSON already written (by the database, for the hot lists) as it is, with the content type
 * Fastify gives a JSON answer. The route's response schema still documents it; the JSON's own
 * writer must keep to it (its tests compare it with the serialised single item).
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
