import { NEW_MEMBER_LABEL } from '#contracts/profiles-terms';
import { Tag } from './tag.tsx';

/** Shown instead of a rating while a member has no published review (no stars, no invented figure). */
export function NewMemberTag() {
  return <Tag tone="indigo">{NEW_MEMBER_LABEL}</Tag>;
}
