import { type Answer, isBotAnswer, isQuestionAnswer, type Question } from '@carecall/api-client';
import { EmptyState, ErrorState, LoadingState } from '@carecall/ui';
import { useTranslation } from 'react-i18next';
import type { useCallQuestionsQuery } from '../api/useCallQuestions.ts';
import { BotAnswersTable } from './BotAnswersTable.tsx';

/** Props of {@link QuestionnaireTab}. */
export interface QuestionnaireTabProps {
  patientId: number;
  callId: number;
  query: ReturnType<typeof useCallQuestionsQuery>;
  onEdit: () => void;
}

function formatAnswer(answer: { answer: string | string[] } | undefined): string | null {
  if (!answer) return null;
  return Array.isArray(answer.answer) ? answer.answer.join(', ') : answer.answer;
}

/**
 * The Questionnaire tab: each post-call question with the answer given (or that none was), and Edit to open the
 * questionnaire; then the answers the bot recorded on the call, with what it heard, each correctable in place.
 */
export function QuestionnaireTab({ patientId, callId, query, onEdit }: QuestionnaireTabProps) {
  const { t } = useTranslation('calls');
  if (query.isPending) return <LoadingState label={t('questionnaire.loading')} rows={3} />;
  if (query.isError)
    return (
      <ErrorState
        message={t('questionnaire.loadFailed')}
        retryLabel={t('common:retry')}
        onRetry={() => void query.refetch()}
      />
    );
  const { questions, answers } = query.data as { questions: Question[]; answers: Answer[] };
  const questionAnswers = answers.filter(isQuestionAnswer);
  const botAnswers = answers.filter(isBotAnswer);
  if (questions.length === 0 && botAnswers.length === 0)
    return <EmptyState title={t('questionnaire.none')} icon="pi pi-list" />;
  return (
    <div className="cc-questionnaire-tab">
      {questions.length > 0 ? (
        <>
          <table className="cc-calls__table">
            <thead>
              <tr>
                <th scope="col">{t('questionnaire.question')}</th>
                <th scope="col">{t('questionnaire.answer')}</th>
              </tr>
            </thead>
            <tbody>
              {questions.map((question) => {
                const answer = formatAnswer(questionAnswers.find((candidate) => candidate.questionId === question.id));
                return (
                  <tr key={question.id}>
                    <td>{question.questionBody}</td>
                    <td>{answer ?? <em>{t('questionnaire.notAnswered')}</em>}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <button type="button" className="p-button p-button-outlined" onClick={onEdit}>
            <i className="pi pi-pencil" aria-hidden="true" /> {t('questionnaire.edit')}
          </button>
        </>
      ) : null}
      {botAnswers.length > 0 ? (
        <BotAnswersTable patientId={patientId} callId={callId} answers={answers} botAnswers={botAnswers} />
      ) : null}
    </div>
  );
}
