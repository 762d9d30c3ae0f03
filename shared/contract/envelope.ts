import { z } from 'zod';

/** Every API answer: {retcode, message, data}. */
export const envelopeSchema = <T extends z.ZodType>(data: T) => z.object({ retcode: z.number().int(), message: z.string(), data });

export type Envelope<T> = { retcode: number; message: string; data: T };
