import { describe, expect, it } from 'vitest';
import { answerFacts } from './answer-facts.ts';
import { storyStart } from './story-start.ts';
import { writtenAnswer } from './written-answer.ts';

const start = (text: string) => storyStart(answerFacts({ words: writtenAnswer(text), engine: 'written' }).sentences)?.text ?? null;

describe('storyStart', () => {
  it('skips an echo of the question, talk in general, experience and thinking aloud', () => {
    expect(
      start("Right, a decision that turned out wrong. I think every manager makes wrong calls. I've made a few, so let me pick one. In twenty twenty two I pushed to make streaks stricter."),
    ).toBe('In twenty twenty two I pushed to make streaks stricter.');
  });

  it('skips the question said back and talk before the story, even in the present', () => {
    expect(start('Right, a time a release slipped, hmm. I really care about releases, let me pick one. At my last job our release kept slipping.')).toBe(
      'At my last job our release kept slipping.',
    );
  });

  it('starts a run-on story at the time that leads into its first event after talk in general, not at a past habit', () => {
    expect(
      start("um right okay missed a deadline i'll be honest i don't really like missing deadlines and i think it's really important to be reliable in any job so this doesn't happen often but so in twenty twenty three i missed the deadline for a stock report by two days"),
    ).toMatch(/^in twenty twenty three i missed the deadline/);
    expect(start("at my last job my manager would ask me to stay late and I'd always say yes, and by the end of the year I was doing ten extra hours a week")).not.toMatch(/^(by )?(the )?end of the year/);
  });

  it('starts the story after a piece of a run-on sentence that ends by announcing the example', () => {
    expect(
      start("okay so yeah I've always been a people person, my mum ran a little cafe when I was growing up and I was always behind the counter from about age twelve, so I think customer service is just in me really, I genuinely enjoy it, so one example, I was working at a phone shop and an older lady came in whose husband had just passed away, all their photos were on his old phone which was locked, our store policy was that we couldn't unlock it, but I helped her get the death certificate request in to the network, and then I stayed with her on the phone to their support line for about forty minutes until they unlocked it, and she got every photo back,"),
    ).toMatch(/^I was working at a phone shop/);
    expect(start('I was the one on call that night and I did it anyway. The next morning I rang the supplier.')).toMatch(/^I was the one on call/);
  });

  it("starts the story where 'anyway' returns from background on the speaker's career", () => {
    expect(
      start('Before I answer, a bit of background on me. I studied business at university and then I moved into operations. Anyway the example I would pick is from last year. In March our depot merged with a rival and I made a list of every process that would change. I met each person one to one.'),
    ).toBe('In March our depot merged with a rival');
  });

  it("takes 'anyway' in the first half of the answer's time, however many short sentences came before it", () => {
    expect(
      start('Right, delegation. I think it is hard. I read a book about it last year. The idea is simple. I found it useful. So anyway. As assistant manager at a clothing shop I gave our weekly stock count to Sam, who wanted to move up. I showed her how to do it once and then I checked her first two counts. She did every count after that and I got back about three hours a week.'),
    ).toBe('As assistant manager at a clothing shop I gave our weekly stock count to Sam, who wanted to move up.');
  });

  it('starts the story after a sentence that announces the example, not in the childhood before it', () => {
    expect(start('I have always been a people person. My mum ran a little cafe when I was growing up and I was always behind the counter. So one example. I was working at a phone shop and an older lady came in. Her phone had stopped working. I set it up again with her. She came back the next week to thank me.')).toBe(
      'I was working at a phone shop',
    );
  });

  it('starts with a past state that names its date, even without a subject the reading can name', () => {
    expect(start('The biggest one was a three year contract for our rostering software back in twenty twenty two. It started as an enquiry from one ward manager.')).toBe(
      'The biggest one was a three year contract for our rostering software back in twenty twenty two.',
    );
  });

  it("finds the story's start inside a run-on sentence: after an 'anyway' or an announced example, or after talk in general before its first event", () => {
    expect(
      start('okay so before I answer that just a bit of background on me I started out in retail and then I moved into head office which is kind of why I am applying anyway so the project in twenty twenty one I led the merchandising side of a new tool and I ran a workshop with the buyers and the stores and we agreed a rule for how much stock to hold and I tested it with five stores for a month and out of stock complaints fell by a third'),
    ).toMatch(/^anyway so the project in twenty twenty one/);
    expect(start('so it is hard to pick one you know because I work in IT support and everybody who calls us is a non expert so let me think there was a lady in accounts who kept losing her files')).toBe(
      'there was a lady in accounts who kept losing her files',
    );
    // A few words before the event, or a time before it, are the story already.
    expect(start('you know, a guest had left her passport in the room.')).toBe('you know, a guest had left her passport in the room.');
    expect(start('so I think last winter we had a flu outbreak on the ward.')).toBe('so I think last winter we had a flu outbreak on the ward.');
  });

  it("takes the speaker's job told in the present just before the first event as the situation, not talk in general", () => {
    expect(start("I'm a pharmacist at a busy high street pharmacy and we see a lot of regulars, and some of them get anxious about changes. One morning a regular came in upset because her tablets looked different.")).toBe(
      "I'm a pharmacist at a busy high street pharmacy",
    );
    // An opinion is talk in general, whatever comes after it.
    expect(start('I think customers just want to be heard at the end of the day. You have to listen to them properly. One morning a regular came in upset.')).toBe('One morning a regular came in upset.');
  });

  it('is null for an answer that tells no event', () => {
    expect(start('I always listen first. I think that is what leaders do.')).toBeNull();
  });
});
