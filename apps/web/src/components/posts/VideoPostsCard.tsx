import { usePostsQuery } from '../../queries/posts.ts';
import { Card } from '../ui/Card.tsx';
import { PostRow } from './PostRow.tsx';

/** Video details: where this video was posted or will be, each post's state and what to do. */
export function VideoPostsCard({ videoId }: { videoId: string }) {
  const posts = usePostsQuery({ videoId });
  const list = posts.data?.posts ?? [];
  if (list.length === 0) return null;
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">Posts</h2>
      <ul className="divide-y divide-slate-100">
        {list.map((p) => (
          <PostRow key={p.id} post={p} />
        ))}
      </ul>
    </Card>
  );
}
