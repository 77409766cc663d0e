import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/openDatabase.ts';
import { queryRows } from '../src/db/queryRows.ts';

/** Every row and sequence position of the public schema, captured once so each test can start from it again. */
export interface DatabaseState {
  /** Tables in an order where each comes after the tables it references. */
  tables: { name: string; rows: unknown[] }[];
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
}

function orderByReferences(names: string[], references: { child: string; parent: string }[]): string[] {
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (name: string) => {
    if (ordered.includes(name) || visiting.has(name)) return;
    visiting.add(name);
    for (const { child, parent } of references) if (child === name && parent !== name) visit(parent);
    ordered.push(name);
  };
  for (const name of names) visit(name);
  return ordered;
}

/** Reads the whole public schema's data. */
export async function captureDatabaseState(db: Db): Promise<DatabaseState> {
  const tableNames = (
    await queryRows<{ name: string }>(db, sql`select tablename as name from pg_tables where schemaname = 'public'`)
  ).map((row) => row.name);
  const references = await queryRows<{ child: string; parent: string }>(
    db,
    sql`select conrelid::regclass::text as child, confrelid::regclass::text as parent
        from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace`,
  );
  const tables = [];
  for (const name of orderByReferences(tableNames, references)) {
    const [row] = await queryRows<{ rows: unknown[] }>(
      db,
      sql`select coalesce(json_agg(t), '[]'::json) as rows from ${sql.identifier(name)} t`,
    );
    tables.push({ name, rows: row?.rows ?? [] });
  }
  const sequenceNames = await queryRows<{ name: string }>(
    db,
    sql`select sequencename as name from pg_sequences where schemaname = 'public'`,
  );
  const sequences = [];
  for (const { name } of sequenceNames) {
    const [position] = await queryRows<{ last_value: string; is_called: boolean }>(
      db,
      sql`select last_value::text, is_called from ${sql.identifier(name)}`,
    );
    if (position) sequences.push({ name, lastValue: position.last_value, isCalled: position.is_called });
  }
  return { tables, sequences };
}

/** Puts the database back to a captured state: every table emptied and refilled, every sequence rewound. */
export async function restoreDatabaseState(db: Db, state: DatabaseState): Promise<void> {
  await db.transaction(async (tx) => {
    const all = sql.join(
      state.tables.map((table) => sql.identifier(table.name)),
      sql`, `,
    );
    await tx.execute(sql`truncate ${all} restart identity cascade`);
    for (const table of state.tables) {
      if (table.rows.length === 0) continue;
      await tx.execute(
        sql`insert into ${sql.identifier(table.name)}
            select * from json_populate_recordset(null::${sql.identifier(table.name)}, ${JSON.stringify(table.rows)}::json)`,
      );
    }
    for (const sequence of state.sequences) {
      await tx.execute(
        sql`select setval(${sequence.name}::regclass, ${sequence.lastValue}::bigint, ${sequence.isCalled})`,
      );
    }
  });
}
