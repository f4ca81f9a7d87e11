import { describe, expect, it } from 'vitest';
import { buildDemoWorld } from './world.ts';

/**
 * The demo's notifications are read as the product marks them, so the bell's count and its list
 * of the newest agree (issue 22: "6 non lues" over 5 items, 2 unread).
 */
describe('demo notifications', () => {
  const world = buildDemoWorld();
  const byMember = new Map<string, typeof world.notifications>();
  for (const notice of world.notifications) byMember.set(notice.member.id, [...(byMember.get(notice.member.id) ?? []), notice]);

  it('are read up to the member’s last visit: no unread notice sits under a read one (conversations aside)', () => {
    for (const notices of byMember.values()) {
      const others = notices.filter((notice) => notice.type !== 'message.received').sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      const firstUnread = others.findIndex((notice) => !notice.read);
      if (firstUnread >= 0) expect(others.slice(firstUnread).every((notice) => !notice.read)).toBe(true);
    }
  });

  it('hold one notice per conversation, read exactly when its messages are, leading to that conversation', () => {
    for (const notices of byMember.values()) {
      const conversations = notices.filter((notice) => notice.type === 'message.received');
      expect(new Set(conversations.map((notice) => notice.link)).size).toBe(conversations.length);
      for (const notice of conversations) {
        const senderId = new URL(notice.link!, 'http://x').searchParams.get('with');
        const unread = world.messages.filter((m) => m.receiver.id === notice.member.id && m.sender.id === senderId && !m.read);
        expect(notice.read).toBe(unread.length === 0);
      }
    }
  });
});
