import type { VideoTreeNode } from '@adreel/contracts';
import { ChevronRight, Folder, FolderOpen, PlayCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { Card, EmptyState, PageHeader } from '../../components/ui/Card.tsx';
import { PageLoading } from '../../components/ui/Spinner.tsx';
import { useTrainingVideosQuery } from './api.ts';

const displayName = (name: string) => name.replace(/\.[a-z0-9]+$/i, '');

function firstVideo(nodes: VideoTreeNode[]): VideoTreeNode | null {
  for (const n of nodes) {
    if (n.type === 'video') return n;
    const inner = firstVideo(n.items);
    if (inner) return inner;
  }
  return null;
}

/** The Missing Piece (spec §2.24): a folder tree of training videos with a player. */
export function MissingPiecePage() {
  const tree = useTrainingVideosQuery();
  const [current, setCurrent] = useState<VideoTreeNode | null>(null);
  const [open, setOpen] = useState<Set<string>>(new Set());

  useEffect(() => {
    if (tree.isError) toast.error('Failed to load videos');
  }, [tree.isError]);

  useEffect(() => {
    if (!tree.data || current) return;
    const first = firstVideo(tree.data);
    const top = tree.data[0];
    if (top?.type === 'directory') setOpen(new Set([top.path]));
    if (first) setCurrent(first);
  }, [tree.data, current]);

  const toggle = (path: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(path)) next.delete(path);
      else next.add(path);
      return next;
    });

  function renderNodes(nodes: VideoTreeNode[], depth: number) {
    return (
      <ul aria-label={depth === 0 ? 'Training videos' : undefined}>
        {nodes.map((node) =>
          node.type === 'directory' ? (
            <li key={node.path}>
              <button
                type="button"
                onClick={() => toggle(node.path)}
                aria-expanded={open.has(node.path)}
                className="flex w-full items-center gap-2 rounded-lg px-2 py-2 text-left text-sm font-semibold text-slate-800 hover:bg-slate-50"
                style={{ paddingLeft: `${depth * 16 + 8}px` }}
              >
                <ChevronRight
                  aria-hidden="true"
                  className={`h-4 w-4 shrink-0 transition ${open.has(node.path) ? 'rotate-90' : ''}`}
                />
                {open.has(node.path) ? (
                  <FolderOpen aria-hidden="true" className="h-4 w-4 shrink-0 text-amber-500" />
                ) : (
                  <Folder aria-hidden="true" className="h-4 w-4 shrink-0 text-amber-500" />
                )}
                <span className="truncate">{node.name}</span>
              </button>
              {open.has(node.path) ? renderNodes(node.items, depth + 1) : null}
            </li>
          ) : (
            <li key={node.path}>
              <button
                type="button"
                onClick={() => setCurrent(node)}
                aria-current={current?.path === node.path ? 'true' : undefined}
                className={`flex w-full items-center gap-2 rounded-lg px-2 py-2 text-left text-sm ${
                  current?.path === node.path
                    ? 'bg-brand-50 font-semibold text-brand-700'
                    : 'text-slate-700 hover:bg-slate-50'
                }`}
                style={{ paddingLeft: `${depth * 16 + 28}px` }}
              >
                <PlayCircle aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-600" />
                <span className="truncate">{displayName(node.name)}</span>
              </button>
            </li>
          ),
        )}
      </ul>
    );
  }

  return (
    <div>
      <PageHeader title="The Missing Piece" subtitle="Short training videos that tie everything together." />
      {tree.isLoading ? (
        <PageLoading text="Loading videos..." />
      ) : !tree.data || tree.data.length === 0 ? (
        <EmptyState title={tree.isError ? 'Failed to load videos' : 'No training videos yet'} />
      ) : (
        <div className="flex flex-col gap-6 lg:flex-row">
          <Card className="lg:w-80 lg:shrink-0">{renderNodes(tree.data, 0)}</Card>
          <Card className="flex-1">
            {current?.url ? (
              <figure>
                {/* biome-ignore lint/a11y/useMediaCaption: training clips have on-screen titles. */}
                <video
                  key={current.url}
                  src={current.url}
                  controls
                  autoPlay
                  playsInline
                  aria-label={displayName(current.name)}
                  className="mx-auto max-h-[70vh] w-full rounded-xl bg-black"
                />
                <figcaption className="mt-3 text-base font-semibold text-slate-900">
                  {displayName(current.name)}
                  <span className="ml-2 text-sm font-normal text-slate-500">{current.path}</span>
                </figcaption>
              </figure>
            ) : (
              <p className="text-slate-500">Choose a video from the list.</p>
            )}
          </Card>
        </div>
      )}
    </div>
  );
}
