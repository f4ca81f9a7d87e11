import { z } from 'zod';
import { ZConversation, ZMessage, ZThreadResponse } from '#contracts/messages';
import { ZWireDate } from '#web/lib/wire.ts';

/** The contracts' message shapes as JSON brings them (dates as strings). */
export const ZMessageWire = ZMessage.extend({ createdAt: ZWireDate });
export type TMessageView = z.infer<typeof ZMessageWire>;

export const ZConversationWire = ZConversation.extend({
  lastMessage: ZConversation.shape.lastMessage.extend({ createdAt: ZWireDate }),
});
export type TConversationView = z.infer<typeof ZConversationWire>;
export const ZConversationsResponseWire = z.object({ conversations: z.array(ZConversationWire) });

export const ZThreadResponseWire = ZThreadResponse.extend({ messages: z.array(ZMessageWire) });
export type TThreadView = z.infer<typeof ZThreadResponseWire>;

export const ZSendMessageResponseWire = z.object({ message: ZMessageWire });
