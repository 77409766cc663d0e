import { endpoints } from '@carecall/api-client';
import { lintQuestionnaire } from '@carecall/graph-core';
import { Command } from 'commander';
import { CliError, EXIT } from '../../cliError.ts';
import { setExitCode } from '../../exitCode.ts';
import type { CliIo } from '../../io.ts';
import { formatLintText } from '../lintTextReport.ts';
import { copyQuestionnaireDocument } from './copyQuestionnaireDocument.ts';
import { copyRecordingsInto } from './copyRecordingsInto.ts';
import { createRemoteClient } from './createRemoteClient.ts';
import { addRemoteOptions, parseOrganizationOption, type RemoteOptionValues, resolveRemote } from './remoteOptions.ts';
import { toRemoteCliError } from './toRemoteCliError.ts';
import { uploadQuestionnaire } from './uploadQuestionnaire.ts';

interface CopyOptions extends RemoteOptionValues {
  toOrg: string;
  name?: string;
}

/**
 * `carecall questionnaires copy <id> --to-org <id> [--name <name>]`: copies a questionnaire of the acting
 * organization (`--org`) into another organization as a new questionnaire and prints the new id. References the
 * target cannot use are left out (see `copyQuestionnaireDocument`); the copy is linted like `push` before upload.
 */
export function createQuestionnairesCopyCommand(io: CliIo): Command {
  return addRemoteOptions(
    new Command('copy')
      .description('Copy a questionnaire into another organization as a new questionnaire.')
      .argument('<id>', 'questionnaire id')
      .requiredOption('--to-org <id>', 'the organization to copy into')
      .option('--name <name>', 'name of the copy (default: the same name)'),
  )
    .exitOverride()
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr })
    .action(async (id: string, options: CopyOptions, command: Command) => {
      if (!/^\d{1,9}$/.test(id)) throw new CliError(`copy: the questionnaire id must be a number (got "${id}")`);
      if (options.name !== undefined && options.name.trim() === '') throw new CliError('--name must not be empty');
      const targetId = parseOrganizationOption(options.toOrg, '--to-org');
      const remote = resolveRemote(options);
      const client = createRemoteClient(remote);
      let copied: ReturnType<typeof copyQuestionnaireDocument>;
      try {
        const source = await client.call(endpoints.questionnairesGet, { params: { questionnaireId: id } });
        const { questionnaires: visible } = await client.call(endpoints.questionnairesList, {}, targetId);
        copied = copyQuestionnaireDocument(source, { name: options.name?.trim(), visible });
      } catch (error) {
        throw toRemoteCliError(error, remote);
      }
      for (const note of copied.notes) io.stderr(`copy: ${note}\n`);
      const label = `questionnaire ${id}`;
      // Lint before uploading any recording, so a copy that will be refused leaves nothing behind in the target.
      const offline = lintQuestionnaire(copied.document);
      if (offline.some((diagnostic) => diagnostic.severity === 'error')) {
        io.stderr(formatLintText([{ file: label, diagnostics: offline }], { color: false }));
        throw new CliError(`${label}: not copied, the copy has lint errors (see above)`, EXIT.failure);
      }
      let document = copied.document;
      try {
        const recordings = await copyRecordingsInto(client, document.nodes, targetId);
        for (const note of recordings.notes) io.stderr(`copy: ${note}\n`);
        document = { ...document, nodes: recordings.nodes };
      } catch (error) {
        throw toRemoteCliError(error, remote);
      }
      const saved = await uploadQuestionnaire(client, document, {
        label,
        io,
        organizationId: targetId,
      });
      io.stdout(`${saved.id}\n`);
      io.stderr(`copied questionnaire ${id} into organization ${targetId} as ${saved.id}\n`);
      setExitCode(command, EXIT.ok);
    });
}
