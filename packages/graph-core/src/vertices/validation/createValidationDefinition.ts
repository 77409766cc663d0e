import { createCondition } from '../../condition.ts';
import type { ConditionSpec } from '../../conditionOptions.ts';
import { createPlaceholderValue } from '../../operations/childTemplate.ts';
import { createVertexIssue, isBlank } from '../../rules/vertexIssue.ts';
import type { ValidationKind } from '../../vertexKind.ts';
import type { VertexValueOf } from '../../vertexValue.ts';
import { CONTINUES_HERE, UNPREPARED } from '../kindParts.ts';
import type { VertexKindDefinition, VertexRunBehaviour } from '../vertexKindDefinition.ts';
import { VALIDATION_OUTCOMES } from './outcomes.ts';
import { type ValidationPayload, validationPayloadSchema } from './schema.ts';

/**
 * The definition both validation kinds share, under their own kind key: a request message, a wait message, and an
 * edge for each of `valid` and `invalid`, whose condition's action is the kind.
 */
export function createValidationDefinition<K extends ValidationKind>(
  kind: K,
  getPayload: (value: VertexValueOf<K>) => ValidationPayload,
  run: VertexRunBehaviour<K>,
): VertexKindDefinition<K> {
  const spec: ConditionSpec = { action: kind, options: [...VALIDATION_OUTCOMES], required: true };
  return {
    kind,
    payloadSchema: validationPayloadSchema,
    edges: { allowed: true, spec: () => spec, needsEdgePerOption: () => false },
    ending: CONTINUES_HERE,
    getChildTemplates: () =>
      VALIDATION_OUTCOMES.map((outcome) => ({
        condition: createCondition(kind, outcome),
        value: createPlaceholderValue(),
      })),
    form: {
      collectIssues(value, _options, issues) {
        const payload = getPayload(value);
        if (isBlank(payload.requestMessage))
          issues.push(createVertexIssue('require-request-message', 'requestMessage'));
        if (isBlank(payload.waitMessage)) issues.push(createVertexIssue('require-wait-message', 'waitMessage'));
      },
      spokenTexts(value) {
        const payload = getPayload(value);
        return [
          ['requestMessage', payload.requestMessage],
          ['waitMessage', payload.waitMessage],
        ];
      },
      parameterKeys: () => [],
    },
    getText: (value) => getPayload(value).requestMessage ?? '',
    prepare: UNPREPARED,
    run,
  };
}
