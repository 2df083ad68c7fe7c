import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackRules } from '../../shared/api/content';
import {
  FEEDBACK_CONTACT_MAX_CHARS,
  FEEDBACK_MAX_CHARS,
  FEEDBACK_QUESTION_TYPES,
  FEEDBACK_WORDS,
  countWords,
  type FeedbackQuestionType,
} from '../../shared/content-rules';
import { errorKeyOf } from '../games/errorKey';
import { useStores } from '../stores/StoresContext';

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'error'; key: string };

/** The limits the server announced, or the shared defaults it enforces anyway. */
const DEFAULT_RULES: FeedbackRules = {
  questionTypes: [...FEEDBACK_QUESTION_TYPES],
  minWords: FEEDBACK_WORDS.min,
  maxWords: FEEDBACK_WORDS.max,
  maxChars: FEEDBACK_MAX_CHARS,
  contactMaxChars: FEEDBACK_CONTACT_MAX_CHARS,
};

/** Whether a text's word count is inside the limits (spec section 5: "within {0} and {1} words"). */
export function wordsWithin(words: number, rules: Pick<FeedbackRules, 'minWords' | 'maxWords'>): boolean {
  return words >= rules.minWords && words <= rules.maxWords;
}

/**
 * Complaints and feedback: a question type, the content ({0} to {1} words, counted as the
 * server counts them, shown live and enforced before sending) and an optional contact.
 * PUT /wps/feedback; failures show the translated error.
 */
export function FeedbackForm() {
  const { t } = useTranslation(['site', 'common']);
  const { content } = useStores();
  const [rules, setRules] = useState<FeedbackRules>(DEFAULT_RULES);
  const [questionType, setQuestionType] = useState<FeedbackQuestionType>(DEFAULT_RULES.questionTypes[0] ?? 'other');
  const [text, setText] = useState('');
  const [contact, setContact] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [touched, setTouched] = useState(false);
  const ids = { type: useId(), text: useId(), contact: useId(), hint: useId() };
  useEffect(() => {
    let live = true;
    content.api.getFeedbackRules().then(
      (value) => live && setRules(value),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [content]);
  const words = countWords(text);
  const valid = wordsWithin(words, rules);
  const limits = t('feedback.limits', { 0: rules.minWords, 1: rules.maxWords });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!valid || status.kind === 'sending') return;
    setStatus({ kind: 'sending' });
    try {
      await content.api.sendFeedback({
        questionType,
        content: text.trim(),
        ...(contact.trim() ? { contact: contact.trim() } : {}),
      });
      setStatus({ kind: 'sent' });
      setText('');
      setContact('');
      setTouched(false);
    } catch (error) {
      setStatus({ kind: 'error', key: errorKeyOf(error) });
    }
  };
  return (
    <form className="feedback-form" onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={ids.type}>{t('feedback.type')}</label>
      <div className="select select--light">
        <select
          id={ids.type}
          value={questionType}
          onChange={(event) => setQuestionType(event.target.value as FeedbackQuestionType)}
        >
          {rules.questionTypes.map((type) => (
            <option key={type} value={type}>
              {t(`feedback.types.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <label htmlFor={ids.text}>{t('feedback.content')}</label>
      <textarea
        id={ids.text}
        value={text}
        rows={6}
        maxLength={rules.maxChars}
        aria-describedby={ids.hint}
        aria-invalid={touched && !valid}
        placeholder={limits}
        onChange={(event) => {
          setText(event.target.value);
          if (status.kind !== 'sending') setStatus({ kind: 'idle' });
        }}
        onBlur={() => setTouched(true)}
      />
      <p id={ids.hint} className={`feedback-form__count${touched && !valid ? ' field-error' : ''}`}>
        <span data-testid="feedback-words">{t('feedback.count', { n: words })}</span> · {limits}
      </p>
      <label htmlFor={ids.contact}>{t('feedback.contact')}</label>
      <input
        id={ids.contact}
        type="text"
        value={contact}
        maxLength={rules.contactMaxChars}
        autoComplete="email"
        onChange={(event) => setContact(event.target.value)}
      />
      {status.kind === 'error' && (
        <p className="field-error" role="alert">
          {t(`common:${status.key}` as 'common:errors.unknown')}
        </p>
      )}
      {status.kind === 'sent' && (
        <p className="feedback-form__sent" role="status">
          {t('feedback.sent')}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={status.kind === 'sending' || (touched && !valid)}>
        {t('feedback.submit')}
      </button>
    </form>
  );
}
