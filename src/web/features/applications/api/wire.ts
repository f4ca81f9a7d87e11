import { z } from 'zod';
import { ZApplication, ZJobViewerState } from '#contracts/applications';
import { ZWireDate } from '#web/lib/wire.ts';

/** The contracts' application shapes as JSON brings them (dates as strings). */
export const ZApplicationWire = ZApplication.extend({ createdAt: ZWireDate, updatedAt: ZWireDate });
export type TApplicationView = z.infer<typeof ZApplicationWire>;
export const ZApplicationResponseWire = z.object({ application: ZApplicationWire });
export const ZApplicationsResponseWire = z.object({ applications: z.array(ZApplicationWire) });

export const ZJobViewerStateWire = ZJobViewerState.extend({
  application: ZJobViewerState.shape.application.unwrap().extend({ createdAt: ZWireDate }).nullable(),
});
export type TJobViewerStateView = z.infer<typeof ZJobViewerStateWire>;
