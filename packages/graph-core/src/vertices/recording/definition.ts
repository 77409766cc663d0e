import { createPlaceholderChild } from '../../operations/childTemplate.ts';
import { createVertexIssue, isBlank } from '../../rules/vertexIssue.ts';
import { joinTextLines } from '../joinTextLines.ts';
import { CONTINUES_HERE, NO_PARAMETERS, UNCONDITIONED_EDGES, UNPREPARED } from '../kindParts.ts';
import type { VertexKindDefinition } from '../vertexKindDefinition.ts';
import { recordingRun } from './run.ts';
import { recordingPayloadSchema } from './schema.ts';

/**
 * An uploaded recording, played as it is: its transcription is the text of what it says, shown on the graph and in
 * transcripts, and no parameter is substituted into it.
 */
export const recordingDefinition: VertexKindDefinition<'recording'> = {
  kind: 'recording',
  payloadSchema: recordingPayloadSchema,
  edges: UNCONDITIONED_EDGES,
  ending: CONTINUES_HERE,
  getChildTemplates: createPlaceholderChild,
  form: {
    collectIssues(value, _options, issues) {
      if (isBlank(value.recording.transcription)) issues.push(createVertexIssue('require-text', 'transcription'));
      if (isBlank(value.recording.url)) issues.push(createVertexIssue('require-file', 'url'));
    },
    ...NO_PARAMETERS,
  },
  getText: (value) => joinTextLines(value.recording.name, value.recording.transcription),
  prepare: UNPREPARED,
  run: recordingRun,
};
