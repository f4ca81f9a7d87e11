import { afterEach, beforeEach } from 'vitest';
import { endTest, startTest } from './isolation.ts';

// Every server test starts from its file's fixtures, whatever ran before it (ADR 0039).
beforeEach(startTest);
afterEach(endTest);
