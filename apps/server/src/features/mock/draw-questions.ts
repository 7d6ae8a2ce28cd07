/** What a draw needs of a question. */
export interface Drawable {
  key: string;
  competency: string;
}

/** A source of numbers in [0, 1), as Math.random; tests pass a seeded one. */
export type RandomSource = () => number;

function shuffled<T>(items: readonly T[], random: RandomSource): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Draws `count` questions spread as evenly as the bank allows across its competencies: the
 * competencies are shuffled and visited in turn, taking one unused question from each, so no
 * competency gets a second question before every competency has one. With the 10-competency
 * bank a draw of 10 covers all 10 competencies, one question each. With `first`, that competency is
 * visited first, so the first question is one of it (when the bank has any).
 */
export function drawQuestions<Q extends Drawable>(bank: readonly Q[], count: number, random: RandomSource = Math.random, first?: string): Q[] {
  if (count > bank.length) throw new Error(`The bank has ${bank.length} questions; ${count} were asked for`);
  const pools = new Map<string, Q[]>();
  for (const question of bank) pools.set(question.competency, [...(pools.get(question.competency) ?? []), question]);
  const order = shuffled([...pools.keys()], random).sort((a, b) => Number(b === first) - Number(a === first));
  const queues = order.map((competency) => shuffled(pools.get(competency) ?? [], random));
  const drawn: Q[] = [];
  while (drawn.length < count) {
    for (const queue of queues) {
      const next = queue.shift();
      if (next && drawn.length < count) drawn.push(next);
    }
  }
  return drawn;
}
