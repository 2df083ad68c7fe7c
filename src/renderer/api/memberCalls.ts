import type { AxiosInstance } from 'axios';
import type { Static } from 'typebox';
import type {
  AvatarValueSchema,
  BindEmailRequestSchema,
  BindMobileRequestSchema,
  MemberInfo,
  SendSmsRequestSchema,
  SmsSentValue,
  UpdateProfileRequestSchema,
} from '../../shared/api/auth';
import type { AvatarId } from '../../shared/api/auth-rules';
import { ENDPOINTS } from '../../shared/api/endpoints';
import { callEndpoint } from './httpClient';

export type AvatarValue = Static<typeof AvatarValueSchema>;

/** The member's own profile (the security page of the member centre; docs/api.md "Calls of our own"). */
export function memberCalls(http: AxiosInstance) {
  return {
    updateProfile: (body: Static<typeof UpdateProfileRequestSchema>) =>
      callEndpoint<MemberInfo>(http, ENDPOINTS.updateProfile, body),
    setAvatar: (avatar: AvatarId) => callEndpoint<AvatarValue>(http, ENDPOINTS.setMemberIcon, { avatar }),
    bindEmail: (body: Static<typeof BindEmailRequestSchema>) =>
      callEndpoint<MemberInfo>(http, ENDPOINTS.bindEmail, body),
    /** The logged-in send for binding a number (operationType 5 on the sibling brands' wire). */
    sendBindSms: (body: Static<typeof SendSmsRequestSchema>) =>
      callEndpoint<SmsSentValue>(http, ENDPOINTS.sendSms, body),
    bindMobile: (body: Static<typeof BindMobileRequestSchema>) =>
      callEndpoint<MemberInfo>(http, ENDPOINTS.bindMobile, body),
  };
}
