import { createCondition } from '../../condition.ts';
import { normalizeParameterKey } from '../../parameters.ts';
import { createVertexIssue, isAdding, isBlank } from '../../rules/vertexIssue.ts';
import { createVertexValue } from '../../vertexValue.ts';
import { joinTextLines } from '../joinTextLines.ts';
import { CONTINUES_HERE, UNPREPARED } from '../kindParts.ts';
import type { VertexKindDefinition } from '../vertexKindDefinition.ts';
import { HOT_TRANSFER_OUTCOMES, HOT_TRANSFER_SPEC } from './outcomes.ts';
import { hotTransferRun } from './run.ts';
import { hotTransferPayloadSchema } from './schema.ts';

/**
 * A transfer of the call to a person, at the number its parameter names for the client or else at its phone; the
 * call follows the `answered` or the `not-answered` edge.
 */
export const hotTransferDefinition: VertexKindDefinition<'hot_transfer'> = {
  kind: 'hot_transfer',
  payloadSchema: hotTransferPayloadSchema,
  edges: { allowed: true, spec: () => HOT_TRANSFER_SPEC, needsEdgePerOption: () => false },
  ending: CONTINUES_HERE,
  // The two outcome says, with the texts the dialog asked for; each gets its own placeholder child.
  getChildTemplates(_value, hotTransfer) {
    const [answered, notAnswered] = HOT_TRANSFER_OUTCOMES;
    return [
      {
        condition: createCondition('hot_transfer', answered),
        value: createVertexValue('say', { message: hotTransfer?.connectedText ?? '' }),
      },
      {
        condition: createCondition('hot_transfer', notAnswered),
        value: createVertexValue('say', { message: hotTransfer?.notConnectedText ?? '' }),
      },
    ];
  },
  form: {
    collectIssues(value, options, issues) {
      // A phone number or a parameter naming one; a parameter that is only braces counts as none.
      const parameter = normalizeParameterKey(value.hot_transfer.parameter ?? '');
      if (isBlank(value.hot_transfer.phone) && parameter === '')
        issues.push(createVertexIssue('require-phone', 'phone'));
      if (isAdding(options)) {
        if (isBlank(options.hotTransfer?.connectedText))
          issues.push(createVertexIssue('require-connected-text', 'connectedText'));
        if (isBlank(options.hotTransfer?.notConnectedText))
          issues.push(createVertexIssue('require-not-connected-text', 'notConnectedText'));
      }
    },
    // The outcome texts are the say vertices' own once they exist; only the dialog that creates them checks them.
    spokenTexts: (_value, options) =>
      isAdding(options)
        ? [
            ['connectedText', options.hotTransfer?.connectedText],
            ['notConnectedText', options.hotTransfer?.notConnectedText],
          ]
        : [],
    parameterKeys(value) {
      const key = normalizeParameterKey(value.hot_transfer.parameter ?? '');
      return key === '' ? [] : [['parameter', key]];
    },
  },
  getText(value) {
    const { name, phone, parameter } = value.hot_transfer;
    return joinTextLines(name, phone ?? (parameter ? `{${parameter}}` : undefined));
  },
  prepare: UNPREPARED,
  run: hotTransferRun,
};
