import { sql } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.ts';
import { queryRows } from '../db/queryRows.ts';

/**
 * The questionnaires, other than `excludedIds`, that refer to a questionnaire: embed it, list it as a
 * sub-questionnaire or use it as their shadow. Deleting it would break them, so deletion is refused while any exist.
 */
export async function findQuestionnaireUsers(
  db: Db,
  questionnaireId: number,
  excludedIds: readonly number[],
): Promise<number[]> {
  const excluded = sql.join(
    [...excludedIds, -1].map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await queryRows<{ id: number }>(
    db,
    sql`
      select id from questionnaires
      where id not in (${excluded})
        and (
          shadow_questionnaire_id = ${questionnaireId}
          or document -> 'sub_questionnaires' @> ${JSON.stringify([{ questionnaireId }])}::jsonb
          or document -> 'nodes' @> ${JSON.stringify([{ value: { embedded: { questionnaireId } } }])}::jsonb
        )
      order by id`,
  );
  return rows.map((row) => Number(row.id));
}
