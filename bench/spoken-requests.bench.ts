// `npm run bench:spoken-requests`: the spoken-request recogniser (packages/interviewer, decision 065) on its labelled
// utterances. The tuning file prints every miss; the held-out file, written by someone who never read the recogniser,
// only the figures and its sha256, so it cannot be tuned to.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { recogniseIntent } from '../packages/interviewer/src/intents/spoken-intent.ts';

interface Utterance {
  text: string;
  context: 'answering' | 'closing';
  intent: string;
  topic: string | null;
}

function measure(file: string, showMisses: boolean): void {
  const bytes = readFileSync(new URL(`../packages/interviewer/src/intents/labelled/${file}`, import.meta.url));
  const utterances = JSON.parse(bytes.toString('utf8')) as Utterance[];
  const byIntent = new Map<string, { right: number; all: number; falseAlarms: number }>();
  const tally = (intent: string) => byIntent.get(intent) ?? byIntent.set(intent, { right: 0, all: 0, falseAlarms: 0 }).get(intent)!;
  let right = 0;
  const misses: string[] = [];
  for (const u of utterances) {
    const got = recogniseIntent(u.text, u.context);
    const ok = got.intent === u.intent && (u.intent !== 'candidate_question' || got.topic === u.topic);
    tally(u.intent).all += 1;
    if (ok) {
      right += 1;
      tally(u.intent).right += 1;
    } else {
      if (got.intent !== u.intent) tally(got.intent).falseAlarms += 1;
      misses.push(`  ${u.context}: expected ${u.intent}${u.topic ? `/${u.topic}` : ''}, got ${got.intent}${got.topic ? `/${got.topic}` : ''}: "${u.text}"`);
    }
  }
  console.log(`\n${file} (sha256 ${createHash('sha256').update(bytes).digest('hex')}): ${right} of ${utterances.length} right (${Math.round((100 * right) / utterances.length)} %)`);
  for (const [intent, t] of [...byIntent].sort()) console.log(`  ${intent.padEnd(20)} ${t.right}/${t.all} recognised, ${t.falseAlarms} false alarms`);
  if (showMisses) for (const miss of misses) console.log(miss);
}

console.log('Spoken requests: intent (and topic of a candidate question) as recognised from recogniser-style text');
measure('tuning.json', true);
measure('held-out.json', false);
