import { Clock, LifeBuoy, Mail } from 'lucide-react';
import { Card, PageHeader } from '../../components/ui/Card.tsx';

export const SUPPORT_DESK_URL = 'https://support.adreel.app';
export const SUPPORT_EMAIL = 'support@adreel.app';

export const FAQ: { q: string; a: string }[] = [
  {
    q: 'How long does it take to create a video?',
    a: 'Video generation is said to take 5-15 minutes; most short promos finish in well under a minute on AdReel.',
  },
  {
    q: 'Which export formats are supported?',
    a: 'Videos are rendered as vertical 9:16 MP4. MOV and WebM exports and MP3 or WAV voiceovers are available on request.',
  },
  {
    q: 'How do I connect my Digistore24 account?',
    a: 'Open Tap1: Select an Offer and press Connect. Approve AdReel on the marketplace and you return connected with your affiliate ID.',
  },
  {
    q: 'Where does my affiliate ID go?',
    a: 'Every affiliate link AdReel shows you is built with your marketplace user name, so each sale is credited to you.',
  },
  {
    q: 'Can I edit the AI script before rendering?',
    a: 'Yes. On Review Your Script, press the pencil on any scene to edit its voiceover and background, then Create Video.',
  },
  {
    q: 'Is there a guarantee?',
    a: 'Yes: a 30-day guarantee of 1,000 plus a 500 bonus. If AdReel is not for you, contact us within 30 days.',
  },
  {
    q: 'I forgot my password. What now?',
    a: 'Use Forgot your password? on the sign-in page. We e-mail you a 6-digit code that resets it within 15 minutes.',
  },
];

export function ContactSupportPage() {
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title="Contact Support" subtitle="We're here to help you succeed with AdReel." />
      <div className="grid gap-4 sm:grid-cols-3">
        <Card>
          <LifeBuoy aria-hidden="true" className="h-6 w-6 text-brand-600" />
          <h2 className="mt-3 font-semibold">Support desk</h2>
          <a
            href={SUPPORT_DESK_URL}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-1 block text-sm text-brand-600 hover:underline"
          >
            Open a ticket
          </a>
        </Card>
        <Card>
          <Mail aria-hidden="true" className="h-6 w-6 text-brand-600" />
          <h2 className="mt-3 font-semibold">E-mail</h2>
          <a href={`mailto:${SUPPORT_EMAIL}`} className="mt-1 block text-sm text-brand-600 hover:underline">
            {SUPPORT_EMAIL}
          </a>
        </Card>
        <Card>
          <Clock aria-hidden="true" className="h-6 w-6 text-brand-600" />
          <h2 className="mt-3 font-semibold">Hours</h2>
          <p className="mt-1 text-sm text-slate-600">Monday-Friday 9am-6pm EST</p>
        </Card>
      </div>
      <h2 className="mt-10 mb-4 text-xl font-bold">Frequently asked questions</h2>
      <div className="space-y-3">
        {FAQ.map((item) => (
          <details key={item.q} className="group rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <summary className="cursor-pointer font-medium text-slate-900">{item.q}</summary>
            <p className="mt-2 text-sm text-slate-600">{item.a}</p>
          </details>
        ))}
      </div>
    </div>
  );
}
