import { type ScriptContent, sceneSchema, scriptContentSchema } from '@adreel/contracts';
import { MAX_TOTAL_SECONDS, sceneSeconds } from '../offline/timing.ts';
import { type WireScript, wireSceneSchema, wireScriptSchema } from './wire-schema.ts';

/** What the reply is checked with: the asked-for shape, with hooks also allowed to be missing. */
const wireReplySchema = wireScriptSchema.extend({ hooks: wireSceneSchema.array().nullish() });
type WireReply = Omit<WireScript, 'hooks'> & { hooks?: WireScript['hooks'] | undefined };

export type Checked = { ok: true; script: ScriptContent } | { ok: false; problem: string };

/**
 * Models misjudge timing; lengthening a scene to fit its voiceover (2.5 words/s, or the estimated
 * voice if that is longer) is safer than asking again.
 */
function fitDurations(script: WireReply): WireReply {
  const fit = (scene: WireScript['reelScript']['scenes'][number]) => ({
    ...scene,
    duration: Math.min(60, Math.max(scene.duration, sceneSeconds(scene.audio.voiceover))),
  });
  const scenes = script.reelScript.scenes.map(fit);
  return { ...script, reelScript: { scenes }, hooks: script.hooks?.map(fit) ?? null };
}

/**
 * Hooks are a bonus: an unusable one is dropped rather than costing the whole script a retry, and
 * replies without any (older or smaller models) stay valid.
 */
function usableHooks(hooks: readonly unknown[] | null | undefined): { hooks?: ScriptContent['hooks'] } {
  const usable = (hooks ?? []).flatMap((hook) => {
    const parsed = sceneSchema.safeParse(hook);
    return parsed.success ? [parsed.data] : [];
  });
  return usable.length > 0 ? { hooks: usable.slice(0, 3) } : {};
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
  const wire = wireReplySchema.safeParse(json);
  if (!wire.success) return { ok: false, problem: describe(wire.error) };
  const { hooks, ...fitted } = fitDurations(wire.data);
  const script = scriptContentSchema.safeParse({ ...fitted, ...usableHooks(hooks) });
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
