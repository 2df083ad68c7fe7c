import type { AxiosInstance } from 'axios';
import type {
  Announcements,
  AnnouncementsQuery,
  FeedbackBody,
  FeedbackResult,
  FeedbackRules,
  HelpItem,
  Jackpot,
  NoticesSeenBody,
  VipLevels,
} from '../../shared/api/content';
import type { Downloads } from '../../shared/api/downloads';
import { ENDPOINTS } from '../../shared/api/endpoints';
import { callEndpoint } from './httpClient';

/** The site-content calls (issue 3; src/shared/api/content.ts, docs/api.md "Content"). */
export function contentCalls(http: AxiosInstance) {
  return {
    getAnnouncements: (query: AnnouncementsQuery) => callEndpoint<Announcements>(http, ENDPOINTS.announcements, query),
    markNoticesSeen: (body: NoticesSeenBody) => callEndpoint<null>(http, ENDPOINTS.noticesSeen, body),
    getHelpCenter: (language: string) =>
      callEndpoint<HelpItem[]>(http, ENDPOINTS.helpCenter, { lang: language, device: 'WEB' }),
    getVipLevels: (language: string) => callEndpoint<VipLevels>(http, ENDPOINTS.vipLevels, { language }),
    getFeedbackRules: () => callEndpoint<FeedbackRules>(http, ENDPOINTS.feedbackRules),
    sendFeedback: (body: FeedbackBody) => callEndpoint<FeedbackResult>(http, ENDPOINTS.feedback, body),
    getJackpot: () => callEndpoint<Jackpot>(http, ENDPOINTS.jackpot),
    getDownloads: () => callEndpoint<Downloads>(http, ENDPOINTS.downloads),
  };
}

export type ContentCalls = ReturnType<typeof contentCalls>;
