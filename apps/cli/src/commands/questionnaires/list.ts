import { endpoints } from '@carecall/api-client';
import { Command, Option } from 'commander';
import { EXIT } from '../../cliError.ts';
import { setExitCode } from '../../exitCode.ts';
import type { CliIo } from '../../io.ts';
import { createRemoteClient } from './createRemoteClient.ts';
import { formatQuestionnaireTable } from './formatQuestionnaireTable.ts';
import { addRemoteOptions, type RemoteOptionValues, resolveRemote } from './remoteOptions.ts';
import { toRemoteCliError } from './toRemoteCliError.ts';

interface ListOptions extends RemoteOptionValues {
  format: 'table' | 'json';
}

/**
 * `carecall questionnaires list`: the questionnaires the organization sees (its own and its parent's), as a table
 * (id, name, language, type, archived) or, with `--format json`, the server's list items.
 */
export function createQuestionnairesListCommand(io: CliIo): Command {
  return addRemoteOptions(
    new Command('list')
      .description('List the questionnaires of an organization on a server.')
      .addOption(new Option('--format <format>', 'output format').choices(['table', 'json']).default('table')),
  )
    .exitOverride()
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr })
    .action(async (options: ListOptions, command: Command) => {
      const remote = resolveRemote(options);
      const client = createRemoteClient(remote);
      try {
        const { questionnaires } = await client.call(endpoints.questionnairesList, {});
        io.stdout(
          options.format === 'json'
            ? `${JSON.stringify(questionnaires, null, 2)}\n`
            : formatQuestionnaireTable(questionnaires),
        );
      } catch (error) {
        throw toRemoteCliError(error, remote);
      }
      setExitCode(command, EXIT.ok);
    });
}
