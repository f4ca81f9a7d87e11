/**
 * Scam and off-platform detector benchmark (ADR 0057): runs `detectContactWarnings` over the
 * labelled French set in bench/scam-messages.tsv, over a held-out set never used to tune it
 * (bench/scam-messages-holdout.tsv, printed for information) and over every message of the demo
 * seed, and prints precision, recall (overall and per reason) and the demo messages that warn.
 *
 *   npm run bench:scam        # exits 1 when a target is missed
 *
 * Targets: recall ≥ 90 %, precision ≥ 95 % on the labelled set; no warning on the demo conversations
 * (their few messages written as scams on purpose, the reported ones, are counted apart).
 */
import { readFileSync } from 'node:fs';
import { CONTACT_WARNING_REASONS, detectContactWarnings, type TContactWarningReason } from '#contracts/contact-warnings';
import { REPORTED_MESSAGES } from '#server/db/seed/fixtures/activity-texts';
import { buildDemoWorld } from '#server/db/seed/world';

const TARGETS = { recall: 0.9, precision: 0.95 };

type Sample = { text: string; expected: TContactWarningReason[] };

function readSet(file: string): Sample[] {
  const lines = readFileSync(new URL(file, import.meta.url), 'utf8').split('\n');
  return lines
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [label = '', text = ''] = line.split('\t');
      const expected = label === 'ok' ? [] : label.split(',');
      for (const reason of expected) {
        if (!(CONTACT_WARNING_REASONS as readonly string[]).includes(reason)) throw new Error(`Unknown label '${reason}' in: ${line}`);
      }
      return { text, expected: expected as TContactWarningReason[] };
    });
}

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

/** Runs the detector over a labelled set and prints its figures, misses and false alarms. */
function evaluate(title: string, samples: Sample[]): { recall: number; precision: number } {
  let truePositives = 0;
  let falsePositives = 0;
  let falseNegatives = 0;
  const misses: string[] = [];
  const falseAlarms: string[] = [];
  const perReason = new Map(CONTACT_WARNING_REASONS.map((reason) => [reason, { expected: 0, found: 0 }]));
  for (const { text, expected } of samples) {
    const found = detectContactWarnings(text);
    const isScam = expected.length > 0;
    if (isScam && found.length > 0) truePositives++;
    if (isScam && found.length === 0) {
      falseNegatives++;
      misses.push(text);
    }
    if (!isScam && found.length > 0) {
      falsePositives++;
      falseAlarms.push(`${text}  [${found.join(', ')}]`);
    }
    for (const reason of expected) {
      const tally = perReason.get(reason)!;
      tally.expected++;
      if (found.includes(reason)) tally.found++;
    }
  }
  const scams = samples.filter((sample) => sample.expected.length > 0).length;
  const recall = truePositives / (truePositives + falseNegatives);
  const precision = truePositives / (truePositives + falsePositives);
  console.log(`${title}: ${samples.length} messages (${scams} to warn, ${samples.length - scams} legitimate)`);
  console.log(`  recall    ${percent(recall)}  (${truePositives}/${scams}; target ≥ ${percent(TARGETS.recall)})`);
  console.log(`  precision ${percent(precision)}  (${truePositives}/${truePositives + falsePositives}; target ≥ ${percent(TARGETS.precision)})`);
  for (const [reason, { expected, found }] of perReason) console.log(`  ${reason.padEnd(10)} ${found}/${expected} found with that reason`);
  for (const text of misses) console.log(`  missed: ${text}`);
  for (const text of falseAlarms) console.log(`  false alarm: ${text}`);
  return { recall, precision };
}

const { recall, precision } = evaluate('Labelled set', readSet('./scam-messages.tsv'));
evaluate('Held-out set (never tuned on; for information)', readSet('./scam-messages-holdout.tsv'));

const reported = new Set<string>(REPORTED_MESSAGES);
const demo = buildDemoWorld().messages.map((message) => message.content);
const demoConversations = demo.filter((text) => !reported.has(text));
const demoWarnings = demoConversations.filter((text) => detectContactWarnings(text).length > 0);
const plantedScams = demo.filter((text) => reported.has(text));
console.log(`Demo seed: ${demoConversations.length} conversation messages, ${demoWarnings.length} warn`);
for (const text of new Set(demoWarnings)) console.log(`  warns: ${text}`);
console.log(
  `  (and ${plantedScams.length} messages planted as reported abuse, ${plantedScams.filter((text) => detectContactWarnings(text).length > 0).length} warn)`,
);

const missed = recall < TARGETS.recall || precision < TARGETS.precision || demoWarnings.length > 0;
if (missed) console.log('A target is missed.');
process.exitCode = missed ? 1 : 0;
