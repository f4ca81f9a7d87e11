import postcss, { type ChildNode } from 'postcss';
import selectorParser, { type Node as SelectorNode } from 'postcss-selector-parser';

/**
 * A part of the stylesheet, read once: `always`, a rule that names no class (the base styles,
 * `@property`, `@keyframes`…); `rule`, kept when every class of one of its selectors is on the
 * page; `group`, an at-rule (`@media`, `@supports`, `@layer`) kept with the parts of it kept.
 */
type Part =
  | { kind: 'always'; text: string }
  | { kind: 'rule'; text: string; needs: readonly (readonly string[])[] }
  | { kind: 'group'; open: string; parts: readonly Part[] };

/**
 * Pseudo-classes whose argument a match does not require: `:not(.a)` matches without `.a`, and a
 * list (`:is(.a, .b)`, `:has(.a)`) needs only one of its classes, or a descendant's. Their classes
 * are not looked for, so such a rule is kept more often than needed, never less. A single
 * selector in `:is` or `:where` (Tailwind's `:where(.space-y-4>…)`) is required as any other.
 */
function requiredBy(node: SelectorNode): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type !== 'pseudo') continue;
    const single = (parent.value === ':is' || parent.value === ':where') && parent.nodes.length === 1;
    if (!single) return false;
  }
  return true;
}

/** For each selector of a rule's list, the classes an element must carry for it to match. */
function classesPerSelector(selector: string): string[][] {
  const alternatives: string[][] = [];
  selectorParser((selectors) => {
    for (const one of selectors.nodes) {
      const classes = new Set<string>();
      one.walkClasses((node) => {
        if (requiredBy(node)) classes.add(node.value);
      });
      alternatives.push([...classes]);
    }
  }).processSync(selector);
  return alternatives;
}

function partOf(node: ChildNode): Part | null {
  if (node.type === 'comment') return null;
  if (node.type === 'rule') {
    const needs = classesPerSelector(node.selector);
    // A selector with no class (an element's, `:root`) may match any page.
    return needs.some((classes) => classes.length === 0) ? { kind: 'always', text: node.toString() } : { kind: 'rule', text: node.toString(), needs };
  }
  if (node.type === 'atrule' && node.nodes && ['media', 'supports', 'layer', 'container'].includes(node.name)) {
    const open = node.clone({ nodes: [] }).toString().replace(/\}$/, '');
    return { kind: 'group', open, parts: node.nodes.map(partOf).filter((part) => part !== null) };
  }
  // `@layer a, b;`, `@property`, `@keyframes`, `@font-face`…: small, and named by rules not by
  // classes. A statement's `;` belongs to the stylesheet's text around it, not to its own.
  return { kind: 'always', text: node.type === 'atrule' && !node.nodes ? `${node.toString()};` : node.toString() };
}

/** Entities React writes in an attribute's value. */
const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>' };
const CLASS_ATTRIBUTE = ' class="';

/** The classes written in `html`'s class attributes (each distinct value split once: cards repeat theirs). */
export function classesIn(html: string): Set<string> {
  const values = new Set<string>();
  for (let at = html.indexOf(CLASS_ATTRIBUTE); at !== -1;) {
    const start = at + CLASS_ATTRIBUTE.length;
    const end = html.indexOf('"', start);
    if (end === -1) break;
    values.add(html.slice(start, end));
    at = html.indexOf(CLASS_ATTRIBUTE, end);
  }
  const classes = new Set<string>();
  for (const value of values) {
    for (const name of value.replace(/&(?:amp|quot|#x27|lt|gt);/g, (entity) => ENTITIES[entity]!).split(/\s+/)) {
      if (name) classes.add(name);
    }
  }
  return classes;
}

function keptText(parts: readonly Part[], classes: ReadonlySet<string>): string {
  let text = '';
  for (const part of parts) {
    if (part.kind === 'always') text += part.text;
    else if (part.kind === 'rule') {
      if (part.needs.some((needed) => needed.every((name) => classes.has(name)))) text += part.text;
    } else {
      const inner = keptText(part.parts, classes);
      if (inner) text += `${part.open}${inner}}`;
    }
  }
  return text;
}

/**
 * The rules of `css` a server-rendered page uses (ADR 0070): every rule one of whose selectors
 * names only classes the page's markup carries, in the stylesheet's order, with every rule that
 * names no class. The page paints with them alone; the whole stylesheet, for what the browser
 * renders later (a menu opened, another page), loads without holding the first paint back.
 */
export function criticalStyles(css: string): (html: string) => string {
  const parts = postcss
    .parse(css)
    .nodes.map(partOf)
    .filter((part) => part !== null);
  return (html) => keptText(parts, classesIn(html));
}
