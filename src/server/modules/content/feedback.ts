import { sql } from 'drizzle-orm';
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
import { countRecentFeedback, insertFeedback } from './queries';
import { plainText } from './sanitise';

/**
 * Player feedback (PUT /wps/feedback, mod FEEDBACK3). Stored as plain text (tags stripped: it is
 * read by operators, never rendered as HTML). Rate-limited from the table itself, so the limit
 * holds across server processes and restarts: per IP and per signed-in member, a few per hour.
 */
export const FEEDBACK_LIMIT = { perIp: 5, perMember: 3, windowMs: 60 * 60 * 1000 } as const;

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
  return db.transaction(async (tx) => {
    // Serialises senders of the same IP (and member) so concurrent posts cannot slip past the count.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`feedback:${sender.brandId}:${sender.ip}`}))`);
    if (sender.memberId !== null)
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`feedback:m${sender.memberId}`}))`);
    const since = new Date(sender.now.getTime() - FEEDBACK_LIMIT.windowMs);
    const recent = await countRecentFeedback(tx, sender.brandId, sender.ip, sender.memberId, since);
    if (
      recent.byIp >= FEEDBACK_LIMIT.perIp ||
      (sender.memberId !== null && recent.byMember >= FEEDBACK_LIMIT.perMember)
    ) {
      const retryAfter = Math.ceil(FEEDBACK_LIMIT.windowMs / 1000);
      throw new ApiError(
        429,
        ERROR_CODES.tooManyRequests,
        'Too much feedback from here; please try again later',
        null,
        {
          'retry-after': String(retryAfter),
        },
        retryAfter,
      );
    }
    const id = await insertFeedback(tx, {
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
  });
}
