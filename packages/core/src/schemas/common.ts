import { z } from 'zod';

export const IdSchema = z.uuid();
export const TimestampSchema = z.string();
export const ErrorBodySchema = z.object({ detail: z.string(), code: z.string().optional() });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
