import { createCondition } from '../../condition.ts';
import { createPlaceholderValue } from '../../operations/childTemplate.ts';
import { createVertexIssue, isBlank } from '../../rules/vertexIssue.ts';
import { CONTINUES_HERE } from '../kindParts.ts';
import type { VertexKindDefinition } from '../vertexKindDefinition.ts';
import { getAskEdgeIntentRule, getAskUnknownIntent } from './intents.ts';
import { getAskConditionSpec, getAskOptions, isMultiplyingAsk } from './options.ts';
import { askRun } from './run.ts';
import { askPayloadSchema } from './schema.ts';
import { validateMultiBranch } from './validateMultiBranch.ts';
import { withUnknownIntent } from './withUnknownIntent.ts';

/** A question, answered by one of its type's options (or freely), each answer leading down its own edge. */
export const askDefinition: VertexKindDefinition<'ask'> = {
  kind: 'ask',
  payloadSchema: askPayloadSchema,
  edges: {
    allowed: true,
    spec: (value) => getAskConditionSpec(value.ask),
    // Only a multi_branch ask must follow up every option.
    needsEdgePerOption: (value) => value.ask.type === 'multi_branch',
  },
  ending: CONTINUES_HERE,
  getChildTemplates(value) {
    const { ask } = value;
    if (!isMultiplyingAsk(ask)) return [{ condition: undefined, value: createPlaceholderValue() }];
    return getAskOptions(ask).map((option) => ({
      condition: createCondition('answer', option),
      value: createPlaceholderValue(),
    }));
  },
  form: {
    collectIssues(value, _options, issues) {
      if (isBlank(value.ask.question)) issues.push(createVertexIssue('require-text', 'question'));
      if (value.ask.type === 'multi_branch') validateMultiBranch(value.ask, issues);
    },
    spokenTexts: (value) => [
      ['question', value.ask.question],
      ['unknownText', value.ask.unknownText],
    ],
    parameterKeys: () => [],
  },
  getText: (value) => value.ask.question ?? '',
  prepare: {
    prepareValue: withUnknownIntent,
    edgeIntentRule: getAskEdgeIntentRule,
    unknownIntent: getAskUnknownIntent,
  },
  run: askRun,
};
