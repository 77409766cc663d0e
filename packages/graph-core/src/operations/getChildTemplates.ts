import { getAskOptions, isMultiplyingAsk } from '../askOptions.ts';
import { type Condition, createCondition } from '../condition.ts';
import { HOT_TRANSFER_OUTCOMES, VALIDATION_OUTCOMES } from '../conditionOptions.ts';
import { createVertexValue, getVertexKind, type VertexValue } from '../vertexValue.ts';
import { PLACEHOLDER_TEXT } from '../vertices/placeholder.ts';

/** The texts of the two say vertices a new hot transfer is followed by. */
export interface HotTransferTexts {
  /** Spoken when the transfer is answered (edge `hot_transfer = answered`). */
  connectedText: string;
  /** Spoken when it is not (edge `hot_transfer = not-answered`). */
  notConnectedText: string;
}

/** One vertex an edit creates after a new vertex, and the condition of the edge leading to it. */
export interface ChildTemplate {
  condition: Condition | undefined;
  value: VertexValue;
}

/** The value of a not-yet-authored vertex. */
export function createPlaceholderValue(): VertexValue {
  return createVertexValue('placeholder', { text: PLACEHOLDER_TEXT });
}

/**
 * The children a vertex gets when it is added or a placeholder becomes it (part 2 §4, "Vertex dialog modes"): one
 * placeholder after say, recording, dynamic, embedded and a non-multiplying ask; one per answer option after a
 * multiplying ask; `valid` and `invalid` after a validation; the two outcome says after a hot transfer; none after
 * terminate_call or a placeholder.
 */
export function getChildTemplates(value: VertexValue, hotTransfer?: HotTransferTexts): ChildTemplate[] {
  const kind = getVertexKind(value);
  switch (kind) {
    case 'terminate_call':
    case 'placeholder':
      return [];
    case 'ask': {
      const ask = 'ask' in value ? value.ask : {};
      if (!isMultiplyingAsk(ask)) return [{ condition: undefined, value: createPlaceholderValue() }];
      return getAskOptions(ask).map((option) => ({
        condition: createCondition('answer', option),
        value: createPlaceholderValue(),
      }));
    }
    case 'date_of_birth_validation':
    case 'zip_code_validation':
      return VALIDATION_OUTCOMES.map((outcome) => ({
        condition: createCondition(kind, outcome),
        value: createPlaceholderValue(),
      }));
    case 'hot_transfer': {
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
    }
    default:
      return [{ condition: undefined, value: createPlaceholderValue() }];
  }
}
