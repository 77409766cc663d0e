import { Command } from 'commander';
import type { CliIo } from '../../io.ts';
import { createQuestionnairesCopyCommand } from './copy.ts';
import { createQuestionnairesListCommand } from './list.ts';
import { createQuestionnairesPullCommand } from './pull.ts';
import { createQuestionnairesPushCommand } from './push.ts';

/** `carecall questionnaires <list|pull|push|copy>`: the questionnaires of a CareCall server, from the command line. */
export function createQuestionnairesCommand(io: CliIo): Command {
  return new Command('questionnaires')
    .description('List, pull, push and copy questionnaires on a CareCall server.')
    .exitOverride()
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr })
    .addCommand(createQuestionnairesListCommand(io))
    .addCommand(createQuestionnairesPullCommand(io))
    .addCommand(createQuestionnairesPushCommand(io))
    .addCommand(createQuestionnairesCopyCommand(io));
}
