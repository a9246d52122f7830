/**
 * Moving shapes over a still (designed motion, scenes/motion-design.ts) as filter-graph chains:
 * each shape is a PNG decoded once and repeated like the still, then overlaid at a position that is
 * an expression of the scene's time. Pure, so the graph is unit-tested without running ffmpeg.
 */

/** One shape: its picture (a PNG with alpha) and where its top-left corner is at scene time t. */
export interface MotionLayer {
  path: string;
  x: string;
  y: string;
}

/** An expression may use numbers, t, the operators and the functions the designs use; nothing else. */
const SAFE_EXPR = /^(?:[0-9.+\-*/(), t]|sin|cos|mod)+$/;

/** The layers' inputs, in order (the chain numbers them from its first input). */
export function motionLayerInputs(layers: MotionLayer[]): string[][] {
  return layers.map((l) => ['-i', l.path]);
}

/**
 * Continues `chain` (an open still chain, drawn in scene time) with every layer overlaid in order;
 * the result is still open, so the caller ends it as it would the still's own chain. `first` is the
 * first layer's input index, `frames` the frames drawn, `pts` the still's own timestamp expression.
 */
export function withMotionLayers(
  chain: string,
  layers: MotionLayer[],
  o: { first: number; label: string; frames: number; fps: number; pts: string },
): string {
  if (layers.length === 0) return chain;
  const parts: string[] = [];
  let cur = `${o.label}l0`;
  parts.push(`${chain}[${cur}]`);
  layers.forEach((layer, k) => {
    for (const e of [layer.x, layer.y]) {
      if (!SAFE_EXPR.test(e)) throw new Error(`Unsafe motion expression: ${e}`);
    }
    const shape = `${o.label}s${k}`;
    parts.push(
      `[${o.first + k}:v]format=yuva420p,loop=loop=${o.frames - 1}:size=1:start=0,settb=1/${o.fps},setpts=${o.pts}[${shape}]`,
    );
    const overlay = `[${cur}][${shape}]overlay=x='${layer.x}':y='${layer.y}':eval=frame:format=yuv420`;
    if (k === layers.length - 1) {
      parts.push(overlay);
    } else {
      cur = `${o.label}l${k + 1}`;
      parts.push(`${overlay}[${cur}]`);
    }
  });
  return parts.join(';');
}
