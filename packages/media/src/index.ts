export { createEspeakTts } from './audio/espeak.ts';
export { moodPreset, pickOperatorTrack, synthesizeLoop } from './audio/music.ts';
export { createFliteTts, createOpenAITts, type TtsProvider } from './audio/tts.ts';
export { renderVoicePreview } from './audio/voice-preview.ts';
export { type SpeechServer, ttsForVoice } from './audio/voice-tts.ts';
export { voiceCacheKey } from './audio/voices.ts';
export { buildAss, captionMarginV, DEFAULT_CAPTION_LAYOUT } from './captions/captions.ts';
export { captionLines, splitPhrases, timeWords } from './captions/phrases.ts';
export { captionsSrt } from './captions/srt.ts';
export { sceneTiming, videoTimeline } from './captions/timeline.ts';
export { cached, hashKey } from './core/cache.ts';
export { x264Args } from './core/video-format.ts';
export { ffprobe, lavfiInput, parseEbur128Summary, runFfmpeg } from './encode/ffmpeg.ts';
export { buildFilterGraph, motionFilter } from './encode/filtergraph.ts';
export type { Motion, PlanAudio, PlanScene, RenderPlan } from './encode/plan.ts';
export { samplePeakRss } from './encode/proc-rss.ts';
export { qrPng, renderEndCard } from './endcard/endcard.ts';
export { type EndCardText, endCardText, formatPrice } from './endcard/endcard-text.ts';
export { hexToAss, type RenderBrand, textColorOn, watermarkPlacement, watermarkSize } from './look/brand.ts';
export {
  captionLayoutFor,
  DEFAULT_RENDER_LOOK,
  lookFrame,
  type RenderLook,
  resolveRenderLook,
  safeZone,
} from './look/look.ts';
export type { EndCardKind } from './render/job.ts';
export { END_CARD_S, OUTPUT, type RenderInput, type RenderResult, renderVideo } from './render/render.ts';
export { overallProgress, RENDER_STAGES, type StageIndex } from './render/stages.ts';
export { renderStoryboard, type StoryboardInput, type StoryboardResult } from './render/storyboard.ts';
export { SAMPLE_CONTENT, SAMPLE_PRODUCT, templateThumbnail } from './render/template-samples.ts';
export { createPexelsStockClips } from './scenes/pexels.ts';
export { assignSceneImages, parseMotion } from './scenes/scene-assets.ts';
