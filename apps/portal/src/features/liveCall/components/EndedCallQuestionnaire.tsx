import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { useCallQuestionsQuery } from '../../calls/api/useCallQuestions.ts';
import { QuestionnaireModal } from '../../calls/detail/QuestionnaireModal.tsx';
import { registerCallTexts } from '../../calls/registerCallTexts.ts';
import '../../calls/calls.css';

/** Props of {@link EndedCallQuestionnaire}. */
export interface EndedCallQuestionnaireProps {
  patientId: number;
  callId: number;
  onClose(): void;
}

/**
 * The questionnaire of a call that just ended, opened on the call screen itself: the call detail page's modal, with
 * the call's questions and the answers given so far. A call with no questions opens nothing.
 */
export function EndedCallQuestionnaire({ patientId, callId, onClose }: EndedCallQuestionnaireProps) {
  const runtime = usePortalRuntime();
  registerCallTexts(runtime.i18n);
  const questions = useCallQuestionsQuery(patientId, callId);
  if (!questions.data || questions.data.questions.length === 0) return null;
  return (
    <QuestionnaireModal
      patientId={patientId}
      callId={callId}
      questions={questions.data.questions}
      answers={questions.data.answers}
      onClose={onClose}
    />
  );
}
