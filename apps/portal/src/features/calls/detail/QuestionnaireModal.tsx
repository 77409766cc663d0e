import type { Answer, Question } from '@carecall/api-client';
import { getDialogProps } from '@carecall/ui';
import { Dialog } from 'primereact/dialog';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalToast } from '../../../app/usePortalToast.ts';
import { useSubmitCallAnswers } from '../api/useCallQuestions.ts';
import { type Choices, getAskedIndexes, type QuestionChoice, toAnswers, toChoices } from './questionFlow.ts';

const WIDTH = '560px';

/** Props of {@link QuestionnaireModal}. */
export interface QuestionnaireModalProps {
  patientId: number;
  callId: number;
  questions: Question[];
  answers: Answer[];
  onClose: () => void;
}

/**
 * The post-call questionnaire, one question at a time: radio or checkbox options with an optional free-text Other,
 * Previous and Next, 'Question X of Y' counting only the questions asked (a question whose conditions fail is
 * skipped), then a thank-you step with Back and Submit. The first submission creates the answers and later ones
 * replace them; a failed one keeps the previous answers stored and the choices on screen.
 */
export function QuestionnaireModal({ patientId, callId, questions, answers, onClose }: QuestionnaireModalProps) {
  const { t } = useTranslation('calls');
  const toast = usePortalToast();
  const submit = useSubmitCallAnswers(patientId, callId);
  const [choices, setChoices] = useState<Choices>(() => toChoices(questions, answers));
  // The position among the asked questions; one past the last is the thank-you step.
  const [step, setStep] = useState(0);
  const asked = useMemo(() => getAskedIndexes(questions, choices), [questions, choices]);
  const finished = step >= asked.length;
  const question = finished ? undefined : questions[asked[step] as number];
  const choice: QuestionChoice = (question && choices[question.id]) || { selected: [], other: null };
  const groupId = useId();
  const otherId = useId();

  const update = (next: QuestionChoice) => {
    if (question) setChoices({ ...choices, [question.id]: next });
  };
  const send = () => {
    submit.mutate(
      { answers: toAnswers(questions, choices), stored: answers.length > 0 },
      {
        onSuccess: () => {
          toast.success(t('questionnaire.submitted'));
          onClose();
        },
        onError: () => toast.error(t('questionnaire.submitFailed')),
      },
    );
  };

  const footer = (
    <div className="cc-questionnaire__footer">
      <span className="cc-questionnaire__progress" aria-live="polite">
        {finished ? '' : t('questionnaire.progress', { current: step + 1, total: asked.length })}
      </span>
      {finished ? (
        <>
          <button
            type="button"
            className="p-button p-button-outlined"
            disabled={submit.isPending || asked.length === 0}
            onClick={() => setStep(asked.length - 1)}
          >
            {t('questionnaire.back')}
          </button>
          <button type="button" className="p-button" disabled={submit.isPending} onClick={send}>
            <i className={submit.isPending ? 'pi pi-spin pi-spinner' : 'pi pi-send'} aria-hidden="true" />{' '}
            {t('questionnaire.submit')}
          </button>
        </>
      ) : (
        <>
          <button
            type="button"
            className="p-button p-button-outlined"
            disabled={step === 0}
            onClick={() => setStep(step - 1)}
          >
            {t('questionnaire.previous')}
          </button>
          <button type="button" className="p-button" onClick={() => setStep(step + 1)}>
            {t('questionnaire.next')}
          </button>
        </>
      )}
    </div>
  );

  return (
    <Dialog
      visible
      className="cc-dialog cc-questionnaire"
      header={t('questionnaire.title')}
      footer={footer}
      {...getDialogProps({
        width: WIDTH,
        onCancel: onClose,
        busy: submit.isPending,
        closeLabel: t('questionnaire.close'),
      })}
    >
      {question ? (
        <fieldset className="cc-questionnaire__question" aria-labelledby={groupId}>
          <legend id={groupId} className="cc-questionnaire__body">
            {question.questionBody}
          </legend>
          {question.options.map((option) => {
            const checked = choice.selected.includes(option);
            return (
              <label key={option} className="cc-questionnaire__option">
                <input
                  type={question.type}
                  name={`question-${question.id}`}
                  checked={checked}
                  onChange={() =>
                    question.type === 'radio'
                      ? update({ selected: [option], other: null })
                      : update({
                          ...choice,
                          selected: checked
                            ? choice.selected.filter((value) => value !== option)
                            : [...choice.selected, option],
                        })
                  }
                />{' '}
                {option}
              </label>
            );
          })}
          {question.isCustomaizable ? (
            <div className="cc-questionnaire__other">
              <label className="cc-questionnaire__option">
                <input
                  type={question.type}
                  name={`question-${question.id}`}
                  checked={choice.other !== null}
                  onChange={() =>
                    question.type === 'radio'
                      ? update({ selected: [], other: choice.other ?? '' })
                      : update({ ...choice, other: choice.other === null ? '' : null })
                  }
                />{' '}
                {t('questionnaire.other')}
              </label>
              {choice.other !== null ? (
                <>
                  <label htmlFor={otherId} className="cc-visually-hidden">
                    {t('questionnaire.otherText')}
                  </label>
                  <input
                    id={otherId}
                    className="p-inputtext"
                    value={choice.other}
                    onChange={(event) => update({ ...choice, other: event.target.value })}
                  />
                </>
              ) : null}
            </div>
          ) : null}
        </fieldset>
      ) : (
        <p className="cc-questionnaire__thanks">{t('questionnaire.thanks')}</p>
      )}
    </Dialog>
  );
}
