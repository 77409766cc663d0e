import type { SimulationLine, SimulationResult } from './runSimulation.ts';

/** One transcript line as a conversation shows it: `CALLER: …` or `PATIENT: …`. */
export function formatSimulationLine(line: SimulationLine): string {
  return `${line.from}: ${line.message}\n`;
}

/** How the run stands, for the last line of the text format. */
export function formatSimulationStatus(result: SimulationResult): string {
  if (result.status === 'waiting') return '-- waiting for an input: the inputs ran out\n';
  return `-- ended: ${result.reason}${result.error === undefined ? '' : ` (${result.error})`}\n`;
}

/** The text format: the conversation, then how the run stands. */
export function formatSimulationText(result: SimulationResult): string {
  return result.transcript.map(formatSimulationLine).join('') + formatSimulationStatus(result);
}

/** The JSON format: one object, 2-space indented. */
export function formatSimulationJson(result: SimulationResult): string {
  return `${JSON.stringify(result, null, 2)}\n`;
}
