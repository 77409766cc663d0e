import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/openDatabase.ts';
import { queryRows } from '../src/db/queryRows.ts';
import { organizations, userOrganizations, users } from '../src/db/schema/index.ts';

/**
 * Creates an organization holding `count` clients, in a few set-based statements (generate_series): every client
 * with a mobile phone, half with a home phone too, consent accepted, declined or missing, most with a last call, so
 * the list query does all of its work. `memberEmail` joins the organization to call the list.
 */
export async function seedBenchClients(db: Db, count: number, memberEmail: string): Promise<number> {
  const [organization] = await db
    .insert(organizations)
    .values({ name: 'Bench Care' })
    .returning({ id: organizations.id });
  if (!organization) throw new Error('could not create the bench organization');
  const organizationId = organization.id;
  const [member] = await queryRows<{ id: number }>(db, sql`select id from ${users} where email = ${memberEmail}`);
  if (!member) throw new Error(`no user ${memberEmail}`);
  await db.insert(userOrganizations).values({ userId: member.id, organizationId });
  await db.execute(sql`
    insert into patients (organization_id, first_name, last_name, external_id, birth_date, gender, language,
                          city, state, country, zip_code, last_call_started_at, created_at, updated_at)
    select ${organizationId},
      (array['Margaret','Robert','Dorothy','James','Helen','William','Betty','Richard','Maria','Jose',
             'Ruth','David','Hiroshi','Keiko','Giuseppe','Lucia','Eleanor','Raymond','Ana','Miguel'])[1 + g % 20],
      (array['Johnson','Williams','Brown','Miller','Davis','Wilson','Anderson','Taylor','Hernandez','Lopez',
             'Cohen','Levi','Tanaka','Suzuki','Rossi','Russo','Campbell','Mitchell','Ramirez','Torres',
             'Clark','Lewis','Walker','Hall','Young'])[1 + (g / 20) % 25],
      'BENCH-' || g,
      date '1930-01-01' + g,
      case when g % 2 = 0 then 'female' else 'male' end,
      'en-US',
      (array['New York','Chicago','Los Angeles','Haifa','Tokyo'])[1 + g % 5],
      (array['NY','IL','CA',null,'Tokyo'])[1 + g % 5],
      (array['USA','USA','USA','Israel','Japan'])[1 + g % 5],
      lpad((10000 + g % 89999)::text, 5, '0'),
      case when g % 4 = 0 then null else now() - (g % 2000) * interval '1 hour' end,
      now(), now()
    from generate_series(1, ${count}) as g`);
  await db.execute(sql`
    insert into patient_phones (patient_id, country_code, number, label, is_default)
    select id, '1', '20255501' || lpad((id % 100)::text, 2, '0'), 'mobile', true
    from patients where organization_id = ${organizationId}
    union all
    select id, '972', '4' || lpad((id % 10000000)::text, 7, '0'), 'home', false
    from patients where organization_id = ${organizationId} and id % 2 = 0`);
  await db.execute(sql`
    insert into patient_tags (patient_id, name, params, description)
    select id, 'consent call',
      case when id % 10 = 6 then 'declined' else 'accepted' end,
      case when id % 10 = 6 then 'gave no reason' end
    from patients where organization_id = ${organizationId} and id % 10 not in (7, 8)`);
  await db.execute(sql`analyze patients`);
  await db.execute(sql`analyze patient_phones`);
  await db.execute(sql`analyze patient_tags`);
  return organizationId;
}
