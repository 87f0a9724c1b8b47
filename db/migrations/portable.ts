import {
  type ColumnDefinitionNode,
  DataTypeNode,
  DefaultValueNode,
  type Kysely,
  type KyselyPlugin,
  OperationNodeTransformer,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  PostgresAdapter,
  type QueryResult,
  RawNode,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

// One migration history for SQLite and PostgreSQL.
//
// A migration written with the schema builder runs on both engines unchanged: on PostgreSQL
// `schemaForPostgres` (applied by migrateToLatest) turns the SQLite spellings of the history into
// their PostgreSQL forms —
//   integer primary key autoIncrement()        → serial primary key
//   'real'                                     → double precision (latitude, durations keep their digits)
//   defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`) → the same ISO text, UTC, milliseconds, 'Z'
// Booleans stay integers 0/1 on both engines and JSON stays text, so the application reads the same
// values from either. Raw SQL that only one engine understands (triggers, the search index,
// `insert or ignore`) goes behind `isPostgres(db)`, with the PostgreSQL form beside the SQLite one.
// Frozen in time: imports nothing from the application.

/** Whether the migration runs on PostgreSQL (otherwise SQLite). */
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** The ISO `now` default of the history, as SQLite writes it: 2026-05-01T09:30:00.123Z. */
const SQLITE_NOW = "strftime('%Y-%m-%dT%H:%M:%fZ','now')";
/** The same text on PostgreSQL. */
export const POSTGRES_NOW = `(to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;

class PostgresSchema extends OperationNodeTransformer {
  protected override transformColumnDefinition(node: ColumnDefinitionNode): ColumnDefinitionNode {
    const column = super.transformColumnDefinition(node);
    const type = DataTypeNode.is(column.dataType) ? column.dataType.dataType : null;
    const raw = column.defaultTo && RawNode.is(column.defaultTo.defaultValue) ? column.defaultTo.defaultValue : null;
    return {
      ...column,
      ...(column.autoIncrement && { autoIncrement: false, dataType: DataTypeNode.create('serial') }),
      ...(type === 'real' && { dataType: DataTypeNode.create('double precision') }),
      ...(raw?.sqlFragments.join('').includes(SQLITE_NOW) && {
        defaultTo: DefaultValueNode.create(RawNode.createWithSql(POSTGRES_NOW)),
      }),
    };
  }
}

/** The plugin that writes the history's schema statements in PostgreSQL's words. */
export const schemaForPostgres: KyselyPlugin = {
  transformQuery: (args: PluginTransformQueryArgs): RootOperationNode =>
    new PostgresSchema().transformNode(args.node, args.queryId),
  transformResult: async (args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> => args.result,
};
