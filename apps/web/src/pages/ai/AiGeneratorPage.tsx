import { ComingSoon } from '../static/ComingSoon.tsx';

export type GeneratorKind = 'headline' | 'description' | 'article' | 'social-post' | 'sms' | 'hashtags';

export function AiGeneratorPage({ kind }: { kind: GeneratorKind }) {
  return <ComingSoon title={`AI ${kind} generator`} />;
}
