import 'server-only';
import { sql } from 'drizzle-orm';
import { check, customType, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { LANGUAGES, sqlList } from '../../../lib/enums';
import { centsOfDecimal, decimalOfCents, type Cents } from '../../../lib/money';

/** The columns and checks many tables share. */

export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** When a row was made and last changed. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** A text column that holds one of a list of values: `<table>_<column>_valid`. */
export const inList = (table: string, column: string, values: readonly string[]) =>
  check(`${table}_${column}_valid`, sql.raw(`${column} IN ${sqlList(values)}`));

/** The language a visitor wrote in (the page's), and its check. */
export const language = () => text('language', { enum: LANGUAGES }).notNull().default('en');
export const languageCheck = (table: string) => inList(table, 'language', LANGUAGES);

/**
 * An amount of money: numeric(10,2) dollars in the database, whole cents (`Cents`) in code. The one
 * place an amount is converted on its way in and out, as exact text (no float between).
 */
export const money = customType<{ data: Cents; driverData: string }>({
  dataType: () => 'numeric(10, 2)',
  toDriver: (value) => decimalOfCents(value),
  fromDriver: (value) => centsOfDecimal(String(value)),
});
