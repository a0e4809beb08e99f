import { timestamp } from 'drizzle-orm/pg-core';

/** createdOn / updatedOn, as the spec names them, on every editable record. */
export const timestamps = {
  createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
};

export const timestampTz = (name: string) => timestamp(name, { withTimezone: true });
