// Writes schema/questionnaire.schema.json from the zod schema, so editors and other languages can validate files.
// Run with `pnpm --filter @carecall/graph-core schema`; a test fails when the committed file is out of date.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildQuestionnaireJsonSchema } from '../src/questionnaireJsonSchema.ts';

const target = fileURLToPath(new URL('../schema/questionnaire.schema.json', import.meta.url));
writeFileSync(target, `${JSON.stringify(buildQuestionnaireJsonSchema(), null, 2)}\n`);
console.log(`wrote ${target}`);
