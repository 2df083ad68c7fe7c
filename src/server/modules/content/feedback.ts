import type { FeedbackBody, FeedbackResult, FeedbackRules } from '../../../shared/api/content';
import { ERROR_CODES } from '../../../shared/api/envelope';
import {
  countWords,
  FEEDBACK_CONTACT_MAX_CHARS,
  FEEDBACK_MAX_CHARS,
  FEEDBACK_QUESTION_TYPES,
  FEEDBACK_WORDS,
} from '../../../shared/content-rules';
import type { Language } from '../../../shared/i18n/languages';
import type { Database } from '../../db/client';
import { ApiError } from '../../lib/errors';
import { take, type Check } from '../limits/limiter';
import { RULES } from '../limits/rules';
import { insertFeedback } from './queries';
import { plainText } from './sanitise';

/**
 * Player feedback (PUT /wps/feedback, mod FEEDBACK3). Stored as plain text (tags stripped: it is
 * read by operators, never rendered as HTML). Rate-limited by the shared limiter, reserved before
 * the insert: per IP and per signed-in member, a few per hour.
 */
export const FEEDBACK_LIMIT = {
  perIp: RULES.feedbackIp.max,
  perMember: RULES.feedbackMember.max,
  windowMs: RULES.feedbackIp.windowMs,
} as const;

export const FEEDBACK_RULES: FeedbackRules = {
  questionTypes: [...FEEDBACK_QUESTION_TYPES],
  minWords: FEEDBACK_WORDS.min,
  maxWords: FEEDBACK_WORDS.max,
  maxChars: FEEDBACK_MAX_CHARS,
  contactMaxChars: FEEDBACK_CONTACT_MAX_CHARS,
};

export interface FeedbackSender {
  brandId: number;
  memberId: number | null;
  ip: string;
  language: Language;
  now: Date;
}

/** Checks and stores one feedback; 400 feedback.words, 429 TOO_MANY_REQUESTS (nothing stored). */
export async function sendFeedback(db: Database, sender: FeedbackSender, body: FeedbackBody): Promise<FeedbackResult> {
  const content = plainText(body.content);
  const words = countWords(content);
  if (words < FEEDBACK_WORDS.min || words > FEEDBACK_WORDS.max)
    throw new ApiError(
      400,
      ERROR_CODES.feedbackWords,
      `Feedback must have ${FEEDBACK_WORDS.min} to ${FEEDBACK_WORDS.max} words (it has ${words})`,
      { min: FEEDBACK_WORDS.min, max: FEEDBACK_WORDS.max, words },
    );
  const checks: Check[] = [[RULES.feedbackIp, `${sender.brandId}:${sender.ip}`]];
  if (sender.memberId !== null) checks.push([RULES.feedbackMember, `${sender.brandId}:m${sender.memberId}`]);
  await take(db, sender.now.getTime(), checks, 'Too much feedback from here; please try again later');
  const id = await insertFeedback(db, {
    brandId: sender.brandId,
    memberId: sender.memberId,
    ip: sender.ip,
    questionType: body.questionType,
    content,
    contact: plainText(body.contact ?? ''),
    language: sender.language,
    createdAt: sender.now,
  });
  return { id };
}
