import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import type { LiveCallController, LiveCallState } from '../state/createLiveCallController.ts';

/** Props of {@link LiveCallControls}. */
export interface LiveCallControlsProps {
  state: LiveCallState;
  controller: LiveCallController;
}

/**
 * What the operator does during a call: the session's action buttons, its feedback sentences, the switch to the
 * alternative questionnaire, mute, and Hangup — replaced by Leave Call once the client has answered.
 */
export function LiveCallControls({ state, controller }: LiveCallControlsProps) {
  const { t } = useTranslation('liveCall');
  const live = state.status !== 'no-call';
  return (
    <div className="cc-live-call__controls">
      {state.actionButtons.length > 0 ? (
        <section aria-label={t('actions')} className="cc-live-call__buttons">
          {state.actionButtons.map((button) => (
            <Button
              key={button.action}
              type="button"
              label={button.text}
              onClick={() => controller.navigate(button.action)}
            />
          ))}
        </section>
      ) : null}
      {state.feedbackButtons.length > 0 ? (
        <section aria-label={t('feedback')} className="cc-live-call__buttons">
          {state.feedbackButtons.map((button) => (
            <Button
              key={button.id}
              type="button"
              label={button.title}
              tooltip={button.text}
              outlined
              onClick={() => controller.feedback(button.id)}
            />
          ))}
        </section>
      ) : null}
      {state.activeLanguage ? <p>{t('activeLanguage', { language: state.activeLanguage })}</p> : null}
      <div className="cc-live-call__buttons">
        {state.alternativeQuestionnaireId !== null ? (
          <Button type="button" label={t('alternative')} outlined onClick={() => controller.alternative()} />
        ) : null}
        {state.status === 'in-call' && state.medium === 'voip' ? (
          <Button
            type="button"
            icon={state.muted ? 'pi pi-microphone' : 'pi pi-volume-off'}
            label={state.muted ? t('unmute') : t('mute')}
            aria-pressed={state.muted}
            outlined
            onClick={() => controller.toggleMute()}
          />
        ) : null}
        {state.answered ? (
          <Button type="button" label={t('leave')} severity="warning" onClick={() => controller.leave()} />
        ) : (
          <Button
            type="button"
            label={t('hangup')}
            icon="pi pi-phone"
            severity="danger"
            disabled={!live}
            onClick={() => controller.hangup()}
          />
        )}
      </div>
      {state.hangupPending ? <p className="cc-live-call__hint">{t('hangupPending')}</p> : null}
    </div>
  );
}
