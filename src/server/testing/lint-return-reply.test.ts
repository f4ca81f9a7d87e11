import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
// @ts-expect-error -- a plain-JS ESLint rule, without types
import { returnReply } from '../../../eslint-rules/return-reply.js';

/** The lint rule that keeps async handlers from sending without returning (issue 22: /dev/mailbox answered empty). */
RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

tester.run('return-reply', returnReply, {
  valid: [
    'app.get("/", async (request, reply) => { return reply.send("ok"); });',
    'app.get("/", async (request, reply) => reply.type("text/html").send("ok"));',
    // A handler that is not async may send as a statement: Fastify waits for the reply.
    'app.get("/", (request, reply) => { reply.send("ok"); });',
    'async function f(socket) { socket.send("ok"); }',
  ],
  invalid: [
    { code: 'app.get("/", async (request, reply) => { reply.send("ok"); });', errors: [{ messageId: 'notReturned' }] },
    { code: 'app.get("/", async (request, reply) => { reply.code(302).header("x", "y").redirect("/a"); });', errors: [{ messageId: 'notReturned' }] },
    { code: 'app.get("/", async (request, reply) => { await reply.status(200).send("ok"); });', errors: [{ messageId: 'notReturned' }] },
  ],
});
