import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

/** WCAG 2.1 A and AA, plus axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/**
 * The axe-core we depend on (Lighthouse's), not the older one @axe-core/playwright bundles: 4.14
 * checks WCAG 2.5.3 (label in name) where 4.13 kept the rule experimental.
 */
const AXE_SOURCE = axe.source;

/**
 * Scans what the page shows now (or only the elements `scope` selects); every violation is listed
 * (rule, impact, help, elements) if any.
 */
export async function expectAccessible(page: Page, what: string, scope: string[] = []) {
  const builder = scope.reduce((axe, selector) => axe.include(selector), new AxeBuilder({ page, axeSource: AXE_SOURCE }));
  const { violations } = await builder.withTags(TAGS).analyze();
  const readable = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
  expect(readable, `axe violations on ${what}`).toEqual([]);
}
