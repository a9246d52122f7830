import { ComingSoon } from '../static/ComingSoon.tsx';

export function MissingPiecePage() {
  return <ComingSoon title="The Missing Piece" />;
}
