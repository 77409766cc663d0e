import type { Answer, BotAnswer } from '@carecall/api-client';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalToast } from '../../../app/usePortalToast.ts';
import { useSubmitCallAnswers } from '../api/useCallQuestions.ts';

/** The longest corrected answer the server takes. */
const MAX_ANSWER_LENGTH = 1000;

/** Props of {@link BotAnswersTable}. */
export interface BotAnswersTableProps {
  patientId: number;
  callId: number;
  /** All of the call's answers: a correction sends them back with the one corrected. */
  answers: Answer[];
  botAnswers: BotAnswer[];
}

/** What the bot heard, said as what arrived: the words recognised, the keys pressed or the operator's choice. */
function useHeard() {
  const { t } = useTranslation('calls');
  return (answer: BotAnswer): string => {
    if (answer.heard.trim() === '') return t('questionnaire.bot.heardNothing');
    if (answer.input === 'keypad') return t('questionnaire.bot.heardKeypad', { keys: answer.heard });
    if (answer.input === 'operator') return t('questionnaire.bot.heardOperator', { option: answer.heard });
    return t('questionnaire.bot.heardSpeech', { text: answer.heard });
  };
}

/**
 * The answers the bot recorded on the call: each question it asked, the answer it understood, what it heard and the
 * questionnaire vertex that asked. Staff correct an answer in place (Edit, then Save or Cancel); the correction is
 * stored through the call's answer route like the post-call answers, and a failed save keeps the text being edited.
 */
export function BotAnswersTable({ patientId, callId, answers, botAnswers }: BotAnswersTableProps) {
  const { t } = useTranslation('calls');
  const toast = usePortalToast();
  const submit = useSubmitCallAnswers(patientId, callId);
  const heard = useHeard();
  const [editing, setEditing] = useState<{ id: string; text: string } | null>(null);
  const captionId = useId();
  const fieldId = useId();

  const save = () => {
    if (!editing) return;
    const text = editing.text.trim();
    submit.mutate(
      {
        answers: answers.map((answer) =>
          answer.source === 'bot' && answer.id === editing.id ? { ...answer, answer: text } : answer,
        ),
        stored: true,
      },
      {
        onSuccess: () => {
          toast.success(t('questionnaire.bot.saved'));
          setEditing(null);
        },
        onError: () => toast.error(t('questionnaire.submitFailed')),
      },
    );
  };
  const editingText = editing?.text.trim() ?? '';

  return (
    <table className="cc-calls__table cc-bot-answers" aria-labelledby={captionId}>
      <caption id={captionId} className="cc-bot-answers__caption">
        {t('questionnaire.bot.title')}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('questionnaire.question')}</th>
          <th scope="col">{t('questionnaire.answer')}</th>
          <th scope="col">{t('questionnaire.bot.heard')}</th>
          <th scope="col">{t('questionnaire.bot.vertex')}</th>
        </tr>
      </thead>
      <tbody>
        {botAnswers.map((answer) => {
          const question = answer.question ?? answer.name;
          const isEditing = editing?.id === answer.id;
          return (
            <tr key={answer.id}>
              <td>{question}</td>
              <td>
                {isEditing ? (
                  <>
                    <label htmlFor={fieldId} className="cc-visually-hidden">
                      {t('questionnaire.bot.answerTo', { question })}
                    </label>
                    <input
                      id={fieldId}
                      className="p-inputtext p-inputtext-sm"
                      value={editing.text}
                      maxLength={MAX_ANSWER_LENGTH}
                      aria-invalid={editingText === ''}
                      disabled={submit.isPending}
                      onChange={(event) => setEditing({ id: answer.id, text: event.target.value })}
                      onKeyDown={(event) => {
                        if (event.key === 'Enter' && editingText !== '') save();
                        if (event.key === 'Escape') setEditing(null);
                      }}
                    />
                  </>
                ) : (
                  <div className="cc-bot-answers__value">{answer.answer}</div>
                )}
                <div className="cc-bot-answers__actions">
                  {isEditing ? (
                    <>
                      <button
                        type="button"
                        className="p-button p-button-sm"
                        disabled={submit.isPending || editingText === ''}
                        onClick={save}
                      >
                        <i className={submit.isPending ? 'pi pi-spin pi-spinner' : 'pi pi-check'} aria-hidden="true" />{' '}
                        {t('questionnaire.bot.save')}
                      </button>
                      <button
                        type="button"
                        className="p-button p-button-sm p-button-text"
                        disabled={submit.isPending}
                        onClick={() => setEditing(null)}
                      >
                        {t('questionnaire.bot.cancel')}
                      </button>
                    </>
                  ) : (
                    <button
                      type="button"
                      className="p-button p-button-sm p-button-outlined"
                      aria-label={t('questionnaire.bot.edit', { question })}
                      disabled={editing !== null}
                      onClick={() => setEditing({ id: answer.id, text: answer.answer })}
                    >
                      <i className="pi pi-pencil" aria-hidden="true" /> {t('questionnaire.edit')}
                    </button>
                  )}
                </div>
              </td>
              <td>{heard(answer)}</td>
              <td>
                <code>{answer.vertex}</code>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
