import { prepareQuestionnaire, type Questionnaire } from '@carecall/graph-core';
import type { RunContext } from '@carecall/graph-core/runner';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type Simulation, type SimulatorInput, stepSimulation } from './simulation.ts';

/** What the Test panel's hook needs from the screen. */
export interface UseSimulatorOptions {
  /** The open questionnaire as shown, unsaved edits included. */
  document: Questionnaire;
  /** The runner's context for the client as the panel's form says now, with these sub-questionnaires. */
  getContext: (questionnaires: Readonly<Record<string, Questionnaire>>) => RunContext;
  /** Fetches a stored questionnaire (a sub-questionnaire the run enters). */
  fetchQuestionnaire: (questionnaireId: number) => Promise<Questionnaire>;
}

/** The Test panel's run: what it shows, and the actions that move it. */
export interface SimulatorController {
  simulation: Simulation | null;
  /** A sub-questionnaire is being fetched; inputs wait. */
  loading: boolean;
  /** Ids of sub-questionnaires that could not be fetched in this run. */
  failedQuestionnaires: readonly number[];
  /** The questionnaire changed under a run, which was started again. */
  restartedAfterChange: boolean;
  send: (input: SimulatorInput) => void;
  restart: () => void;
}

/**
 * Runs the open questionnaire with the runner in the browser: prepared as it would be saved, started when the
 * panel opens and again whenever the questionnaire changes (a run's place may no longer exist), each input answered
 * with the next step. Sub-questionnaires are fetched as the run enters them and kept for the rest of the run and
 * the ones after it; the client's form is read at each start, so a change applies from the next restart.
 */
export function useSimulator({ document, getContext, fetchQuestionnaire }: UseSimulatorOptions): SimulatorController {
  const prepared = useMemo(() => prepareQuestionnaire(document), [document]);
  const [simulation, setSimulation] = useState<Simulation | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState<readonly number[]>([]);
  const [restartedAfterChange, setRestartedAfterChange] = useState(false);
  const fetched = useRef<Record<string, Questionnaire>>({});
  const unavailable = useRef(new Set<number>());
  /** The context of the run under way: the same for every step, as the runner requires. */
  const context = useRef<RunContext | null>(null);
  /** Counts runs, so a fetch that returns after a restart does not step the newer run. */
  const generation = useRef(0);
  const latest = useRef({ getContext, fetchQuestionnaire });
  latest.current = { getContext, fetchQuestionnaire };

  const advance = useCallback(
    async (from: Simulation | null, input: SimulatorInput | null, run: number) => {
      for (;;) {
        const current = context.current ?? latest.current.getContext(fetched.current);
        const step = stepSimulation(prepared, current, from, input, unavailable.current);
        if (run !== generation.current) return;
        if (step.kind === 'done') {
          setSimulation(step.simulation);
          setLoading(false);
          return;
        }
        setLoading(true);
        try {
          const loaded = await latest.current.fetchQuestionnaire(step.questionnaireId);
          fetched.current[String(step.questionnaireId)] = prepareQuestionnaire(loaded);
        } catch {
          unavailable.current.add(step.questionnaireId);
          if (run === generation.current) setFailed([...unavailable.current]);
        }
        if (run !== generation.current) return;
        // The run's context gains the sub-questionnaire; what it held before stays as it was.
        context.current = { ...current, questionnaires: { ...fetched.current } };
      }
    },
    [prepared],
  );

  const startRun = useCallback(() => {
    generation.current += 1;
    unavailable.current = new Set();
    setFailed([]);
    context.current = latest.current.getContext(fetched.current);
    void advance(null, null, generation.current);
  }, [advance]);

  const startedFor = useRef<Questionnaire | null>(null);
  // A new questionnaire (an edit, a save, another one opened) starts the run again.
  useEffect(() => {
    setRestartedAfterChange(startedFor.current !== null && startedFor.current !== prepared);
    startedFor.current = prepared;
    startRun();
  }, [startRun, prepared]);

  const restart = useCallback(() => {
    setRestartedAfterChange(false);
    startRun();
  }, [startRun]);

  const send = useCallback(
    (input: SimulatorInput) => {
      if (simulation === null || loading) return;
      setRestartedAfterChange(false);
      void advance(simulation, input, generation.current);
    },
    [simulation, loading, advance],
  );

  return { simulation, loading, failedQuestionnaires: failed, restartedAfterChange, send, restart };
}
