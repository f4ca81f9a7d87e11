/**
 * An async Fastify handler returns what it sends: `return reply.send(…)`. A `reply.send(…)` (or
 * `.redirect(…)`) left as a statement lets the handler's promise resolve to `undefined` while the
 * reply is under way, and Fastify may answer a second time: compressed answers went out with
 * `Content-Length: 0` and the log said ERR_HTTP_HEADERS_SENT (issue 22, /dev/mailbox).
 */
const SENDS = new Set(['send', 'redirect', 'sendFile']);

/** The identifier a call chain starts from: `reply` for `reply.code(302).header(…).send(…)`. */
function rootOf(node) {
  let current = node;
  for (;;) {
    if (current.type === 'CallExpression') current = current.callee;
    else if (current.type === 'MemberExpression') current = current.object;
    else return current;
  }
}

const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

function enclosingFunction(node) {
  for (let current = node.parent; current; current = current.parent) if (FUNCTIONS.has(current.type)) return current;
  return null;
}

export const returnReply = {
  meta: {
    type: 'problem',
    docs: { description: 'An async handler returns its reply.send(…) / reply.redirect(…)' },
    schema: [],
    messages: { notReturned: 'return what the async handler sends: `return reply.{{method}}(…)`' },
  },
  create(context) {
    return {
      ExpressionStatement(statement) {
        const call = statement.expression.type === 'AwaitExpression' ? statement.expression.argument : statement.expression;
        if (call.type !== 'CallExpression' || call.callee.type !== 'MemberExpression') return;
        const { property } = call.callee;
        if (property.type !== 'Identifier' || !SENDS.has(property.name)) return;
        const root = rootOf(call.callee);
        if (root.type !== 'Identifier' || root.name !== 'reply') return;
        if (!enclosingFunction(statement)?.async) return;
        context.report({ node: call, messageId: 'notReturned', data: { method: property.name } });
      },
    };
  },
};

export default { rules: { 'return-reply': returnReply } };
