import { Card, PageHeader } from '../../components/ui/Card.tsx';

export function ComingSoon({ title }: { title: string }) {
  return (
    <div>
      <PageHeader title={title} />
      <Card>
        <p className="text-slate-700">This part of AdReel is coming soon.</p>
      </Card>
    </div>
  );
}
