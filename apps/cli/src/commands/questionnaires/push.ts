import { Command } from 'commander';
import { EXIT } from '../../cliError.ts';
import { setExitCode } from '../../exitCode.ts';
import { type CliIo, readJsonFile } from '../../io.ts';
import { createRemoteClient } from './createRemoteClient.ts';
import { addRemoteOptions, type RemoteOptionValues, resolveRemote } from './remoteOptions.ts';
import { uploadQuestionnaire } from './uploadQuestionnaire.ts';

/**
 * `carecall questionnaires push <file>`: lints the file locally and refuses it with the diagnostics (exit 1) before
 * anything is uploaded; otherwise creates it (id -1 or none) or replaces it (its id, based on its `version`) and
 * prints the id on standard output.
 */
export function createQuestionnairesPushCommand(io: CliIo): Command {
  return addRemoteOptions(
    new Command('push')
      .description('Lint a questionnaire JSON file, then create or replace it on a server.')
      .argument('<file>', 'questionnaire JSON file'),
  )
    .exitOverride()
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr })
    .action(async (file: string, options: RemoteOptionValues, command: Command) => {
      const input = await readJsonFile(file);
      const remote = resolveRemote(options);
      const saved = await uploadQuestionnaire(createRemoteClient(remote), input, { label: file, io });
      io.stdout(`${saved.id}\n`);
      io.stderr(`saved questionnaire ${saved.id} at version ${saved.version}\n`);
      setExitCode(command, EXIT.ok);
    });
}
