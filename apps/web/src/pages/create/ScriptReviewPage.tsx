import {
  DEFAULT_RENDER_LOOK,
  defaultVoiceFor,
  type LanguageCode,
  languageName,
  type RenderLook,
  type ReviewScript,
  reviewScriptSchema,
  type Scene,
  type SceneImage,
  type ScriptContent,
  type VoiceId,
  voiceForLanguage,
  withSceneImage,
} from '@adreel/contracts';
import { Clapperboard, LogOut, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSceneImages } from '../../components/scene-image/use-scene-images.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Card, PageHeader } from '../../components/ui/Card.tsx';
import { DemoBadge } from '../../components/ui/DemoBadge.tsx';
import { PageLoading } from '../../components/ui/Spinner.tsx';
import { errorMessage } from '../../lib/api.ts';
import { session } from '../../lib/session.ts';
import { useCreateVideoMutation } from '../../queries/videos.ts';
import { useRegenerateReviewedScriptMutation, useReviewScriptQuery } from './api.ts';
import { DiscardSceneDialog } from './DiscardSceneDialog.tsx';
import { LanguagePicker } from './LanguagePicker.tsx';
import { LookPanel } from './look/LookPanel.tsx';
import { SceneCard } from './SceneCard.tsx';
import { editorRequest } from './scene-edit.ts';
import { scriptLength, type VoiceoverDraft } from './script-length.ts';
import { UntranslatedSummary } from './UntranslatedNote.tsx';
import { useScriptDraft } from './use-script-draft.ts';
import { HookVariantsSection } from './variants/HookVariantsSection.tsx';

export function writerLabel(writer: ReviewScript['writer']): string | null {
  if (writer === 'openai') return 'Written by OpenAI';
  if (writer === 'offline') return 'Written by the offline script writer';
  return null;
}

/**
 * Spec §2.7: review and edit the script, then create the video. The script comes in navigation state;
 * its id goes into the address (?script=) and the script, with the user's saved draft, is read back
 * from the API, so a reload or a copied address keeps it (issue 33). Neither: back to /dashboard.
 */
export function ScriptReviewPage() {
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const inState = reviewScriptSchema.safeParse((location.state as { script?: unknown } | null)?.script);
  const id = params.get('script') ?? (inState.success ? inState.data.id : null);
  const stored = useReviewScriptQuery(id);
  const addressHasId = params.has('script');
  useEffect(() => {
    if (id && !addressHasId) setParams({ script: id }, { replace: true, state: location.state });
  }, [id, addressHasId, setParams, location.state]);
  const failed = stored.isError;
  useEffect(() => {
    if (failed) toast.error('This script could not be found. Please create a new one.');
  }, [failed]);

  if (!id || failed) return <Navigate to="/dashboard" replace />;
  if (!stored.data) return <PageLoading text="Loading your script..." />;
  return <ScriptReview key={stored.data.id} initial={stored.data} />;
}

function ScriptReview({ initial }: { initial: ReviewScript }) {
  const navigate = useNavigate();
  const [script, setScript] = useState(initial);
  // The user's saved edits when there are any, else what the writer wrote.
  const [content, setContent] = useState<ScriptContent>(initial.draft ?? initial.content);
  useScriptDraft(script.id, content, script.content);
  const [editing, setEditing] = useState<number | null>(null);
  // Whether the open editor holds unsaved changes, and the scene asked for meanwhile (see editorRequest).
  const [editorDirty, setEditorDirty] = useState(false);
  const [asking, setAsking] = useState<number | null>(null);
  const [look, setLook] = useState<RenderLook>(DEFAULT_RENDER_LOOK);
  // The video's language: the script's (from the product page, the offer or detection) until picked.
  const language: LanguageCode = script.language ?? 'en';
  const [voice, setVoice] = useState<VoiceId>(defaultVoiceFor(language).id);
  // The voiceover being typed: the length estimate follows it before it is saved.
  const [draft, setDraft] = useState<VoiceoverDraft | null>(null);
  const writer = writerLabel(script.writer);

  function openEditor(index: number) {
    setDraft(null);
    setEditorDirty(false);
    setAsking(null);
    setEditing(index);
  }
  function requestEditor(index: number) {
    if (editorRequest(editing, editorDirty, index) === 'ask') setAsking(index);
    else openEditor(index);
  }
  function closeEditor() {
    setEditorDirty(false);
    setEditing(null);
  }

  function saveScene(index: number, scene: Scene) {
    setContent((c) => ({
      ...c,
      reelScript: { scenes: c.reelScript.scenes.map((s, i) => (i === index ? scene : s)) },
    }));
    closeEditor();
  }

  // Each scene's image as a thumbnail, and choosing another (issue #13); the storyboard follows the content.
  const sceneImages = useSceneImages(script.id, content.reelScript.scenes);
  function chooseImage(index: number, image: SceneImage) {
    setContent((c) => ({
      ...c,
      reelScript: { scenes: c.reelScript.scenes.map((s, i) => (i === index ? withSceneImage(s, image) : s)) },
    }));
  }

  const regenerate = useRegenerateReviewedScriptMutation({
    onSuccess: (fresh, asked) => {
      setScript(fresh);
      setContent(fresh.content);
      closeEditor();
      navigate({ search: `?script=${fresh.id}` }, { replace: true, state: { script: fresh } });
      if (asked.language && fresh.language) {
        // A voice that speaks the new language, by the contract's rule: the chosen one if it speaks
        // it too, else the language's offline voice. The picker offered only voices this server has.
        setVoice((v) => voiceForLanguage(v, fresh.language ?? 'en', { speechKey: true }).id);
        toast.success(`Script rewritten in ${languageName(fresh.language)}`);
      } else toast.success('Script regenerated successfully!');
    },
    onError: (error) => toast.error(errorMessage(error, 'Failed to regenerate script')),
  });
  const createVideo = useCreateVideoMutation({
    onSuccess: (video) => {
      toast.success('Video generation started!');
      navigate('/video-generation', { state: { videoId: video.id } });
    },
    // The server's reason when it gives one (a script in a language the video cannot speak, issue 25).
    onError: (error) => toast.error(errorMessage(error, 'Failed to create video')),
  });
  const regenerating = regenerate.isPending;
  // Stays busy after success: the page is on its way to the video's progress.
  const creating = createVideo.isPending || createVideo.isSuccess;

  /** Rewrites the script in the picked language, from its text or its product page. */
  function regenerateIn(nextLanguage?: LanguageCode) {
    regenerate.mutate({
      scriptId: script.id,
      // A script written from text is rewritten from that text, else from its product page.
      text: script.source === 'text' && script.sourceText ? script.sourceText : undefined,
      language: nextLanguage,
    });
  }

  function signOut() {
    session.removeToken();
    navigate('/login');
  }

  const busy = regenerating || creating;
  // Estimated from the voice's measured speaking rate (flite, espeak-ng), plus the end card.
  const length = scriptLength(
    content.reelScript.scenes,
    editing !== null && draft?.index === editing ? draft : null,
    voice,
  );
  const totalSeconds = length.totalSeconds;

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        title="Review Your Script"
        subtitle={`${content.reelScript.scenes.length} scenes · about ${Math.round(totalSeconds)} seconds`}
        actions={
          <Button variant="ghost" onClick={signOut} icon={<LogOut className="h-4 w-4" aria-hidden="true" />}>
            Sign out
          </Button>
        }
      />

      <div className="mb-4 flex flex-wrap items-center gap-2 empty:hidden">
        {writer ? (
          <p className="inline-flex rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">
            {writer}
          </p>
        ) : null}
        {/* The script's own writer decides; a script from before writers were recorded follows the config. */}
        <DemoBadge service="writer" active={script.writer ? script.writer === 'offline' : undefined} />
      </div>
      <div className="mb-4">
        <LanguagePicker
          value={language}
          source={script.languageSource}
          onChange={(next) => next !== language && regenerateIn(next)}
          disabled={busy || editing !== null}
          busy={regenerating && regenerate.variables?.language !== undefined}
        />
      </div>

      <div className="grid gap-4 md:grid-cols-2">
        <Card className="min-w-0">
          <h2 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">Website summary</h2>
          <p className="mt-2 text-slate-800">{content.websiteSummary}</p>
          {script.sourceUrl ? (
            <p className="mt-2 truncate text-xs text-slate-500" title={script.sourceUrl}>
              Source: {script.sourceUrl}
            </p>
          ) : null}
        </Card>
        <Card className="min-w-0">
          <h2 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">Commentary</h2>
          <p className="mt-2 wrap-anywhere text-slate-800">{content.commentary}</p>
          <h2 className="mt-4 text-sm font-semibold tracking-wide text-slate-500 uppercase">
            Music suggestion
          </h2>
          <p className="mt-2 text-slate-800">{content.musicSuggestion}</p>
        </Card>
      </div>

      <h2 className="mt-8 mb-3 text-lg font-semibold text-slate-900">Scenes</h2>
      <UntranslatedSummary scenes={content.reelScript.scenes} />
      <ol className="space-y-4">
        {content.reelScript.scenes.map((scene, index) => (
          <SceneCard
            key={index}
            scene={scene}
            index={index}
            seconds={length.sceneSeconds[index] ?? scene.duration}
            editing={editing === index}
            onEdit={() => requestEditor(index)}
            onDraft={(voiceover) => setDraft({ index, voiceover })}
            onDirtyChange={setEditorDirty}
            onCancel={closeEditor}
            onSave={(s) => saveScene(index, s)}
            sceneImages={{
              scriptId: script.id,
              images: sceneImages,
              onChoose: (image) => chooseImage(index, image),
            }}
          />
        ))}
      </ol>
      {asking !== null && editing !== null ? (
        <DiscardSceneDialog
          editing={editing + 1}
          requested={asking + 1}
          onKeep={() => setAsking(null)}
          onDiscard={() => openEditor(asking)}
        />
      ) : null}

      <LookPanel
        scriptId={script.id}
        content={content}
        look={look}
        onChange={setLook}
        voice={voice}
        onVoiceChange={setVoice}
        language={language}
        disabled={busy}
      />

      <HookVariantsSection
        body={{ scriptId: script.id, content, ...look, voice, language }}
        disabled={busy || editing !== null}
      />

      {/* While a scene is edited Create Video waits, and a sticky bar would cover the scene's Save on a phone. */}
      <div
        data-testid="review-actions"
        className={`${editing === null ? 'sticky bottom-0' : 'relative'} mt-8 -mx-4 flex flex-col gap-3 border-t border-slate-200 bg-slate-50/95 px-4 py-4 backdrop-blur sm:mx-0 sm:flex-row sm:justify-end sm:rounded-2xl sm:border sm:bg-white`}
      >
        <Button
          variant="secondary"
          onClick={() => regenerateIn()}
          busy={regenerating}
          busyText="Regenerating..."
          disabled={busy}
          icon={<RefreshCw className="h-4 w-4" aria-hidden="true" />}
        >
          Regenerate
        </Button>
        <Button
          onClick={() => createVideo.mutate({ scriptId: script.id, content, ...look, voice, language })}
          busy={creating}
          busyText="Creating video..."
          disabled={busy || editing !== null}
          title={editing !== null ? 'Save or cancel the scene you are editing first' : undefined}
          icon={<Clapperboard className="h-4 w-4" aria-hidden="true" />}
        >
          Create Video
        </Button>
      </div>
    </div>
  );
}
