import { motionLayerInputs, withMotionLayers } from './motion-layers.ts';
import type { Motion, PlanAudio, PlanScene, RenderPlan } from './plan.ts';
import { LOUDNESS } from './plan.ts';

/** How far a still is larger than the frame; the camera moves within this margin. */
export const STILL_OVERSCAN = 1.1;

const SAFE_NAME = /^[A-Za-z0-9._-]+$/;

export const frameCount = (durationS: number, fps: number) => Math.max(1, Math.round(durationS * fps));

/** How many frames of a scene are drawn: its window's, or all of them. */
export const drawnFrames = (scene: PlanScene, fps: number) =>
  scene.window?.frames ?? frameCount(scene.durationS, fps);

const n = (x: number) => Number(x.toFixed(4)).toString();

/**
 * Camera motion as cheap per-frame crop/scale expressions (zoompan at 1080x1920 is several times
 * slower). A zoom re-creates its scaler every frame (ffmpeg 5.1 does so whenever `eval=frame`), which
 * is where most of its cost goes; `fast_bilinear` sets up and scales ~25% cheaper, and at these
 * factors (1.0–1.1) its frame is within 45 dB PSNR of a bicubic one, far above what CRF 23 keeps.
 */
export function motionFilter(motion: Motion, w: number, h: number, d: number): string {
  const z = STILL_OVERSCAN - 1;
  // crop's default centre is worked out from the first frame's size only, which left a zoom anchored
  // at the top-left corner; the offset follows the scaled size frame by frame instead.
  const zoom = (f: string) => {
    const sw = `2*trunc(${w}*(1+${n(z)}*${f})/2)`;
    const sh = `2*trunc(${h}*(1+${n(z)}*${f})/2)`;
    return `scale=w='${sw}':h='${sh}':eval=frame:flags=fast_bilinear,crop=${w}:${h}:x='(${sw}-${w})/2':y='(${sh}-${h})/2'`;
  };
  const p = `(t/${n(d)})`;
  switch (motion) {
    case 'zoomIn':
      return zoom(p);
    case 'zoomOut':
      return zoom(`(1-${p})`);
    case 'panRight':
      return `crop=${w}:${h}:x='(iw-${w})*${p}':y='(ih-${h})/2'`;
    case 'panLeft':
      return `crop=${w}:${h}:x='(iw-${w})*(1-${p})':y='(ih-${h})/2'`;
    case 'panUp':
      return `crop=${w}:${h}:x='(iw-${w})/2':y='(ih-${h})*(1-${p})'`;
    case 'panDown':
      return `crop=${w}:${h}:x='(iw-${w})/2':y='(ih-${h})*${p}'`;
  }
}

function sceneInputs(scene: PlanScene, fps: number): string[][] {
  const extra = scene.overlays?.badge ? [['-i', scene.overlays.badge.path]] : [];
  if (scene.overlays?.watermark) extra.push(['-i', scene.overlays.watermark.path]);
  // The moving shapes come after the template's layers, so their input numbers stay as they were.
  const layers = scene.background.kind === 'still' ? (scene.background.layers ?? []) : [];
  return [sceneInput(scene, fps), ...extra, ...motionLayerInputs(layers)];
}

function sceneInput(scene: PlanScene, fps: number): string[] {
  if (scene.background.kind === 'still') return ['-i', scene.background.path];
  // Loop short clips so a long scene never runs out of footage.
  return [
    '-stream_loop',
    '-1',
    '-t',
    n(
      (scene.window ? scene.window.from + scene.window.frames : frameCount(scene.durationS, fps)) / fps + 0.5,
    ),
    '-i',
    scene.background.path,
  ];
}

function sceneChain(scene: PlanScene, input: number, plan: RenderPlan, out: string): string {
  const { width: w, height: h, fps } = plan;
  const from = scene.window?.from ?? 0;
  const frames = drawnFrames(scene, fps);
  // The motion runs over the whole scene even when only part of it is drawn.
  const d = frameCount(scene.durationS, fps) / fps;
  const pts = from > 0 ? `N+${from}` : 'N';
  let chain: string;
  if (scene.background.kind === 'still') {
    // Decode the still once and repeat the frame in the graph, instead of re-decoding it per frame;
    // a 1/fps timebase keeps every frame's timestamp exact (the image demuxer's 1/25 would collide).
    chain = `[${input}:v]format=yuv420p,loop=loop=${frames - 1}:size=1:start=0,settb=1/${fps},setpts=${pts},${motionFilter(scene.background.motion, w, h, d)}`;
    const first = input + 1 + (scene.overlays?.badge ? 1 : 0) + (scene.overlays?.watermark ? 1 : 0);
    chain = withMotionLayers(chain, scene.background.layers ?? [], { first, label: out, frames, fps, pts });
  } else {
    const trim =
      from > 0 ? `trim=start_frame=${from}:end_frame=${from + frames}` : `trim=end_frame=${frames}`;
    chain =
      `[${input}:v]fps=${fps},scale=${w}:${h}:force_original_aspect_ratio=increase:flags=bilinear,` +
      `crop=${w}:${h},format=yuv420p,${trim},settb=1/${fps},setpts=${pts}`;
  }
  // A window's frames carry scene time while the camera and the layers are drawn; its output then
  // starts at zero like any other chain's, so joins and burned captions count from its first frame.
  const drawn = from > 0 ? `${out}w` : out;
  const rebase = from > 0 ? `;[${drawn}]setpts=PTS-STARTPTS[${out}]` : '';
  const layers = overlayChains(scene, input, plan, drawn, d);
  if (!layers) return `${chain},setsar=1[${drawn}]${rebase}`;
  return `${chain},setsar=1[${drawn}bg];${layers}${rebase}`;
}

/** Template layers over a scene's background `[<out>bg]`, ending in `[<out>]`. */
function overlayChains(
  scene: PlanScene,
  input: number,
  plan: RenderPlan,
  out: string,
  d: number,
): string | null {
  const o = scene.overlays;
  if (!o?.progress && !o?.badge && !o?.watermark) return null;
  const { width: w, fps } = plan;
  const chains: string[] = [];
  let cur = `${out}bg`;
  if (o.progress) {
    const { index, count, y, height } = o.progress;
    const seg = Math.floor(w / count);
    const next = o.badge || o.watermark ? `${out}pb` : out;
    const done = index > 0 ? `,drawbox=x=0:y=${y}:w=${index * seg}:h=${height}:color=white:t=fill` : '';
    const gaps = Array.from(
      { length: count - 1 },
      (_, k) => `,drawbox=x=${(k + 1) * seg - 3}:y=${y}:w=6:h=${height}:color=black@0.6:t=fill`,
    ).join('');
    // A dim track, the finished segments, then this scene's segment filling as the scene plays.
    chains.push(
      `color=c=white:s=${seg}x${height}:r=${fps}[${out}bar]`,
      `[${cur}]drawbox=x=0:y=${y}:w=${w}:h=${height}:color=black@0.4:t=fill${done}[${out}track]`,
      `[${out}track][${out}bar]overlay=x='${(index - 1) * seg}+${seg}*t/${n(d)}':y=${y}:eval=frame:shortest=1${gaps},format=yuv420p[${next}]`,
    );
    cur = next;
  }
  if (o.badge) {
    const { x, y } = o.badge;
    const next = o.watermark ? `${out}bd` : out;
    chains.push(
      `[${cur}][${input + 1}:v]overlay=x='${x}+(W-${x})*max(0,1-t/0.5)':y=${y}:eval=frame,format=yuv420p[${next}]`,
    );
    cur = next;
  }
  if (o.watermark) {
    // The brand logo stays put: a plain overlay, evaluated once.
    const { x, y } = o.watermark;
    chains.push(`[${cur}][${input + (o.badge ? 2 : 1)}:v]overlay=x=${x}:y=${y},format=yuv420p[${out}]`);
  }
  return chains.join(';');
}

/** The measured gain to the loudness target, then a peak limiter at the ceiling. */
export function levelFilter(gainDb: number): string {
  return `volume=${n(gainDb)}dB,alimiter=limit=${n(10 ** (LOUDNESS.ceilingDb / 20))}:level=false:attack=4:release=60`;
}

function audioChains(audio: PlanAudio, firstInput: number): { inputs: string[][]; chains: string[] } {
  const d = n(audio.durationS);
  const inputs: string[][] = [['-f', 'lavfi', '-t', d, '-i', 'anullsrc=r=48000:cl=mono']];
  const chains: string[] = [];
  const bus: string[] = [`[${firstInput}:a]`];
  audio.voices.forEach((v, i) => {
    inputs.push(['-i', v.path]);
    const ms = Math.max(0, Math.round(v.startS * 1000));
    chains.push(
      `[${firstInput + 1 + i}:a]aformat=sample_rates=48000:channel_layouts=mono,adelay=${ms}:all=1[vo${i}]`,
    );
    bus.push(`[vo${i}]`);
  });
  // The silent bed is first and fixes the length (duration=first), so the voice bus is exactly D long.
  chains.push(
    `${bus.join('')}amix=inputs=${bus.length}:normalize=0:duration=first,aformat=channel_layouts=stereo[voice]`,
  );
  let pre = '[voice]';
  if (audio.music) {
    const m = firstInput + inputs.length;
    inputs.push(['-stream_loop', '-1', '-i', audio.music.path]);
    const fadeStart = n(Math.max(0, audio.durationS - 1.5));
    chains.push('[voice]asplit=2[vmain][vkey]');
    chains.push(
      `[${m}:a]aformat=sample_rates=48000:channel_layouts=stereo,atrim=0:${d},asetpts=N/SR/TB,` +
        `volume=${n(audio.music.gainDb)}dB,afade=t=in:d=0.5,afade=t=out:st=${fadeStart}:d=1.5[music]`,
    );
    // Duck the music whenever the voice speaks.
    chains.push('[music][vkey]sidechaincompress=threshold=0.02:ratio=8:attack=20:release=400[ducked]');
    chains.push('[vmain][ducked]amix=inputs=2:normalize=0:duration=first[pre]');
    pre = '[pre]';
  }
  // Loudness is measured (ebur128, ~5x faster than loudnorm's analysis) and then applied as one
  // linear gain; the limiter only catches the few peaks the gain pushes above the ceiling.
  // Only the integrated loudness is needed to set the gain; true-peak oversampling would be wasted.
  const level = audio.gainDb === null ? 'ebur128=framelog=verbose' : levelFilter(audio.gainDb);
  chains.push(`${pre}${level},aresample=48000,aformat=sample_fmts=fltp:channel_layouts=stereo[aout]`);
  return { inputs, chains };
}

/**
 * The ffmpeg inputs, -filter_complex and -map arguments for a plan. Pure, so the graph is
 * unit-tested without running ffmpeg. Video: each scene's background with camera motion and burned
 * captions, concatenated. Audio: the voice bus, the music bed ducked under it, and loudness
 * (measurement or gain + limiter).
 */
export function buildFilterGraph(plan: RenderPlan): {
  inputs: string[][];
  filterComplex: string;
  maps: string[];
} {
  const inputs: string[][] = [];
  const chains: string[] = [];
  const maps: string[] = [];
  if (plan.scenes.length > 0) {
    const captions = plan.captionsFile ?? null;
    // Referenced relative to ffmpeg's cwd so no path escaping is needed inside the graph.
    if (captions !== null && !SAFE_NAME.test(captions))
      throw new Error(`Unsafe captions file name: ${captions}`);
    const joined = captions ? 'vjoined' : 'vout';
    plan.scenes.forEach((scene, i) => {
      const input = inputs.length;
      inputs.push(...sceneInputs(scene, plan.fps));
      chains.push(sceneChain(scene, input, plan, plan.scenes.length === 1 ? joined : `v${i}`));
    });
    if (plan.scenes.length > 1) {
      chains.push(
        `${plan.scenes.map((_, i) => `[v${i}]`).join('')}concat=n=${plan.scenes.length}:v=1:a=0[${joined}]`,
      );
    }
    // One subtitles renderer for the whole pass: each libass instance costs ~8 MB and a
    // fontconfig start-up, so per-scene instances added ~40 MB over five scenes (measured).
    if (captions) chains.push(`[vjoined]ass=filename=${captions}[vout]`);
    maps.push('-map', '[vout]');
  }
  if (plan.audio) {
    const a = audioChains(plan.audio, inputs.length);
    inputs.push(...a.inputs);
    chains.push(...a.chains);
    maps.push('-map', '[aout]');
  }
  return { inputs, filterComplex: chains.join(';'), maps };
}

/** The graph as ffmpeg arguments (inputs, -filter_complex, maps), after a log level. */
export function filterGraphArgs(g: ReturnType<typeof buildFilterGraph>, logLevel = 'error'): string[] {
  return ['-v', logLevel, ...g.inputs.flat(), '-filter_complex', g.filterComplex, ...g.maps];
}
