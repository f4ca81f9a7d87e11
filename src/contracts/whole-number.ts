import { z } from 'zod';

/**
 * A whole number from `min` to `max`, each rule with its French message (`tooHigh` for the upper
 * bound when it says more). `refine` rather than `.int()`, which aborts the object: a form's other
 * rules must still be reported alongside this one.
 */
export const zWholeNumber = (message: string, min: number, max: number, tooHigh: string = message) =>
  z.number(message).refine(Number.isInteger, message).min(min, message).max(max, tooHigh);
