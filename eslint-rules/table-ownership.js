import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Who writes which table (ADR 0043): `src/server/db/schema/owners.json` names, for each area of
 * the server (`modules/profiles`, `auth`, `queue`…), the tables only it inserts into, updates or
 * deletes from. Every other area changes those rows through the owner's service.
 */
const owners = JSON.parse(readFileSync(new URL('../src/server/db/schema/owners.json', import.meta.url), 'utf8'));
const ownerOfTable = new Map(Object.entries(owners).flatMap(([area, tables]) => tables.map((table) => [table, area])));
const areas = Object.keys(owners).sort((a, b) => b.length - a.length);
const serverRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../src/server');

/** The area a server file belongs to: the owner folder holding it, else its module or top folder. */
export function areaOf(filename) {
  const relative = path.relative(serverRoot, filename).split(path.sep).join('/');
  const owner = areas.find((area) => relative === area || relative.startsWith(`${area}/`));
  if (owner) return owner;
  const [top, next] = relative.split('/');
  return top === 'modules' ? `modules/${next}` : top;
}

const WRITES = new Set(['insert', 'update', 'delete']);

/** The imported name of `identifier` when it is an import binding (a table imported under any alias). */
function importedName(sourceCode, identifier) {
  for (let scope = sourceCode.getScope(identifier); scope; scope = scope.upper) {
    const variable = scope.set.get(identifier.name);
    if (!variable) continue;
    const definition = variable.defs[0];
    if (definition?.type !== 'ImportBinding' || definition.node.type !== 'ImportSpecifier') return null;
    return definition.node.imported.name;
  }
  return null;
}

export const noForeignWrites = {
  meta: {
    type: 'problem',
    docs: { description: 'A table is written only by the area that owns it (src/server/db/schema/owners.json)' },
    schema: [],
    messages: {
      foreign: '`{{table}}` belongs to {{owner}} (src/server/db/schema/owners.json): change its rows through that area’s service',
    },
  },
  create(context) {
    const area = areaOf(context.filename);
    return {
      CallExpression(node) {
        const { callee } = node;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier' || !WRITES.has(callee.property.name)) return;
        const [target] = node.arguments;
        if (target?.type !== 'Identifier') return;
        const table = importedName(context.sourceCode, target);
        const owner = table && ownerOfTable.get(table);
        if (!owner || owner === area) return;
        context.report({ node: target, messageId: 'foreign', data: { table, owner } });
      },
    };
  },
};

/** The tables `area` may not import from the schema: every table another area owns. */
export const foreignTables = (area) => [...ownerOfTable].filter(([, owner]) => owner !== area).map(([table]) => table);

export default { rules: { 'no-foreign-writes': noForeignWrites } };
