import { Activity, Eye, Lightbulb, Mic, Sparkles } from 'lucide-react';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { IconList, type IconListItem } from '../../../components/ui/icon-list.tsx';

const ANALYSED: IconListItem[] = [
  { Icon: Eye, title: 'Video performance', text: 'Face detection, eye contact, posture and engagement, frame by frame.' },
  { Icon: Mic, title: 'Audio performance', text: 'Speaking pace, filler words, clarity, tone, volume, confidence, articulation and fluency.' },
  { Icon: Activity, title: 'Transcript and timeline', text: 'What you said, with filler words and pauses marked on a timeline.' },
  { Icon: Sparkles, title: 'Feedback', text: 'An overall score, strengths, areas to improve and an action plan, each based on your measurements.' },
];

const TIPS = [
  'Use good lighting so your face is clearly visible',
  'Place the camera at eye level and look into the lens',
  'Record in a quiet room and speak at a natural volume',
  'Keep your head and shoulders in frame',
  'Answer one question in 1–3 minutes',
];

export function WhatIsAnalysed() {
  return (
    <Card>
      <CardHeader title="What we analyze" />
      <CardBody>
        <IconList items={ANALYSED} className="space-y-4" />
      </CardBody>
    </Card>
  );
}

export function UploadTips() {
  return (
    <Card>
      <CardHeader title="Upload tips" icon={<Lightbulb className="size-5" aria-hidden="true" />} />
      <CardBody>
        <ul className="list-disc space-y-2 pl-5 text-sm text-slate-600">
          {TIPS.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      </CardBody>
    </Card>
  );
}
