import type { Hint, Patient, QuestionnaireListEntry } from '@carecall/api-client';
import type { DynamicType, Questionnaire } from '@carecall/graph-core';
import { type FormEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getSimulationWait, type SimulatorEntry } from './simulation.ts';
import {
  getDefaultSimulatorClient,
  getDynamicTypes,
  getParameterKeys,
  type SimulatorClient,
  toSimulatorContext,
} from './simulatorClient.ts';
import { useSimulator } from './useSimulator.ts';
import './simulator.css';

/** Props of {@link SimulatorPanel}. */
export interface SimulatorPanelProps {
  /** The open questionnaire as shown, unsaved edits included. */
  document: Questionnaire;
  /** The client the editor was opened from; without one the panel calls a demo client. */
  patient?: Patient | undefined;
  /** The organization's questionnaires: the choices for dynamic sub-questionnaires, and names for the log. */
  questionnaires: readonly QuestionnaireListEntry[];
  hints?: readonly Hint[] | undefined;
  fetchQuestionnaire: (questionnaireId: number) => Promise<Questionnaire>;
  /** The open questionnaire's vertex the run is at, for the graph to highlight and follow. */
  onCurrentVertex: (vertex: string | null) => void;
  onClose: () => void;
}

const KEYPAD_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '*', '0', '#'] as const;

/**
 * The editor's Test panel: runs the open questionnaire (unsaved edits included) with the bot's runner in the
 * browser and shows it as a conversation between the bot and the client. The client answers by typing, by one of
 * the options the question understands, by a keypad digit, or with no answer; a hot transfer asks whether it was
 * answered. Nothing is played, so every message counts as heard at once. The client's values come from the open
 * client (or a demo client) and can be changed; a change applies when the run is restarted.
 */
export function SimulatorPanel({
  document,
  patient,
  questionnaires,
  hints,
  fetchQuestionnaire,
  onCurrentVertex,
  onClose,
}: SimulatorPanelProps) {
  const { t } = useTranslation('questionnaireSimulator');
  const titleId = useId();
  const [client, setClient] = useState<SimulatorClient>(() => getDefaultSimulatorClient(patient, questionnaires));
  const [dynamicOverrides, setDynamicOverrides] = useState<Partial<Record<DynamicType, number>>>({});
  const [utterance, setUtterance] = useState('');
  const effectiveClient = useMemo<SimulatorClient>(
    () => ({
      ...client,
      dynamic: { ...getDefaultSimulatorClient(undefined, questionnaires).dynamic, ...dynamicOverrides },
    }),
    [client, questionnaires, dynamicOverrides],
  );
  const clientRef = useRef(effectiveClient);
  clientRef.current = effectiveClient;
  const hintsRef = useRef(hints);
  hintsRef.current = hints;
  const getContext = useCallback(
    (loaded: Readonly<Record<string, Questionnaire>>) =>
      toSimulatorContext(clientRef.current, loaded, hintsRef.current),
    [],
  );
  const { simulation, loading, failedQuestionnaires, restartedAfterChange, send, restart } = useSimulator({
    document,
    getContext,
    fetchQuestionnaire,
  });
  const wait = simulation ? getSimulationWait(simulation) : 'nothing';
  const busy = loading || simulation === null;
  const parameterKeys = useMemo(() => {
    const keys = getParameterKeys(document);
    for (const key of Object.keys(client.parameters)) if (!keys.includes(key)) keys.push(key);
    return keys;
  }, [document, client.parameters]);
  const dynamicTypes = useMemo(() => getDynamicTypes(document), [document]);
  const nameOf = useCallback(
    (id: number) => questionnaires.find((entry) => entry.id === id)?.name ?? t('log.questionnaireId', { id }),
    [questionnaires, t],
  );

  const rootVertex = simulation?.rootVertex ?? null;
  useEffect(() => onCurrentVertex(rootVertex), [rootVertex, onCurrentVertex]);
  useEffect(() => () => onCurrentVertex(null), [onCurrentVertex]);

  const log = useRef<HTMLDivElement>(null);
  const entryCount = simulation?.entries.length ?? 0;
  // The newest line stays in sight as the conversation grows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: entryCount is what changes the log's height
  useEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [entryCount]);

  const submitUtterance = (event: FormEvent) => {
    event.preventDefault();
    const text = utterance.trim();
    if (text === '') return;
    send({ type: 'utterance', text });
    setUtterance('');
  };
  const setParameter = (key: string, value: string) =>
    setClient((current) => ({ ...current, parameters: { ...current.parameters, [key]: value } }));

  const current = simulation?.current;
  return (
    <section className="cc-simulator" aria-labelledby={titleId}>
      <header className="cc-simulator__header">
        <h2 id={titleId} className="cc-simulator__title">
          {t('title')}
        </h2>
        <div className="cc-simulator__tools">
          <button type="button" className="p-button p-component p-button-sm p-button-outlined" onClick={restart}>
            <i className="pi pi-replay p-button-icon p-button-icon-left" aria-hidden="true" />
            <span className="p-button-label">{t('restart')}</span>
          </button>
          <button
            type="button"
            className="p-button p-component p-button-sm p-button-text p-button-icon-only"
            aria-label={t('close')}
            title={t('close')}
            onClick={onClose}
          >
            <i className="pi pi-times p-button-icon" aria-hidden="true" />
          </button>
        </div>
      </header>

      <details className="cc-simulator__client">
        <summary>{t('client.title')}</summary>
        <form className="cc-simulator__form" onSubmit={(event) => event.preventDefault()}>
          <p className="cc-simulator__hint">{t(patient ? 'client.fromPatient' : 'client.demo')}</p>
          {parameterKeys.map((key) => (
            <label key={key} className="cc-simulator__field">
              <span>{t(`client.parameters.${key}`, { defaultValue: key })}</span>
              <input
                className="p-inputtext p-component p-inputtext-sm"
                value={client.parameters[key] ?? ''}
                onChange={(event) => setParameter(key, event.target.value)}
              />
            </label>
          ))}
          <label className="cc-simulator__field">
            <span>{t('client.birthDate')}</span>
            <input
              type="date"
              className="p-inputtext p-component p-inputtext-sm"
              value={client.birthDate}
              onChange={(event) => setClient((value) => ({ ...value, birthDate: event.target.value }))}
            />
          </label>
          <label className="cc-simulator__field">
            <span>{t('client.zipCode')}</span>
            <input
              className="p-inputtext p-component p-inputtext-sm"
              inputMode="numeric"
              value={client.zipCode}
              onChange={(event) => setClient((value) => ({ ...value, zipCode: event.target.value }))}
            />
          </label>
          <label className="cc-simulator__field">
            <span>{t('client.language')}</span>
            <select
              className="p-inputtext p-component p-inputtext-sm"
              value={client.language}
              onChange={(event) =>
                setClient((value) => ({ ...value, language: event.target.value as SimulatorClient['language'] }))
              }
            >
              <option value="none">{t('client.languages.none')}</option>
              <option value="en-US">{t('client.languages.en-US')}</option>
              <option value="es-US">{t('client.languages.es-US')}</option>
            </select>
          </label>
          {dynamicTypes.map((type) => (
            <label key={type} className="cc-simulator__field">
              <span>{t(`client.dynamic.${type}`)}</span>
              <select
                className="p-inputtext p-component p-inputtext-sm"
                value={String(effectiveClient.dynamic[type] ?? '')}
                onChange={(event) => setDynamicOverrides((value) => ({ ...value, [type]: Number(event.target.value) }))}
              >
                {effectiveClient.dynamic[type] === undefined ? <option value="">{t('client.noDynamic')}</option> : null}
                {questionnaires
                  .filter((entry) => entry.type === type && !entry.archive)
                  .map((entry) => (
                    <option key={entry.id} value={entry.id}>
                      {entry.name}
                    </option>
                  ))}
              </select>
            </label>
          ))}
          <p className="cc-simulator__hint">{t('client.appliesOnRestart')}</p>
        </form>
      </details>

      <p className="cc-simulator__status" role="status">
        {loading
          ? t('status.loading')
          : current
            ? current.questionnaireId === document.id
              ? t('status.at', { vertex: current.vertex })
              : t('status.atIn', { vertex: current.vertex, name: nameOf(current.questionnaireId) })
            : simulation?.ended
              ? ''
              : t('status.starting')}
      </p>
      {restartedAfterChange ? <p className="cc-simulator__note">{t('status.restartedAfterChange')}</p> : null}
      {failedQuestionnaires.length > 0 ? (
        <p className="cc-simulator__error" role="alert">
          {t('status.loadFailed', { names: failedQuestionnaires.map(nameOf).join(', ') })}
        </p>
      ) : null}

      <div
        ref={log}
        className="cc-simulator__log"
        role="log"
        aria-live="polite"
        aria-label={t('log.label')}
        // The log scrolls on its own, so keyboard users can reach earlier lines.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
        tabIndex={0}
      >
        {simulation && simulation.entries.length > 0 ? (
          simulation.entries.map((entry) => <SimulatorLine key={entry.id} entry={entry} nameOf={nameOf} />)
        ) : (
          <p className="cc-simulator__empty">{t('log.empty')}</p>
        )}
      </div>

      <div className="cc-simulator__answer">
        {wait === 'answer' ? (
          <>
            {simulation && simulation.options.length > 0 ? (
              <fieldset className="cc-simulator__group cc-simulator__options">
                <legend>{t('answer.options')}</legend>
                {simulation.options.map((option) => (
                  <button
                    key={option}
                    type="button"
                    className="p-button p-component p-button-sm p-button-outlined"
                    disabled={busy}
                    onClick={() => send({ type: 'utterance', text: option })}
                  >
                    <span className="p-button-label">{option}</span>
                  </button>
                ))}
              </fieldset>
            ) : null}
            <form className="cc-simulator__say" onSubmit={submitUtterance}>
              <input
                className="p-inputtext p-component p-inputtext-sm"
                aria-label={t('answer.utterance')}
                placeholder={t('answer.utterancePlaceholder')}
                value={utterance}
                onChange={(event) => setUtterance(event.target.value)}
                disabled={busy}
              />
              <button
                type="submit"
                className="p-button p-component p-button-sm"
                disabled={busy || utterance.trim() === ''}
              >
                <span className="p-button-label">{t('answer.send')}</span>
              </button>
            </form>
            <fieldset className="cc-simulator__group">
              <legend>{t('answer.keypad')}</legend>
              <div className="cc-simulator__keypad">
                {KEYPAD_KEYS.map((key) => (
                  <button
                    key={key}
                    type="button"
                    className="p-button p-component p-button-sm p-button-secondary p-button-outlined"
                    aria-label={t('answer.key', { key })}
                    disabled={busy}
                    onClick={() => send({ type: 'keypad', digits: key })}
                  >
                    <span className="p-button-label">{key}</span>
                  </button>
                ))}
              </div>
            </fieldset>
            <div className="cc-simulator__row">
              <button
                type="button"
                className="p-button p-component p-button-sm p-button-secondary p-button-outlined"
                disabled={busy}
                onClick={() => send({ type: 'no-input' })}
              >
                <span className="p-button-label">{t('answer.noInput')}</span>
              </button>
              <HangUpButton disabled={busy} onClick={() => send({ type: 'hangup' })} label={t('answer.hangup')} />
            </div>
          </>
        ) : null}
        {wait === 'transfer' ? (
          <fieldset className="cc-simulator__group cc-simulator__row">
            <legend>{t('answer.transfer')}</legend>
            <button
              type="button"
              className="p-button p-component p-button-sm p-button-outlined"
              disabled={busy}
              onClick={() => send({ type: 'transfer', result: 'answered' })}
            >
              <span className="p-button-label">{t('answer.transferAnswered')}</span>
            </button>
            <button
              type="button"
              className="p-button p-component p-button-sm p-button-outlined"
              disabled={busy}
              onClick={() => send({ type: 'transfer', result: 'not-answered' })}
            >
              <span className="p-button-label">{t('answer.transferNotAnswered')}</span>
            </button>
            <HangUpButton disabled={busy} onClick={() => send({ type: 'hangup' })} label={t('answer.hangup')} />
          </fieldset>
        ) : null}
        {simulation?.ended ? <p className="cc-simulator__ended">{t('answer.ended')}</p> : null}
      </div>
    </section>
  );
}

function HangUpButton({ disabled, onClick, label }: { disabled: boolean; onClick: () => void; label: string }) {
  return (
    <button
      type="button"
      className="p-button p-component p-button-sm p-button-secondary p-button-outlined cc-simulator__hangup"
      disabled={disabled}
      onClick={onClick}
    >
      <i className="pi pi-phone p-button-icon p-button-icon-left" aria-hidden="true" />
      <span className="p-button-label">{label}</span>
    </button>
  );
}

/** One line of the conversation: who said it and what, or what happened. */
function SimulatorLine({ entry, nameOf }: { entry: SimulatorEntry; nameOf: (id: number) => string }) {
  const { t } = useTranslation('questionnaireSimulator');
  if (entry.from === 'event') {
    let text: string;
    switch (entry.kind) {
      case 'answer':
        text = t('log.answer', { name: entry.name, value: entry.value });
        break;
      case 'transfer':
        text = t('log.transfer', { phone: entry.phone });
        break;
      case 'transfer-result':
        text = t(`log.transferResult.${entry.result}`);
        break;
      case 'enter':
        text = t('log.enter', { name: nameOf(entry.entered) });
        break;
      case 'exit':
        text = t('log.exit', { name: nameOf(entry.left) });
        break;
      case 'end':
        text =
          entry.error === undefined
            ? t('log.end', { reason: t(`reasons.${entry.reason}`) })
            : t('log.endError', { reason: t(`reasons.${entry.reason}`), error: t(`errors.${entry.error}`) });
        break;
    }
    return <p className={`cc-simulator__event cc-simulator__event--${entry.kind}`}>{text}</p>;
  }
  let text: string;
  switch (entry.kind) {
    case 'say':
    case 'play':
    case 'utterance':
      text = entry.text;
      break;
    case 'keypad':
      text = t('log.keypad', { digits: entry.digits });
      break;
    case 'no-input':
      text = t('log.noInput');
      break;
    case 'hangup':
      text = t('log.hangup');
      break;
  }
  return (
    <div className={`cc-simulator__line cc-simulator__line--${entry.from}`} data-from={entry.from}>
      <span className="cc-simulator__speaker">{t(`log.from.${entry.from}`)}</span>
      <span className="cc-simulator__message">
        {entry.kind === 'play' ? <i className="pi pi-volume-up" aria-hidden="true" /> : null} {text}
      </span>
      {entry.kind === 'say' && entry.missingParameters.length > 0 ? (
        <span className="cc-simulator__missing">
          {t('log.missingParameters', { keys: entry.missingParameters.join(', ') })}
        </span>
      ) : null}
    </div>
  );
}
