import { type ScriptContent, scriptContentSchema } from '@adreel/contracts';
import { MAX_TOTAL_SECONDS, sceneSeconds } from '../offline/timing.ts';
import { type WireScript, wireScriptSchema } from './wire-schema.ts';

export type Checked = { ok: true; script: ScriptContent } | { ok: false; problem: string };

/**
 * Models misjudge timing; lengthening a scene to fit its voiceover (2.5 words/s, or the estimated
 * voice if that is longer) is safer than asking again.
 */
function fitDurations(script: WireScript): WireScript {
  const scenes = script.reelScript.scenes.map((scene) => ({
    ...scene,
    duration: Math.min(60, Math.max(scene.duration, sceneSeconds(scene.audio.voiceover))),
  }));
  return { ...script, reelScript: { scenes } };
}

/** Parses a model reply into a contract-valid script, or says in one line what was wrong (fed back on retry). */
export function checkScriptReply(content: string | null | undefined): Checked {
  if (!content) return { ok: false, problem: 'The reply was empty.' };
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    return { ok: false, problem: 'The reply was not valid JSON.' };
  }
  const wire = wireScriptSchema.safeParse(json);
  if (!wire.success) return { ok: false, problem: describe(wire.error) };
  const script = scriptContentSchema.safeParse(fitDurations(wire.data));
  if (!script.success) return { ok: false, problem: describe(script.error) };
  // Longer ads cost render time and lose viewers; the model gets one more try to tighten it.
  const total = script.data.reelScript.scenes.reduce((sum, scene) => sum + scene.duration, 0);
  if (total > MAX_TOTAL_SECONDS) {
    return {
      ok: false,
      problem: `the scenes last ${total} s in total; keep the whole ad within ${MAX_TOTAL_SECONDS} s`,
    };
  }
  return { ok: true, script: script.data };
}

function describe(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}
