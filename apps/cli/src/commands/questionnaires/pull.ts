import { writeFile } from 'node:fs/promises';
import { endpoints } from '@carecall/api-client';
import { Command } from 'commander';
import { CliError, EXIT } from '../../cliError.ts';
import { setExitCode } from '../../exitCode.ts';
import type { CliIo } from '../../io.ts';
import { createRemoteClient } from './createRemoteClient.ts';
import { addRemoteOptions, type RemoteOptionValues, resolveRemote } from './remoteOptions.ts';
import { toQuestionnaireFile } from './toQuestionnaireFile.ts';
import { toRemoteCliError } from './toRemoteCliError.ts';

interface PullOptions extends RemoteOptionValues {
  output?: string;
}

/**
 * `carecall questionnaires pull <id> [-o file]`: writes a questionnaire as its canonical file (stdout without `-o`),
 * with the version it was read at, ready for `carecall lint` and `push`.
 */
export function createQuestionnairesPullCommand(io: CliIo): Command {
  return addRemoteOptions(
    new Command('pull')
      .description('Write a questionnaire from a server as its canonical JSON file.')
      .argument('<id>', 'questionnaire id')
      .option('-o, --output <file>', 'write to this file instead of standard output'),
  )
    .exitOverride()
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr })
    .action(async (id: string, options: PullOptions, command: Command) => {
      if (!/^\d{1,9}$/.test(id)) throw new CliError(`pull: the questionnaire id must be a number (got "${id}")`);
      const remote = resolveRemote(options);
      const client = createRemoteClient(remote);
      let text: string;
      try {
        text = toQuestionnaireFile(await client.call(endpoints.questionnairesGet, { params: { questionnaireId: id } }));
      } catch (error) {
        throw toRemoteCliError(error, remote);
      }
      if (options.output === undefined) {
        io.stdout(text);
      } else {
        try {
          await writeFile(options.output, text);
        } catch (error) {
          throw new CliError(
            `${options.output}: cannot be written (${(error as NodeJS.ErrnoException).code ?? error})`,
          );
        }
        io.stderr(`wrote questionnaire ${id} to ${options.output}\n`);
      }
      setExitCode(command, EXIT.ok);
    });
}
