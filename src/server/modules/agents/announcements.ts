import type { Static } from 'typebox';
import type { AgentAnnouncementSchema } from '../../../shared/api/agent';
import type { Language } from '../../../shared/i18n/languages';
import type { Database } from '../../db/client';
import type { MemberRow } from '../../db/schema';
import { liveLocalised } from '../content/service';
import { requireAgent } from './access';

/**
 * Agent-only notices: content notices of type AG, written by operators with the content tools
 * (/admin/api/brands/:merchant/content/notices, type "AG"), live while enabled and inside their
 * schedule, in the reader's language (then the brand's, then English), newest first. The site's
 * announcement call never includes them.
 */
export async function agentAnnouncements(
  db: Database,
  brand: { id: number; defaultLanguage: Language },
  agent: MemberRow,
  language: Language,
  now: Date,
): Promise<Static<typeof AgentAnnouncementSchema>[]> {
  requireAgent(agent);
  const items = await liveLocalised(db, brand, ['notice'], language, now);
  return items
    .filter((item) => item.row.noticeType === 'AG')
    .map((item) => ({
      id: item.row.id,
      title: item.title,
      content: item.content,
      publishedAt: (item.row.startsAt ?? item.row.createdAt).getTime(),
    }))
    .sort((a, b) => b.publishedAt - a.publishedAt || b.id - a.id);
}
