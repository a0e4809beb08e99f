import type { z } from 'zod';

/* The building blocks of the call map's entries (api-calls.ts and its area files). */

/** A JSON body as the client writes it: the schema's input, where a preprocessed field takes its output type. */
export type JsonOf<S extends z.ZodType> = {
  [K in keyof z.input<S>]: unknown extends z.input<S>[K]
    ? K extends keyof z.output<S>
      ? z.output<S>[K]
      : z.input<S>[K]
    : z.input<S>[K];
};

/**
 * A query as the client writes it: the values the server reads (numbers, booleans), which the
 * client turns into text; a parameter the server coerces may also be given as text; a parameter
 * with a default may be left out.
 */
export type QueryOf<S extends z.ZodType> = {
  [K in keyof z.input<S>]: K extends keyof z.output<S>
    ? unknown extends z.input<S>[K]
      ? z.output<S>[K] | string
      : z.output<S>[K] | z.input<S>[K]
    : never;
};

/** A multipart form's fields: each as text (a number or flag is sent as its text); file parts are added by each call. */
export type FormOf<S extends z.ZodType> = { [K in keyof z.input<S>]: string | number | boolean };

export type Json<S extends z.ZodType> = z.output<S>;

/** A file sent in a form or answered by a call: a Blob in a browser and in Node. */
export interface FileData {
  readonly size: number;
  readonly type: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** A call that sends nothing but its path. */
export type NoRequest = { params?: never; query?: never; body?: never; form?: never };
