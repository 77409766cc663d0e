import { normalizeParameterKey } from '../../parameters.ts';
import type { VertexRunBehaviour } from '../vertexKindDefinition.ts';

/**
 * Transfers the call to the number the vertex's parameter has for the client, else to the vertex's phone, else to
 * the context's default number, and follows the `answered` or `not-answered` edge with the result. With no number
 * at all there is nobody to answer: it follows `not-answered` at once.
 */
export const hotTransferRun: VertexRunBehaviour<'hot_transfer'> = {
  arrive(value, step) {
    const { parameter, phone } = value.hot_transfer;
    const key = normalizeParameterKey(parameter ?? '');
    const parameters = step.context.parameters;
    const fromParameter =
      key !== '' && parameters !== undefined && Object.hasOwn(parameters, key) ? parameters[key] : '';
    const fallback = step.context.defaultTransferPhone?.trim() ?? '';
    if (fromParameter?.trim()) step.transfer(fromParameter.trim(), 'parameter');
    else if (phone?.trim()) step.transfer(phone.trim(), 'vertex');
    else if (fallback !== '') step.transfer(fallback, 'default');
    else step.leave('not-answered');
  },
  listening: undefined,
  transferring: {
    transferred(_value, result, step) {
      step.leave(result);
    },
  },
};
