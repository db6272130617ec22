import { UNITS } from '@caoscan/core';
import { z } from 'zod';
import type { SchemaCategory } from '../../schema';

/**
 * What the model must answer for one category. Every field is required and nullable rather than
 * optional: OpenAI's strict structured output accepts only that, and other providers do not mind.
 */
export function buildAnswerSchema(category: SchemaCategory) {
  const keys = category.elements.map((element) => element.key) as [string, ...string[]];
  return z.object({
    elements: z.array(
      z.object({
        key: z.enum(keys),
        value: z.union([z.number(), z.string()]).nullable(),
        unit: z.enum(UNITS),
        article: z.string().nullable(),
        lid: z.string().nullable(),
        // Plain numbers: the int() bounds zod emits are not accepted by every strict-schema provider.
        pages: z.array(z.number()),
        as_printed: z.string().nullable(),
        quote: z.string().nullable(),
        conversion: z.object({ factor: z.number().nullable(), offset: z.number().nullable() }).nullable(),
        confidence: z.number(),
      }),
    ),
  });
}

export type CategoryAnswer = z.infer<ReturnType<typeof buildAnswerSchema>>;
export type ElementAnswer = CategoryAnswer['elements'][number];
