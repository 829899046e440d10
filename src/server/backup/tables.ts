import 'server-only';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema';

export type TableInfo = { name: string; columns: string[] };

/**
 * Every table of the schema, each after the tables it refers to, so that rows can be put back in
 * this order without breaking a foreign key.
 */
export function tablesInRestoreOrder(): TableInfo[] {
  const tables = (Object.values(schema) as unknown[]).filter((value) =>
    is(value, PgTable),
  ) as PgTable[];
  const configs = new Map(tables.map((table) => [table, getTableConfig(table)]));
  const ordered: TableInfo[] = [];
  const placed = new Set<PgTable>();
  const place = (table: PgTable, path: Set<PgTable>) => {
    if (placed.has(table) || path.has(table)) return;
    path.add(table);
    const config = configs.get(table)!;
    for (const key of config.foreignKeys) {
      const target = key.reference().foreignTable;
      if (target !== table) place(target, path);
    }
    placed.add(table);
    ordered.push({ name: config.name, columns: config.columns.map((column) => column.name) });
  };
  for (const table of [...tables].sort((a, b) =>
    configs.get(a)!.name.localeCompare(configs.get(b)!.name),
  )) {
    place(table, new Set());
  }
  return ordered;
}
